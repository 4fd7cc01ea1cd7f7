// Chart colours from Semi's design tokens (DESIGN.md: tokens are CSS custom properties on :host), read where the
// chart renders, so the element's main colour and dark mode reach the canvas too.
import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

const TOKENS = {
  // Bars are shapes, not text: they keep the main colour itself (the fill of the primary button), not its text shade.
  primary: '--backroom-primary-fill',
  success: '--semi-color-success',
  warning: '--semi-color-warning',
  danger: '--semi-color-danger',
  tertiary: '--semi-color-tertiary',
  text: '--semi-color-text-0',
  textMuted: '--semi-color-text-2',
  border: '--semi-color-border',
  background: '--semi-color-bg-2',
} as const;

export type ChartColors = Readonly<Record<keyof typeof TOKENS, string | undefined>>;

/** Attributes of the host element that change the tokens (elements/base: theme-mode, main-color, minor-color). */
const THEME_ATTRIBUTES = ['theme-mode', 'main-color', 'minor-color'];

/** The tokens' resolved values at `element`; a token the page lacks is undefined (VChart's default applies). */
export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  const entries = Object.entries(TOKENS).map(([name, token]) => [name, style.getPropertyValue(token).trim() || undefined]);
  return Object.fromEntries(entries) as ChartColors;
}

const sameColors = (a: ChartColors | null, b: ChartColors) =>
  a !== null && (Object.keys(TOKENS) as (keyof ChartColors)[]).every((name) => a[name] === b[name]);

/** The colours at `ref`, read before the first paint and again when the host's theme attributes change. */
export function useChartColors(ref: RefObject<HTMLElement>): ChartColors | null {
  const [colors, setColors] = useState<ChartColors | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const next = readChartColors(element);
      setColors((previous) => (sameColors(previous, next) ? previous : next));
    };
    read();
    const root = element.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : null;
    if (!host) return;
    // attributeChangedCallback rebuilds the token sheet synchronously, before observers run: read right away.
    const observer = new MutationObserver(read);
    observer.observe(host, { attributes: true, attributeFilter: THEME_ATTRIBUTES });
    return () => observer.disconnect();
  }, [ref]);
  return colors;
}
