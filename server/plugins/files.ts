import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { appMeta } from '../modules/org/tables.ts';
import { fileSigner, type FileSigner } from '../files/signing.ts';
import { databaseFileStore } from '../files/db-store.ts';
import { localFileStore, type FileStore } from '../files/store.ts';
import { sharedPlugin } from './plugin.ts';

/** The public path that serves a file to whoever holds its signed link. */
export const FILE_PATH = '/api/tool/oss/file';
/** How long a link to a file works (ours): long enough to view a page, short enough that a leaked link dies. */
export const FILE_LINK_TTL_MS = 60 * 60_000;
const SECRET_KEY = 'file_signing_secret';

export interface Files {
  store: FileStore;
  /** True when the store is the database (PostgreSQL): every process on it reads what any one wrote. */
  shared: boolean;
  signer: FileSigner;
  /** A link to `key` that works for `ttlMs` without a token. */
  link(key: string, ttlMs?: number): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: Files;
  }
}

/**
 * Uploaded and generated files: the store (the database on PostgreSQL, a folder of DATA_DIR on the embedded
 * database), signed links, and multipart parsing for uploads. The signing secret is kept in the database, so every
 * server process on one PostgreSQL signs alike.
 */
export const filesPlugin = sharedPlugin('backroom-files', async (app) => {
  const { config } = app;
  const shared = app.db.kind === 'postgres';
  let dir = config.filesDir ?? join(config.dataDir, 'files');
  if (!shared && !config.filesDir && config.inMemory) {
    dir = await mkdtemp(join(tmpdir(), 'backroom-files-'));
    app.addHook('onClose', async () => rm(dir, { recursive: true, force: true }));
  }
  const { orm } = app.db;
  await orm.insert(appMeta).values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [secret] = await orm.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  const signer = fileSigner(secret.value);
  app.decorate('files', {
    store: shared ? databaseFileStore(orm, () => config.clock.now()) : localFileStore(dir),
    shared,
    signer,
    link(key: string, ttlMs = FILE_LINK_TTL_MS) {
      const { expires, signature } = signer.sign(key, config.clock.now() + ttlMs);
      return `${FILE_PATH}?${new URLSearchParams({ key, expires: String(expires), signature })}`;
    },
  });
  await app.register(multipart, { limits: { files: 1, fileSize: config.uploadImageMaxBytes, fields: 10, parts: 12 } });
});
