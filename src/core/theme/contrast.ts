/** WCAG 2.1 contrast and the readable shades derived from a brand colour (text 4.5:1, large text and controls 3:1). */
import { BLACK, WHITE, mix } from './color.ts';
import type { Rgba } from './color.ts';

/** Body text (WCAG 1.4.3 AA). */
export const TEXT_CONTRAST = 4.5;
/** Large text, icons and control boundaries (1.4.3 large, 1.4.11). */
export const CONTROL_CONTRAST = 3;

/** Semi's ink (grey-9), the dark text put on light fills. */
export const INK: Rgba = { r: 28, g: 31, b: 35, a: 1 };
/** Semi's dark-mode page background (bg-0). */
export const DARK_BACKGROUND: Rgba = { r: 22, g: 22, b: 26, a: 1 };
/** Semi's dark-mode ink (grey-9 of the dark palette), the light text of dark mode. */
export const DARK_INK: Rgba = { r: 249, g: 249, b: 249, a: 1 };
/** The darkest fills dark-mode text sits on: the strongest fill (fill-2, white at .2) over the raised background (bg-2). */
export const DARK_FILLS: readonly Rgba[] = [DARK_BACKGROUND, { r: 93, g: 94, b: 99, a: 1 }];
/** Where a light button's text sits in dark mode: the page, and the button's fill (fill-0) on a dialog (bg-2). */
export const DARK_BUTTON_FILLS: readonly Rgba[] = [DARK_BACKGROUND, { r: 77, g: 78, b: 83, a: 1 }];
/** The greys light buttons and filters sit on in light mode (fill-0 over the grey page and the hover fill). */
export const LIGHT_FILLS: readonly Rgba[] = [WHITE, { r: 228, g: 229, b: 230, a: 1 }];

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** A colour with alpha laid over an opaque background. */
export function over(color: Rgba, background: Rgba): Rgba {
  return { ...mix(background, { ...color, a: 1 }, color.a), a: 1 };
}

export function luminance(color: Rgba): number {
  return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b);
}

/** The WCAG contrast ratio (1..21) of a foreground over an opaque background. */
export function contrast(foreground: Rgba, background: Rgba): number {
  const a = luminance(over(foreground, background));
  const b = luminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * `color` itself when it already has `ratio` against every background, otherwise the least darkened (toward black)
 * or lightened (toward white) shade that has it. Black and white always reach 4.5:1 against the backgrounds used here.
 */
export function readableOn(color: Rgba, backgrounds: readonly Rgba[], ratio: number, toward: 'dark' | 'light'): Rgba {
  const target = toward === 'dark' ? BLACK : WHITE;
  const opaque = { ...color, a: 1 };
  for (let step = 0; step <= 50; step += 1) {
    // Measured as it will be written (toCss rounds each channel).
    const { r, g, b } = mix(opaque, target, step / 50);
    const candidate = { r: Math.round(r), g: Math.round(g), b: Math.round(b), a: 1 };
    if (backgrounds.every((background) => contrast(candidate, background) >= ratio)) return candidate;
  }
  return target;
}

/** The text for a solid fill: white when it reads at 4.5:1, else Semi's ink, else black. */
export function textOn(fill: Rgba): Rgba {
  if (contrast(WHITE, fill) >= TEXT_CONTRAST) return WHITE;
  return contrast(INK, fill) >= TEXT_CONTRAST ? INK : BLACK;
}
