// `/favicon.ico`: Backroom's mark (the default login screen's logo: a white house on an orange rounded square) as a
// real icon, drawn once at start-up into a 32×32 PNG inside an ICO. Browsers ask for it on every page of the origin;
// without it the history-mode fallback answered with the whole HTML page.
import { deflateSync } from 'node:zlib';
import { DEFAULT_MAIN_COLOR } from '../../src/core/contract/constants.ts';

const SIZE = 32;
/** Samples per pixel side (anti-aliased edges). */
const SAMPLES = 4;

type Point = readonly [number, number];

/** The mark in its 64-unit box (src/core/contract/brands.ts DEFAULT_LOGIN_LOGO), without the corner rounding of the roof. */
const HOUSE: readonly Point[] = [[14, 28], [32, 16], [50, 28], [50, 50], [14, 50]];
const DOOR = { x: 26, y: 34, width: 12, height: 16 };
const RADIUS = 14;

function inPolygon([x, y]: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inRoundedSquare([x, y]: Point): boolean {
  const cx = Math.min(Math.max(x, RADIUS), 64 - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), 64 - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

/** The colour of a point of the 64-unit box: [r, g, b, a]. */
function colourAt(point: Point, main: readonly number[]): readonly number[] {
  if (!inRoundedSquare(point)) return [0, 0, 0, 0];
  const [x, y] = point;
  const door = x >= DOOR.x && x <= DOOR.x + DOOR.width && y >= DOOR.y && y <= DOOR.y + DOOR.height;
  return inPolygon(point, HOUSE) && !door ? [255, 255, 255, 255] : [...main, 255];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The mark as a SIZE×SIZE RGBA PNG. */
export function markPng(mainColor = DEFAULT_MAIN_COLOR): Buffer {
  const main = [1, 3, 5].map((at) => parseInt(mainColor.slice(at, at + 2), 16));
  const scale = 64 / SIZE;
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    const row = Buffer.alloc(1 + SIZE * 4); // filter byte 0: none
    for (let x = 0; x < SIZE; x += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const colour = colourAt([(x + (sx + 0.5) / SAMPLES) * scale, (y + (sy + 0.5) / SAMPLES) * scale], main);
          // Premultiplied while summing, so transparent samples do not darken the edge.
          for (let c = 0; c < 3; c += 1) sum[c] += colour[c] * colour[3];
          sum[3] += colour[3];
        }
      }
      const alpha = sum[3] / (SAMPLES * SAMPLES);
      for (let c = 0; c < 3; c += 1) row[1 + x * 4 + c] = sum[3] ? Math.round(sum[c] / sum[3]) : 0;
      row[1 + x * 4 + 3] = Math.round(alpha);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO file holding one PNG image (Windows Vista's format, read by every browser). */
export function icoOf(png: Buffer, size = SIZE): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

/** The icon `/favicon.ico` answers with. */
export const FAVICON = icoOf(markPng());
