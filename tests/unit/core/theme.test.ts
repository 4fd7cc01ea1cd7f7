import { describe, expect, it, vi } from 'vitest';
import { mix, parseColor, shade, themeCss, themeTokens, tint, toCss, withAlpha } from '../../../src/core/theme/index.ts';

const TOKEN_NAMES = [
  '--semi-color-primary', '--semi-color-primary-hover', '--semi-color-primary-active', '--semi-color-primary-disabled',
  '--semi-color-primary-light-default', '--semi-color-primary-light-hover', '--semi-color-primary-light-active',
  '--semi-color-focus-border', '--semi-color-link', '--semi-color-link-hover', '--semi-color-link-active',
  '--semi-color-link-visited', '--backroom-minor-color', '--backroom-minor-color-light', '--backroom-primary-fill',
  '--backroom-primary-fill-hover', '--backroom-primary-fill-active', '--backroom-on-primary',
];
/** Light mode only: Semi's status colours made readable. */
const LIGHT_ONLY = ['danger', 'warning', 'success', 'secondary'].flatMap((name) => ['', '-hover', '-active'].map((step) => `--semi-color-${name}${step}`));
/** Each mode its own secondary text; dark mode only: the breadcrumb's light greys. */
const BOTH_OWN = ['--semi-color-text-2'];
const DARK_ONLY = ['--backroom-breadcrumb-first-color', '--backroom-breadcrumb-color'];

describe('theme colour parsing', () => {
  it.each([
    ['#f80', { r: 255, g: 136, b: 0, a: 1 }],
    ['#FF8800', { r: 255, g: 136, b: 0, a: 1 }],
    ['  #ff880080 ', { r: 255, g: 136, b: 0, a: 128 / 255 }],
    ['#f808', { r: 255, g: 136, b: 0, a: 136 / 255 }],
    ['rgb(255, 136, 0)', { r: 255, g: 136, b: 0, a: 1 }],
    ['RGBA(255,136,0,.5)', { r: 255, g: 136, b: 0, a: 0.5 }],
    ['rgb(100% 0% 0% / 25%)', { r: 255, g: 0, b: 0, a: 0.25 }],
  ])('%s', (input, rgba) => {
    expect(parseColor(input)).toEqual(rgba);
  });

  it.each(['', 'orange', '#ff8800f', '#ggg', '#12345', 'rgb(256, 0, 0)', 'rgb(1, 2)', 'rgba(1, 2, 3, 2)', 'rgb(1,2,3);}body{', 'rgb(-1, 0, 0)', null])(
    '%j is not a colour',
    (input) => {
      expect(parseColor(input)).toBeNull();
    },
  );

  it('mixes, tints, shades and writes CSS', () => {
    const orange = { r: 255, g: 125, b: 0, a: 1 };
    expect(toCss(orange)).toBe('#ff7d00');
    expect(toCss(tint(orange, 0.5))).toBe('#ffbe80');
    expect(toCss(shade(orange, 0.5))).toBe('#803f00');
    expect(toCss(withAlpha(orange, 0.2))).toBe('rgba(255, 125, 0, 0.2)');
    expect(mix(orange, orange, 0.7)).toEqual(orange);
  });
});

describe('DESIGN theme: main-color and minor-color make the whole Semi token family', () => {
  it('light mode: a text shade darkened to 4.5:1 with darker hover/active, pale light family, the brand as the button fill', () => {
    expect(themeTokens({ mainColor: '#0064fa', minorColor: '#eaf5ff', mode: 'light' })).toMatchObject({
      '--semi-color-primary': '#004ec3',
      '--semi-color-primary-hover': '#0046b0',
      '--semi-color-primary-active': '#003e9c',
      '--semi-color-primary-disabled': '#99c1fd',
      '--semi-color-primary-light-default': '#e6f0ff',
      '--semi-color-primary-light-hover': '#cce0fe',
      '--semi-color-primary-light-active': '#b3d1fe',
      '--semi-color-focus-border': '#004ec3',
      '--semi-color-link': '#004ec3',
      '--semi-color-link-hover': '#0046b0',
      '--semi-color-link-active': '#003e9c',
      '--semi-color-link-visited': '#004ec3',
      '--backroom-minor-color': '#eaf5ff',
      '--backroom-minor-color-light': '#f5faff',
      '--backroom-primary-fill': '#0064fa',
      '--backroom-primary-fill-hover': '#005ae1',
      '--backroom-primary-fill-active': '#0050c8',
      '--backroom-on-primary': '#ffffff',
    });
  });

  it('dark mode: a text shade lightened to 4.5:1 (on the page and on a light button in a dialog), lighter hover/active, light family as the colour at alpha .2/.3/.4', () => {
    const dark = themeTokens({ mainColor: 'rgb(0, 100, 250)', minorColor: '#eaf5ff', mode: 'dark' });
    expect(dark['--semi-color-primary']).toBe('#99c1fd');
    expect(dark['--semi-color-primary-hover']).toBe('#adcdfd');
    expect(dark['--semi-color-primary-active']).toBe('#c2dafe');
    expect(dark['--semi-color-primary-disabled']).toBe('#00327d');
    expect(dark['--semi-color-primary-light-default']).toBe('rgba(0, 100, 250, 0.2)');
    expect(dark['--semi-color-primary-light-hover']).toBe('rgba(0, 100, 250, 0.3)');
    expect(dark['--semi-color-primary-light-active']).toBe('rgba(0, 100, 250, 0.4)');
    expect(dark['--backroom-minor-color-light']).toBe('rgba(234, 245, 255, 0.2)');
  });

  it('unset colours use the orange defaults without a warning', () => {
    const logger = { warn: vi.fn() };
    const tokens = themeTokens({ logger, mainColor: null, minorColor: ' ' });
    expect(tokens['--backroom-primary-fill']).toBe('#ff7d00');
    expect(tokens['--semi-color-primary']).toBe('#994b00');
    expect(tokens['--backroom-minor-color']).toBe('#fff3e6');
    expect(Object.keys(tokens)).toEqual([...TOKEN_NAMES, ...LIGHT_ONLY, ...BOTH_OWN]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('an invalid colour falls back to the default with one warning', () => {
    const logger = { warn: vi.fn() };
    const tokens = themeTokens({ mainColor: 'red;}', minorColor: '#abc', logger });
    expect(tokens['--backroom-primary-fill']).toBe('#ff7d00');
    expect(tokens['--backroom-minor-color']).toBe('#aabbcc');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0][0]).toContain('main-color');
  });

  it('warns through the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    themeTokens({ minorColor: 'nope' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('minor-color'));
    warn.mockRestore();
  });

  it('themeCss writes the :host rule and its dark twin, warning once per bad colour', () => {
    const logger = { warn: vi.fn() };
    const css = themeCss({ mainColor: 'bad', minorColor: '#fff3e6', logger });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    const [light, dark] = css.split(':host([theme-mode="dark"])');
    expect(light).toMatch(/^:host \{\n {2}--semi-color-primary: #994b00;\n/);
    expect(light).toContain('--backroom-primary-fill: #ff7d00;');
    expect(light).toContain('--semi-color-primary-light-default: #fff2e6;');
    expect(dark).toContain('--semi-color-primary-light-default: rgba(255, 125, 0, 0.2);');
    for (const name of [...TOKEN_NAMES, ...BOTH_OWN]) expect(css.split(`${name}:`)).toHaveLength(3);
    for (const name of [...LIGHT_ONLY, ...DARK_ONLY]) expect(css.split(`${name}:`)).toHaveLength(2);
    expect(css).not.toContain('bad');
  });
});
