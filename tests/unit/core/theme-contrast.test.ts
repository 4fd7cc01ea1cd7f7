import { describe, expect, it } from 'vitest';
import {
  BLACK, DARK_BACKGROUND, DARK_BUTTON_FILLS, DARK_FILLS, INK, LIGHT_FILLS, WHITE, contrast, over, parseColor, readableOn, textOn, themeCss, themeTokens,
} from '../../../src/core/theme/index.ts';
import type { Rgba, ThemeMode } from '../../../src/core/theme/index.ts';

const color = (css: string): Rgba => {
  const parsed = parseColor(css);
  if (!parsed) throw new Error(`not a colour: ${css}`);
  return parsed;
};

const BRANDS: Record<string, string> = {
  'light yellow': '#FFD400',
  'pale green': '#C8F0C0',
  'near-white': '#FAFAFA',
  'near-black': '#111111',
  'saturated red': '#FF0000',
  'default orange': '#FF7D00',
  'mid blue': '#1E80FF',
  'mid grey': '#777777',
};

describe('WCAG contrast', () => {
  it('measures the known ratios', () => {
    expect(contrast(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrast(WHITE, WHITE)).toBe(1);
    expect(contrast(WHITE, color('#FF7D00'))).toBeCloseTo(2.57, 2);
    expect(contrast(color('#FFD400'), WHITE)).toBeCloseTo(1.43, 2);
    expect(contrast(color('rgba(0, 0, 0, 0.5)'), WHITE)).toBeCloseTo(contrast(over(color('rgba(0, 0, 0, 0.5)'), WHITE), WHITE), 5);
  });

  it('keeps a colour that already reads and darkens or lightens one that does not, no further than needed', () => {
    const navy = color('#003a8c');
    expect(readableOn(navy, [WHITE], 4.5, 'dark')).toEqual(navy);
    const darker = readableOn(color('#FFD400'), [WHITE], 4.5, 'dark');
    expect(contrast(darker, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(darker, WHITE)).toBeLessThan(5.5);
    const lighter = readableOn(color('#3a0000'), [DARK_BACKGROUND], 4.5, 'light');
    expect(contrast(lighter, DARK_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white on dark fills and ink on light ones', () => {
    expect(textOn(color('#003a8c'))).toBe(WHITE);
    expect(textOn(color('#FF7D00'))).toBe(INK);
    expect(textOn(color('#FFD400'))).toBe(INK);
  });
});

describe.each(Object.entries(BRANDS))('the theme derived from %s (%s)', (_name, mainColor) => {
  it.each<ThemeMode>(['light', 'dark'])('%s mode: text, links and the focus ring read at 4.5:1, the primary button at 4.5:1', (mode) => {
    const tokens = themeTokens({ mainColor, mode });
    const page = mode === 'dark' ? DARK_BUTTON_FILLS : LIGHT_FILLS;
    const lightFill = over(color(tokens['--semi-color-primary-light-active']), mode === 'dark' ? DARK_BACKGROUND : WHITE);
    for (const name of ['--semi-color-primary', '--semi-color-primary-hover', '--semi-color-primary-active', '--semi-color-link', '--semi-color-link-hover', '--semi-color-focus-border']) {
      for (const background of [...page, lightFill]) expect(contrast(color(tokens[name]), background), `${name} on ${JSON.stringify(background)}`).toBeGreaterThanOrEqual(4.5);
    }
    const onPrimary = color(tokens['--backroom-on-primary']);
    expect(color(tokens['--backroom-primary-fill'])).toEqual(color(mainColor));
    for (const name of ['--backroom-primary-fill', '--backroom-primary-fill-hover', '--backroom-primary-fill-active']) {
      expect(contrast(onPrimary, color(tokens[name])), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('light mode: Semi\'s status colours and secondary text read at 4.5:1 on white and the grey fills', () => {
    const tokens = themeTokens({ mainColor, mode: 'light' });
    for (const name of ['danger', 'warning', 'success', 'secondary']) {
      for (const background of LIGHT_FILLS) expect(contrast(color(tokens[`--semi-color-${name}`]), background), name).toBeGreaterThanOrEqual(4.5);
    }
    for (const background of LIGHT_FILLS) expect(contrast(color(tokens['--semi-color-text-2']), background)).toBeGreaterThanOrEqual(4.5);
  });

  it('dark mode: secondary text (placeholders) reads at 4.5:1 on the page and on the strongest fill', () => {
    const tokens = themeTokens({ mainColor, mode: 'dark' });
    for (const background of DARK_FILLS) expect(contrast(color(tokens['--semi-color-text-2']), background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the default theme and the named brands', () => {
  it('default orange: the button stays #ff7d00 with dark ink, text and links are a darker orange', () => {
    const tokens = themeTokens();
    expect(tokens['--backroom-primary-fill']).toBe('#ff7d00');
    expect(tokens['--backroom-on-primary']).toBe('#1c1f23');
    expect(tokens['--semi-color-primary']).not.toBe('#ff7d00');
    expect(contrast(color(tokens['--semi-color-primary']), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('a dark brand colour keeps itself and white text', () => {
    const tokens = themeTokens({ mainColor: '#003a8c' });
    expect(tokens['--semi-color-primary']).toBe('#003a8c');
    expect(tokens['--backroom-on-primary']).toBe('#ffffff');
  });

  it('themeCss gives the solid primary button the brand fill and its readable text', () => {
    const css = themeCss({ mainColor: '#FFD400' });
    expect(css).toContain('background-color: var(--backroom-primary-fill);');
    expect(css).toContain('color: var(--backroom-on-primary);');
    expect(css).toContain('--backroom-on-primary: #1c1f23;');
  });
});
