// The entries of a zip held in memory (an uploaded .xlsx, at most IMPORT_FILE_MAX_BYTES), read from its central
// directory without inflating anything, and one entry inflated as a stream that stops past a byte limit: a zip
// bomb is refused by its declared sizes before a byte is inflated, and by its real output if the sizes lie.
import { createInflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** A zip that cannot be read, or one that is too big: `reason` says which, for the answer's message. */
export class ZipRefused extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The central directory's entries; refuses more than `maxEntries` before reading them. */
export function zipEntries(zip: Buffer, maxEntries: number): ZipEntry[] {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipRefused('not a zip');
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new ZipRefused('zip64 archives are not read');
  if (count > maxEntries) throw new ZipRefused(`more than ${maxEntries} entries`);
  if (offset + size > zip.length) throw new ZipRefused('not a zip');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipRefused('not a zip');
    const nameLength = zip.readUInt16LE(at + 28);
    const entry = {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff) throw new ZipRefused('zip64 archives are not read');
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * An entry's bytes, inflated chunk by chunk (zlib works off the event loop); stops with ZipRefused once the output
 * passes `maxBytes` or the size the directory declared (a lying header).
 */
export async function* inflateEntry(zip: Buffer, entry: ZipEntry, maxBytes: number): AsyncGenerator<Buffer> {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new ZipRefused('not a zip');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  const limit = Math.min(maxBytes, entry.uncompressedSize);
  if (entry.method === 0) {
    if (data.length > limit) throw new ZipRefused(`${entry.name} is larger than declared`);
    yield data;
    return;
  }
  if (entry.method !== 8) throw new ZipRefused(`${entry.name}: compression method ${entry.method} is not read`);
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(data);
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) throw new ZipRefused(`${entry.name} unpacks to more than declared`);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw new ZipRefused('not a zip');
  } finally {
    inflater.destroy();
  }
}
