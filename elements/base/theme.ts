// Live theming: main-color and minor-color become Semi's whole token family on :host (DESIGN.md), in a small
// per-element sheet adopted after the shared one, so its :host rules win over Semi's defaults by order.
import { themeCss } from '../../src/core/theme/index.ts';

export interface ThemeColors {
  mainColor: string | null;
  minorColor: string | null;
}

export class ElementTheme {
  readonly sheet = new CSSStyleSheet();
  #applied: string | null = null;

  /** Rebuilds only when a colour changed; theme-mode needs nothing here (Semi keys dark mode on the attribute). */
  apply({ mainColor, minorColor }: ThemeColors): void {
    const key = `${mainColor ?? ''}\n${minorColor ?? ''}`;
    if (key === this.#applied) return;
    this.#applied = key;
    this.sheet.replaceSync(themeCss({ mainColor, minorColor }));
  }
}
