// Helpers of the dashboard and badge browser tests: reading the screen, making one API path fail on its way out,
// and looking at what VChart drew.
import { inShadow } from './fixtures/element-base-dom.ts';

export const figureValue = (host: Element, key: string) => inShadow(host, `[data-figure="${key}"] .backroom-dash-figure-value`)?.textContent ?? null;
export const figureDetail = (host: Element, key: string) => inShadow(host, `[data-figure="${key}"] .backroom-dash-figure-detail`)?.textContent ?? null;
export const figureCard = (host: Element, key: string) => inShadow<HTMLElement>(host, `[data-figure="${key}"]`);
export const chartCanvas = (host: Element, chart: string) => inShadow<HTMLCanvasElement>(host, `.backroom-dash-chart[data-chart="${chart}"] canvas`);
export const failure = (host: Element, within = '') => inShadow<HTMLElement>(host, `${within} .backroom-dash-failed`.trim());

/** Money as spec §9 shows it, worked out here independently of src/core/format. */
export const yuan = (cents: number) => (cents / 100).toFixed(2);

/**
 * Until `restore()`, requests for `paths` go to an address the real server does not know (HTTP 404 in its
 * envelope), as a failing server would answer; the features' http client sends through fetch.
 */
export function failRequests(paths: readonly string[]): { restore(): void } {
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const target = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!paths.includes(target.pathname)) return original.call(window, input, init);
    target.pathname = `${target.pathname}/unavailable`;
    return original.call(window, target.href, init);
  };
  return { restore: () => void (window.fetch = original) };
}

/** '#00B42A' → [0, 180, 42]. */
export function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Whether the canvas has a pixel of this colour (give or take a little for blending). */
export function canvasHas(canvas: HTMLCanvasElement | null, [r, g, b]: [number, number, number]): boolean {
  if (canvas === null || canvas.width === 0 || canvas.height === 0) return false;
  const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
  if (!pixels) return false;
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i + 3] === 255 && Math.abs(pixels[i] - r) <= 2 && Math.abs(pixels[i + 1] - g) <= 2 && Math.abs(pixels[i + 2] - b) <= 2) return true;
  }
  return false;
}

/** Whether anything was drawn at all. */
export function canvasDrawn(canvas: HTMLCanvasElement | null): boolean {
  if (canvas === null || canvas.width === 0 || canvas.height === 0) return false;
  const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
  return pixels !== undefined && pixels.some((value, index) => index % 4 === 3 && value > 0);
}
