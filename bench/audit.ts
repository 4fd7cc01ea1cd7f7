// `npm run bench -- audit`: what auditing costs a write. Two servers in one run, on databases seeded alike, one
// auditing (the product) and one not (config.auditWrites false, the baseline only): a recharge, a complaint handling
// and an announcement edit through app.inject, each round timing one write on each server (the order alternated), and
// per write the median and p90 of both and the ratio audited / not. In-memory PGlite, or PostgreSQL when DATABASE_URL
// is set (a schema of its own per server, dropped after). The load average is printed before and after: a ratio taken
// on a busy machine says less (take figures that matter holding the quiet lock, README).
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { defaultConfig } from '../server/config.ts';
import type { Db } from '../server/db/db.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { DEMO_PASSWORD } from '../server/modules/org/seed-personas.ts';
import { ComplaintKind, ComplaintStatus } from '../src/core/contract/index.ts';
import { operatorAccountRecharge } from '../src/core/contract/api/accounts.ts';
import { proclamationUpdate } from '../src/core/contract/api/announcements.ts';
import { staffLogin } from '../src/core/contract/api/auth.ts';
import { complaintHandle } from '../src/core/contract/api/complaints.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const ROUNDS = Number(process.env.AUDIT_ROUNDS || 400);
/** Rounds left out at the start (warm-up: caches, plans, JIT). */
const WARM_UP = Math.floor(ROUNDS / 10);
const LIMITS = { max: 1_000_000, windowMs: 60_000 };
const DATABASE_URL = process.env.DATABASE_URL;

interface Server {
  app: FastifyInstance;
  token: string;
  announcement: number;
  complaint: number;
  drop: () => Promise<void>;
}

async function database(name: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (!DATABASE_URL) return { db: await openPglite(null), drop: async () => undefined };
  const schema = `bench_audit_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres(DATABASE_URL, schema);
  return {
    db,
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

async function server(auditWrites: boolean): Promise<Server> {
  const { db, drop } = await database(auditWrites ? 'on' : 'off');
  const config = defaultConfig({
    seed: true, logger: false, nodeEnv: 'test', inMemory: true, auditWrites, database: db,
    staticRoot: join(tmpdir(), 'backroom-no-static-files'), maxEventLoopDelayMs: 0,
    rateLimits: { loginPerPhone: LIMITS, loginPerIp: LIMITS, smsPerPhone: LIMITS, smsPerIp: LIMITS },
  });
  const app = await buildApp(config);
  const login = await app.inject({ method: 'POST', url: staffLogin.path, payload: { phone: '13800000007', password: DEMO_PASSWORD } });
  const token = (login.json() as { data: { token: string } }).data.token;
  const [{ id: announcement }] = (await app.db.query<{ id: number }>('SELECT id FROM announcements WHERE org_id = 2 ORDER BY id LIMIT 1')).rows;
  const [{ id: complaint }] = (await app.db.query<{ id: number }>(
    'SELECT id FROM complaints WHERE org_id = 2 AND kind = $1 ORDER BY id LIMIT 1', [ComplaintKind.ORDER],
  )).rows;
  return { app, token, announcement, complaint, drop };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const load = () => loadavg()[0].toFixed(1);

/** A write: `prepare` (untimed) puts its row back where the write can be made again; `write` is timed. */
interface Write {
  prepare?: (s: Server) => Promise<unknown>;
  write: (s: Server, n: number) => Promise<{ statusCode: number; body: string; json(): unknown }>;
}

const WRITES: Record<string, Write> = {
  recharge: {
    write: (s, n) => s.app.inject({
      method: 'POST', url: operatorAccountRecharge.path, headers: { authorization: `Bearer ${s.token}` }, payload: { requestId: `bench-audit-${n}`, amount: 1 },
    }),
  },
  'complaint handling': {
    prepare: (s) => s.app.db.query('UPDATE complaints SET status = $1, handled_at = NULL WHERE id = $2', [ComplaintStatus.PENDING, s.complaint]),
    write: (s, n) => s.app.inject({
      method: 'POST', url: complaintHandle.path, headers: { authorization: `Bearer ${s.token}` },
      payload: { id: s.complaint, action: 'explain', note: `已回复 ${n}` },
    }),
  },
  'announcement edit': {
    write: (s, n) => s.app.inject({
      method: proclamationUpdate.method, url: proclamationUpdate.path, headers: { authorization: `Bearer ${s.token}` },
      payload: { id: s.announcement, title: `公告 ${n}`, content: `<p>${n}</p>`, indexFlag: 0 },
    }),
  },
};

export async function benchAudit(): Promise<Figure[]> {
  const audited = await server(true);
  const plain = await server(false);
  const figures: Figure[] = [{ name: `database: ${DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}; rounds per write`, value: ROUNDS, unit: '' }];
  try {
    for (const [name, { prepare, write }] of Object.entries(WRITES)) {
      const times = { audited: [] as number[], plain: [] as number[] };
      const loadBefore = load();
      for (let n = 0; n < ROUNDS; n += 1) {
        const order: Array<['audited' | 'plain', Server]> = n % 2 === 0 ? [['audited', audited], ['plain', plain]] : [['plain', plain], ['audited', audited]];
        for (const [key, s] of order) {
          await prepare?.(s);
          const started = performance.now();
          const reply = await write(s, n);
          const took = performance.now() - started;
          if (reply.statusCode !== 200 || (reply.json() as { status: number }).status !== 200) throw new Error(`${name}: ${reply.body}`);
          if (n >= WARM_UP) times[key].push(took);
        }
      }
      const [withAudit, without] = [percentile(times.audited, 50), percentile(times.plain, 50)];
      figures.push(
        { name: `${name}: load average before / after`, value: Number(loadBefore), unit: `/ ${load()}` },
        { name: `${name}: median, audited (p90 ${percentile(times.audited, 90).toFixed(2)} ms)`, value: Number(withAudit.toFixed(2)), unit: 'ms' },
        { name: `${name}: median, not audited (p90 ${percentile(times.plain, 90).toFixed(2)} ms)`, value: Number(without.toFixed(2)), unit: 'ms' },
        { name: `${name}: audit cost ratio, median (target ≤ 1.15)`, value: Number((withAudit / without).toFixed(2)), unit: 'x' },
        { name: `${name}: audit cost ratio, p90`, value: Number((percentile(times.audited, 90) / percentile(times.plain, 90)).toFixed(2)), unit: 'x' },
      );
    }
  } finally {
    for (const s of [audited, plain]) {
      await s.app.close();
      await s.drop();
    }
  }
  return figures;
}
