import { DEFAULT_MAIN_COLOR, DEFAULT_MINOR_COLOR } from '../contract/index.ts';
import { WHITE, parseColor, shade, tint, toCss, withAlpha } from './color.ts';
import type { Rgba } from './color.ts';
import { DARK_BACKGROUND, DARK_BUTTON_FILLS, DARK_INK, INK, LIGHT_FILLS, TEXT_CONTRAST, over, readableOn, textOn } from './contrast.ts';

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

/** Semi's light-mode status colours (red-5, orange-5, green-5, light-blue-5): too pale for text on white. */
const SEMI_STATUS: Readonly<Record<string, Rgba>> = {
  danger: { r: 249, g: 57, b: 32, a: 1 },
  warning: { r: 252, g: 136, b: 0, a: 1 },
  success: { r: 59, g: 179, b: 70, a: 1 },
  secondary: { r: 0, g: 149, b: 238, a: 1 },
};

/**
 * Semi's token family from the brand colours, readable (WCAG 2.1 AA) whatever the brand passes:
 * - `--semi-color-primary` (and link, focus ring) is the text shade: the main colour, darkened in light mode or
 *   lightened in dark mode only as far as needed for 4.5:1 against the page, the grey fills (in dark mode a light
 *   button's fill on a dialog's background) and the colour's own light tint; Semi uses it for text, icons and small fills (checkbox, selected day) that carry white.
 * - The solid primary button keeps the main colour itself (`--backroom-primary-fill`) with the text that reads on it
 *   (`--backroom-on-primary`: white, else dark ink); its hover/active move away from that text.
 * - Hover/active follow Semi's steps (darker in light mode, lighter in dark mode); the light family stays pale tints
 *   (light) or the colour at alpha .2/.3/.4 (dark). In light mode Semi's status colours and secondary text get
 *   the same 4.5:1 treatment.
 */
function tokensFor(main: Rgba, minor: Rgba, mode: ThemeMode): Record<string, string> {
  const dark = mode === 'dark';
  const lightActive = dark ? withAlpha(main, 0.4) : tint(main, 0.7);
  const text = dark
    ? readableOn(main, [...DARK_BUTTON_FILLS, over(lightActive, DARK_BACKGROUND)], TEXT_CONTRAST, 'light')
    : readableOn(main, [...LIGHT_FILLS, lightActive], TEXT_CONTRAST, 'dark');
  const hover = dark ? tint(text, 0.2) : shade(text, 0.1);
  const active = dark ? tint(text, 0.4) : shade(text, 0.2);
  const fill = { ...main, a: 1 };
  const onFill = textOn(fill);
  const away = (weight: number) => (onFill === WHITE ? shade(fill, weight) : tint(fill, weight));
  const tokens: Record<string, string> = {
    '--semi-color-primary': toCss(text),
    '--semi-color-primary-hover': toCss(hover),
    '--semi-color-primary-active': toCss(active),
    '--semi-color-primary-disabled': toCss(dark ? shade(main, 0.5) : tint(main, 0.6)),
    '--semi-color-primary-light-default': toCss(dark ? withAlpha(main, 0.2) : tint(main, 0.9)),
    '--semi-color-primary-light-hover': toCss(dark ? withAlpha(main, 0.3) : tint(main, 0.8)),
    '--semi-color-primary-light-active': toCss(lightActive),
    '--semi-color-focus-border': toCss(text),
    '--semi-color-link': toCss(text),
    '--semi-color-link-hover': toCss(hover),
    '--semi-color-link-active': toCss(active),
    '--semi-color-link-visited': toCss(text),
    '--backroom-minor-color': toCss(minor),
    '--backroom-minor-color-light': toCss(dark ? withAlpha(minor, 0.2) : tint(minor, 0.5)),
    '--backroom-primary-fill': toCss(fill),
    '--backroom-primary-fill-hover': toCss(away(0.1)),
    '--backroom-primary-fill-active': toCss(away(0.2)),
    '--backroom-on-primary': toCss(onFill),
  };
  if (dark) {
    // Semi's dark secondary text (placeholders, hints) is grey-9 at .6: 4.2:1 on a filter's fill. At .8 it reads at
    // 4.5:1 up to the strongest fill (fill-2) on the raised background (bg-2): DARK_FILLS. The breadcrumb's greys, fixed for the
    // light page, become light greys (the first item lighter than the others, as spec §2 has it).
    tokens['--semi-color-text-2'] = toCss(withAlpha(DARK_INK, 0.8));
    tokens['--backroom-breadcrumb-first-color'] = toCss(withAlpha(DARK_INK, 0.72));
    tokens['--backroom-breadcrumb-color'] = toCss(withAlpha(DARK_INK, 0.85));
    return tokens;
  }
  for (const [name, color] of Object.entries(SEMI_STATUS)) {
    const readable = readableOn(color, LIGHT_FILLS, TEXT_CONTRAST, 'dark');
    tokens[`--semi-color-${name}`] = toCss(readable);
    tokens[`--semi-color-${name}-hover`] = toCss(shade(readable, 0.1));
    tokens[`--semi-color-${name}-active`] = toCss(shade(readable, 0.2));
  }
  tokens['--semi-color-text-2'] = toCss(withAlpha(INK, 0.72));
  return tokens;
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
 * The solid primary button: the brand colour itself with the text that reads on it (Semi puts white there). And the
 * focus ring: Semi draws it in the pale light tint (about 1.3:1), here in the focus colour (4.5:1 on the page).
 */
const SOLID_PRIMARY = '.semi-button-primary:not(.semi-button-borderless):not(.semi-button-light):not(.semi-button-outline):not(.semi-button-disabled)';
export const PRIMARY_BUTTON_CSS = `${SOLID_PRIMARY} {
  background-color: var(--backroom-primary-fill);
  color: var(--backroom-on-primary);
}
${SOLID_PRIMARY}:hover {
  background-color: var(--backroom-primary-fill-hover);
}
${SOLID_PRIMARY}:active {
  background-color: var(--backroom-primary-fill-active);
}
:focus-visible {
  outline-color: var(--semi-color-focus-border) !important;
}
`;

/**
 * The `:host` rule and its `:host([theme-mode="dark"])` twin for the element base, then the solid primary button's
 * colours. It must come after Semi's CSS in the adopted stylesheet: the selectors are Semi's own, so order decides.
 * Colours are warned about once.
 */
export function themeCss(options: ThemeColors = {}): string {
  const { main, minor } = resolveColors(options);
  return `${rule(':host', tokensFor(main, minor, 'light'))}\n${rule(':host([theme-mode="dark"])', tokensFor(main, minor, 'dark'))}\n${PRIMARY_BUTTON_CSS}`;
}
