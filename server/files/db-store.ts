// Files kept in the database (PostgreSQL): every server process on it serves every file, whichever wrote it. A file
// is written in one transaction (its row and its chunks), so a reader sees all of it or nothing; it is read a
// chunk at a time, so serving a large export holds one chunk in memory.
import { Readable } from 'node:stream';
import { and, eq, like } from 'drizzle-orm';
import type { Orm } from '../db/db.ts';
import { storedFileChunks, storedFiles } from '../modules/files/tables.ts';
import { isFileKey, type FileStore } from './store.ts';

/** Bytes per stored chunk (ours): small enough for one row, large enough that an export is a few hundred rows. */
export const FILE_CHUNK_BYTES = 256 * 1024;

/** `body` in pieces of at most FILE_CHUNK_BYTES. */
async function* chunksOf(body: Buffer | Readable): AsyncGenerator<Buffer> {
  const source = Buffer.isBuffer(body) ? [body] : (body as AsyncIterable<Buffer | string>);
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of source) {
    let rest = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    while (length + rest.length >= FILE_CHUNK_BYTES) {
      const take = FILE_CHUNK_BYTES - length;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      pending = [];
      length = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      pending.push(rest);
      length += rest.length;
    }
  }
  if (length > 0) yield Buffer.concat(pending);
}

export function databaseFileStore(orm: Orm, now: () => number): FileStore {
  const check = (key: string) => {
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
  };
  return {
    async put(key, body) {
      check(key);
      await orm.transaction(async (tx) => {
        await tx.delete(storedFiles).where(eq(storedFiles.key, key));
        await tx.insert(storedFiles).values({ key, size: 0, chunks: 0, createdAt: now() });
        let size = 0;
        let seq = 0;
        for await (const data of chunksOf(body)) {
          await tx.insert(storedFileChunks).values({ key, seq, data });
          size += data.length;
          seq += 1;
        }
        await tx.update(storedFiles).set({ size, chunks: seq }).where(eq(storedFiles.key, key));
      });
    },
    async open(key) {
      check(key);
      const [file] = await orm.select({ size: storedFiles.size, chunks: storedFiles.chunks }).from(storedFiles).where(eq(storedFiles.key, key));
      if (!file) return null;
      async function* read(): AsyncGenerator<Buffer> {
        for (let seq = 0; seq < (file?.chunks ?? 0); seq += 1) {
          const [chunk] = await orm
            .select({ data: storedFileChunks.data })
            .from(storedFileChunks)
            .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, seq)));
          // Deleted (or replaced) while it was being read.
          if (!chunk) throw new Error(`file ${key} changed while it was read`);
          yield chunk.data;
        }
      }
      return { stream: Readable.from(read(), { objectMode: false }), size: file.size };
    },
    async delete(key) {
      check(key);
      const removed = await orm.delete(storedFiles).where(eq(storedFiles.key, key)).returning({ key: storedFiles.key });
      return removed.length > 0;
    },
    async deleteFolder(folder) {
      check(`${folder}/x`);
      await orm.delete(storedFiles).where(like(storedFiles.key, `${folder}/%`));
    },
    async exists(key) {
      check(key);
      const [file] = await orm.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, key));
      return file !== undefined;
    },
  };
}
