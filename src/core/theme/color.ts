/** Colour math for the theme (DESIGN: main-color and minor-color make Semi's whole token family). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
export const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

function parseHex(hex: string): Rgba | null {
  if (!/^[0-9a-f]+$/i.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const channel = (i: number): number => parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
}

/** A channel: 0..255 or a percentage; an alpha: 0..1 or a percentage. Out of range → NaN (invalid). */
function parseNumber(token: string, max: number): number {
  const m = /^(\d+(?:\.\d+)?|\.\d+)(%?)$/.exec(token);
  if (!m) return NaN;
  const value = m[2] ? (Number(m[1]) / 100) * max : Number(m[1]);
  return value <= max ? value : NaN;
}

/** rgb(1, 2, 3), rgba(1, 2, 3, .5), rgb(1 2 3 / 50%). */
function parseFunctional(body: string): Rgba | null {
  const parts = body.includes(',')
    ? body.split(',').map((p) => p.trim())
    : body.replace('/', ' / ').trim().split(/\s+/).filter((p) => p !== '/');
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [r, g, b] = parts.slice(0, 3).map((p) => parseNumber(p, 255));
  const a = parts.length === 4 ? parseNumber(parts[3], 1) : 1;
  return [r, g, b, a].some(Number.isNaN) ? null : { r, g, b, a };
}

/** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba(); anything else → null. */
export function parseColor(input: string | null | undefined): Rgba | null {
  const value = (input ?? '').trim();
  if (value.startsWith('#')) return parseHex(value.slice(1));
  const fn = /^rgba?\(([^()]*)\)$/i.exec(value);
  return fn ? parseFunctional(fn[1]) : null;
}

/** `weight` of `other` mixed into `color` (0 → color, 1 → other). */
export function mix(color: Rgba, other: Rgba, weight: number): Rgba {
  const at = (x: number, y: number): number => x + (y - x) * weight;
  return { r: at(color.r, other.r), g: at(color.g, other.g), b: at(color.b, other.b), a: at(color.a, other.a) };
}

export const tint = (color: Rgba, weight: number): Rgba => mix(color, WHITE, weight);
export const shade = (color: Rgba, weight: number): Rgba => mix(color, BLACK, weight);
export const withAlpha = (color: Rgba, a: number): Rgba => ({ ...color, a });

const hex2 = (n: number): string => Math.round(n).toString(16).padStart(2, '0');

/** '#rrggbb' when opaque, otherwise 'rgba(r, g, b, a)'. Only numbers reach the CSS, never the input text. */
export function toCss({ r, g, b, a }: Rgba): string {
  if (a >= 1) return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
  return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${Math.round(a * 1000) / 1000})`;
}
