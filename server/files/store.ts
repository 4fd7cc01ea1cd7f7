import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded and generated files live, by key (`<orgId>/<area>/<name>`): a local folder for the embedded
 * database (./store.ts), the database itself on PostgreSQL (./db-store.ts) so every process serves every file.
 */
export interface FileStore {
  /** Writes the whole file (a buffer, or a stream read to its end); a reader never sees half of it. */
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** The file's bytes as a stream and its size; null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** True when a file was removed. */
  delete(key: string): Promise<boolean>;
  exists(key: string): Promise<boolean>;
  /** Removes every file whose key starts with `folder/` (an export attempt's files). */
  deleteFolder(folder: string): Promise<void>;
}

/** Keys are our own (organisation id, area, random name): letters, digits, '-', '_', '.', and '/' between parts. */
const KEY = /^[0-9]+\/[a-z0-9-]+\/[A-Za-z0-9_.-]+$/;

export function isFileKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((part) => part === '.' || part === '..');
}

/** Files in a folder of the local disk (DATA_DIR/files by default). */
export function localFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`not a file key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${path}.${process.pid}.partial`;
      if (Buffer.isBuffer(body)) await writeFile(partial, body);
      else await pipeline(body, createWriteStream(partial));
      await rename(partial, path);
    },
    async open(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    },
    async delete(key) {
      const path = pathOf(key);
      const existed = await stat(path).then(() => true, () => false);
      await rm(path, { force: true });
      return existed;
    },
    async exists(key) {
      return stat(pathOf(key)).then((info) => info.isFile(), () => false);
    },
    async deleteFolder(folder) {
      const path = dirname(pathOf(`${folder}/x`));
      await rm(path, { recursive: true, force: true });
    },
  };
}
