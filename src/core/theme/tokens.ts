import { DEFAULT_MAIN_COLOR, DEFAULT_MINOR_COLOR } from '../contract/index.ts';
import { parseColor, shade, tint, toCss, withAlpha } from './color.ts';
import type { Rgba } from './color.ts';

export type ThemeMode = 'light' | 'dark';

export interface ThemeLogger {
  warn(...args: unknown[]): void;
}

export interface ThemeColors {
  /** The `main-color` attribute; unset → DEFAULT_MAIN_COLOR, invalid → the default plus a warning. */
  mainColor?: string | null;
  minorColor?: string | null;
  logger?: ThemeLogger;
}

export interface ThemeOptions extends ThemeColors {
  mode?: ThemeMode;
}

function resolve(value: string | null | undefined, fallback: string, name: string, logger: ThemeLogger): Rgba {
  const fallbackColor = parseColor(fallback) as Rgba;
  if (value === null || value === undefined || value.trim() === '') return fallbackColor;
  const parsed = parseColor(value);
  if (parsed) return parsed;
  logger.warn(`[backroom] invalid ${name} ${JSON.stringify(value)}; using ${fallback}`);
  return fallbackColor;
}

function resolveColors({ mainColor, minorColor, logger = console }: ThemeColors): { main: Rgba; minor: Rgba } {
  return {
    main: resolve(mainColor, DEFAULT_MAIN_COLOR, 'main-color', logger),
    minor: resolve(minorColor, DEFAULT_MINOR_COLOR, 'minor-color', logger),
  };
}

/**
 * Mirrors Semi's own steps: light mode darkens for hover/active (blue-6, blue-7) and uses pale tints for the
 * light family (blue-0..2); dark mode lightens for hover/active and uses the colour at alpha .2/.3/.4 for the
 * light family, as Semi's dark theme does. The minor colour keeps its value; its light variant follows the mode.
 */
function tokensFor(main: Rgba, minor: Rgba, mode: ThemeMode): Record<string, string> {
  const dark = mode === 'dark';
  const hover = dark ? tint(main, 0.2) : shade(main, 0.1);
  const active = dark ? tint(main, 0.4) : shade(main, 0.2);
  return {
    '--semi-color-primary': toCss(main),
    '--semi-color-primary-hover': toCss(hover),
    '--semi-color-primary-active': toCss(active),
    '--semi-color-primary-disabled': toCss(dark ? shade(main, 0.5) : tint(main, 0.6)),
    '--semi-color-primary-light-default': toCss(dark ? withAlpha(main, 0.2) : tint(main, 0.9)),
    '--semi-color-primary-light-hover': toCss(dark ? withAlpha(main, 0.3) : tint(main, 0.8)),
    '--semi-color-primary-light-active': toCss(dark ? withAlpha(main, 0.4) : tint(main, 0.7)),
    '--semi-color-focus-border': toCss(main),
    '--semi-color-link': toCss(main),
    '--semi-color-link-hover': toCss(hover),
    '--semi-color-link-active': toCss(active),
    '--semi-color-link-visited': toCss(main),
    '--backroom-minor-color': toCss(minor),
    '--backroom-minor-color-light': toCss(dark ? withAlpha(minor, 0.2) : tint(minor, 0.5)),
  };
}

/** Semi CSS custom properties for a main and minor colour in one mode. */
export function themeTokens(options: ThemeOptions = {}): Record<string, string> {
  const { main, minor } = resolveColors(options);
  return tokensFor(main, minor, options.mode ?? 'light');
}

function rule(selector: string, tokens: Record<string, string>): string {
  const body = Object.entries(tokens).map(([name, value]) => `  ${name}: ${value};`).join('\n');
  return `${selector} {\n${body}\n}`;
}

/**
 * The `:host` rule and its `:host([theme-mode="dark"])` twin for the element base. It must come after Semi's
 * CSS in the adopted stylesheet: the selectors are Semi's own, so order decides. Colours are warned about once.
 */
export function themeCss(options: ThemeColors = {}): string {
  const { main, minor } = resolveColors(options);
  return `${rule(':host', tokensFor(main, minor, 'light'))}\n${rule(':host([theme-mode="dark"])', tokensFor(main, minor, 'dark'))}\n`;
}
