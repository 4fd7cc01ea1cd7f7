import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSecondServer } from '../support/spawn-second-server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImage, type UploadedFile } from '../../src/core/contract/api/files.ts';
import { asyncTaskPage, asyncTaskSubmit, type ExportTask } from '../../src/core/contract/api/tasks.ts';
import { ExportTaskStatus, type Paged } from '../../src/core/contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/**
 * Files every process serves: on PostgreSQL an upload and an export written by one server process download from
 * another process on the same database (the files are in the database); on the embedded database, from a second
 * app on the same DATA_DIR folder.
 */
let h: Harness;
let admin: string;
let other: { url: string; stop(): Promise<void> };
const folder = mkdtempSync(join(tmpdir(), 'backroom-shared-files-'));

async function otherServer(): Promise<{ url: string; stop(): Promise<void> }> {
  if (h.config.databaseUrl) {
    return spawnSecondServer(h.config, { DATA_DIR: join(folder, 'other') });
  }
  const second = await buildApp({ ...h.config, seed: false, database: { ...h.app.db, close: async () => undefined } });
  const url = await second.listen({ port: 0, host: '127.0.0.1' });
  // Its keep-alive connections closed with it: one this file's fetches left open once held the close for the
  // keep-alive timeout (72 s of a test run waiting on nothing).
  return { url, stop: () => Promise.all([second.close(), second.server.closeAllConnections()]).then(() => undefined) };
}

beforeAll(async () => {
  // The embedded database keeps its files in a folder: both apps are given the same one.
  h = await createHarness({ exportPollMs: 50, filesDir: join(folder, 'files'), exportsDir: join(folder, 'exports') });
  admin = await tokenFor(h.app, '13800000007');
  other = await otherServer();
}, 120_000);
afterAll(async () => {
  await other?.stop();
  await h?.close();
  rmSync(folder, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300_000, 9)]);

describe('files every process serves', () => {
  it('an upload written by one server downloads from the other, byte for byte', async () => {
    const boundary = '----shared-files';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const reply = await h.app.inject({
      method: 'POST', url: `${uploadImage.path}?area=complaints`, payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}` },
    });
    const uploaded = (reply.json() as { data: UploadedFile }).data;
    const response = await fetch(`${other.url}${uploaded.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    if (h.config.databaseUrl) {
      // Kept in the database in chunks, not on the first server's disk.
      const { rows } = await h.app.db.query<{ size: number; chunks: number }>('SELECT size, chunks FROM stored_files WHERE key = $1', [uploaded.key]);
      expect(rows).toEqual([{ size: PNG.length, chunks: 2 }]);
    }
  });

  it('an export written by one server downloads from the other under its signed name', async () => {
    const submitted = await call<ExportTask>(h.app, 'POST', `${asyncTaskSubmit.path}?exportType=coolers`, { token: admin, body: { taskDesc: '冷柜' } });
    let task = submitted.data;
    while (task.taskStatus < ExportTaskStatus.SUCCEEDED) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const page = await call<Paged<ExportTask>>(h.app, 'GET', `${asyncTaskPage.path}?limit=50`, { token: admin });
      task = page.data.rows.find((row) => row.id === task.id) as ExportTask;
    }
    expect(task.taskStatus).toBe(ExportTaskStatus.SUCCEEDED);
    const link = task.fileUrl as string;
    const response = await fetch(`${other.url}${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('冷柜.xlsx'));
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    const renamed = new URL(link, 'http://x');
    renamed.searchParams.set('name', 'invoice.exe');
    const refused = await fetch(`${other.url}${renamed.pathname}${renamed.search}`);
    expect(refused.status).toBe(403);
    await refused.body?.cancel();
  });
});
