// `npm run bench -- audit`: what auditing costs a write. Two servers in one run, on in-memory PGlite seeded alike, one
// auditing (the product) and one not (config.auditWrites false, the baseline only): the median time of a recharge and
// of an announcement edit through app.inject, rounds alternated between the two, and the ratio audited / not.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { defaultConfig } from '../server/config.ts';
import { openPglite } from '../server/db/pglite.ts';
import { DEMO_PASSWORD } from '../server/modules/org/seed-personas.ts';
import { operatorAccountRecharge } from '../src/core/contract/api/accounts.ts';
import { proclamationUpdate } from '../src/core/contract/api/announcements.ts';
import { staffLogin } from '../src/core/contract/api/auth.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const ROUNDS = 300;
const LIMITS = { max: 1_000_000, windowMs: 60_000 };

async function server(auditWrites: boolean): Promise<{ app: FastifyInstance; token: string; announcement: number }> {
  const config = defaultConfig({
    seed: true, logger: false, nodeEnv: 'test', inMemory: true, auditWrites, database: await openPglite(null),
    staticRoot: join(tmpdir(), 'backroom-no-static-files'), maxEventLoopDelayMs: 0,
    rateLimits: { loginPerPhone: LIMITS, loginPerIp: LIMITS, smsPerPhone: LIMITS, smsPerIp: LIMITS },
  });
  const app = await buildApp(config);
  const login = await app.inject({ method: 'POST', url: staffLogin.path, payload: { phone: '13800000007', password: DEMO_PASSWORD } });
  const token = (login.json() as { data: { token: string } }).data.token;
  const [{ id }] = (await app.db.query<{ id: number }>('SELECT id FROM announcements WHERE org_id = 2 ORDER BY id LIMIT 1')).rows;
  return { app, token, announcement: id };
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchAudit(): Promise<Figure[]> {
  const audited = await server(true);
  const plain = await server(false);
  const writes = {
    recharge: (s: typeof audited, n: number) => s.app.inject({
      method: 'POST', url: operatorAccountRecharge.path, headers: { authorization: `Bearer ${s.token}` }, payload: { requestId: `bench-audit-${n}`, amount: 1 },
    }),
    'announcement edit': (s: typeof audited, n: number) => s.app.inject({
      method: proclamationUpdate.method, url: proclamationUpdate.path, headers: { authorization: `Bearer ${s.token}` },
      payload: { id: s.announcement, title: `公告 ${n}`, content: `<p>${n}</p>`, indexFlag: 0 },
    }),
  };
  const figures: Figure[] = [];
  try {
    for (const [name, write] of Object.entries(writes)) {
      const times = { audited: [] as number[], plain: [] as number[] };
      for (let n = 0; n < ROUNDS; n += 1) {
        for (const [key, s] of (n % 2 === 0 ? [['audited', audited], ['plain', plain]] : [['plain', plain], ['audited', audited]]) as Array<['audited' | 'plain', typeof audited]>) {
          times[key].push(await timed(async () => {
            const reply = await write(s, n);
            if (reply.statusCode !== 200 || (reply.json() as { status: number }).status !== 200) throw new Error(`${name}: ${reply.body}`);
          }));
        }
      }
      const withAudit = median(times.audited.slice(ROUNDS / 10));
      const without = median(times.plain.slice(ROUNDS / 10));
      figures.push(
        { name: `${name}: median, audited`, value: Number(withAudit.toFixed(2)), unit: 'ms' },
        { name: `${name}: median, not audited`, value: Number(without.toFixed(2)), unit: 'ms' },
        { name: `${name}: audit cost ratio (target ≤ 1.15)`, value: Number((withAudit / without).toFixed(2)), unit: 'x' },
      );
    }
  } finally {
    await audited.app.close();
    await plain.app.close();
  }
  return figures;
}
