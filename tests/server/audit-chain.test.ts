import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proclamationAdd } from '../../src/core/contract/api/announcements.ts';
import { buildApp } from '../../server/app.ts';
import { defaultConfig } from '../../server/config.ts';
import { linkChains, sweepAudit } from '../../server/modules/audit/chain.ts';
import { verifyAuditReport } from '../../server/modules/audit/verify.ts';
import { call, RELAXED_LIMITS, testClock, testDatabase, tokenFor, type TestDatabase } from './harness.ts';
import type { FastifyInstance } from 'fastify';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The trail is chained per organisation: `npm run admin -- verify-audit` finds an edited and a deleted record. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let database: TestDatabase;
let app: FastifyInstance;
const clock = testClock();
beforeAll(async () => {
  database = await testDatabase(true);
  const config = defaultConfig({
    seed: true, logger: false, nodeEnv: 'test', rateLimits: RELAXED_LIMITS, clock, staticRoot: join(tmpdir(), 'backroom-no-static-files'), ...database.overrides,
  });
  app = await buildApp(config);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const ids = async () => (await app.db.query<{ id: number }>('SELECT id FROM audit_log WHERE org_id = 2 ORDER BY id')).rows.map((row) => row.id);

/** The admin command, on this test's database, as an operator runs it. */
async function verifyCommand(): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  const { overrides } = database;
  if (overrides.databaseUrl) Object.assign(env, { DATABASE_URL: overrides.databaseUrl, DATABASE_SCHEMA: overrides.databaseSchema });
  else Object.assign(env, { DATA_DIR: overrides.dataDir, DATABASE_URL: '' });
  try {
    const { stdout } = await promisify(execFile)('node', ['--import', 'tsx', 'server/admin.ts', 'verify-audit'], { cwd: ROOT, env });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('the chain', () => {
  it('verifies, then names an edited record and a deleted one', async () => {
    const admin = await tokenFor(app, '13800000007');
    for (let n = 0; n < 5; n += 1) {
      const reply = await call(app, 'POST', proclamationAdd.path, { token: admin, body: { title: `链${n}`, content: 'x', indexFlag: 0 } });
      expect(reply.status, reply.msg).toBe(200);
    }
    expect(await verifyAuditReport(app.db.orm)).toMatchObject({ ok: true });
    const [, second, third, fourth] = await ids();
    await app.db.query("UPDATE audit_log SET msg = 'rewritten' WHERE id = $1", [second]);
    await app.db.query('DELETE FROM audit_log WHERE id = $1', [third]);
    const report = await verifyAuditReport(app.db.orm);
    expect(report.ok).toBe(false);
    expect(report.text).toContain(`first broken record ${second} (organisation 2) was edited`);
    expect(report.text).toContain(`record ${fourth} (organisation 2) does not follow the record before it`);

    // The server's database is closed for the command (PGlite allows one process per folder).
    await app.close();
    const run = await verifyCommand();
    expect(run.code).toBe(1);
    expect(run.out).toContain(`first broken record ${second}`);
    expect(run.out).toContain(`record ${fourth}`);
    app = await buildApp(app.config);
  }, 120_000);

  it('the retention sweep removes old records and the rest still verifies from where the chain now starts', async () => {
    await app.db.query('DELETE FROM audit_log');
    await app.db.query('DELETE FROM audit_chain');
    for (let n = 0; n < 4; n += 1) {
      if (n > 0) clock.advance(400 * 86_400_000);
      const admin = await tokenFor(app, '13800000007');
      const reply = await call(app, 'POST', proclamationAdd.path, { token: admin, body: { title: `旧${n}`, content: 'x', indexFlag: 0 } });
      expect(reply.status, reply.msg).toBe(200);
    }
    const before = await ids();
    await linkChains(app.db.orm);
    const removed = await sweepAudit(app.db.orm, clock.now() - 365 * 86_400_000 - 1, clock.now());
    expect(removed).toBe(3);
    const after = await ids();
    expect(after).toEqual(before.slice(3));
    const [chain] = (await app.db.query<{ start_seq: number }>('SELECT start_seq FROM audit_chain WHERE org_id = 2')).rows;
    const [kept] = (await app.db.query<{ seq: number }>('SELECT seq FROM audit_log WHERE id = $1', [before[3]])).rows;
    expect(Number(chain.start_seq)).toBe(Number(kept.seq));
    expect(await verifyAuditReport(app.db.orm)).toMatchObject({ ok: true });
  });
});
