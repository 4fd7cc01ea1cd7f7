import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSpec } from '../../src/core/contract/api/define.ts';
import { isAuditedCall } from '../../server/plugins/audit.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/**
 * The sweep: every write route of the server (every non-GET call that needs a session), called once by the seeded
 * administrator (*:*:*) with an input built from its schema, leaves exactly one audit record naming it, whatever
 * its outcome. A new write route is swept without being listed here.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: Schema[];
  items?: Schema;
  minItems?: number;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  const?: unknown;
}

const CANDIDATES = ['1', 'a', '13800000001', '123456', 'audit-sweep-0001', 'VM0001', '2026-01-01', '测试'];

/** A value the schema accepts where a simple one does (the first of an enum or union, the least number, ...). */
function sample(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sample(schema.properties?.[name] ?? {})]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string': {
      const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
      const fits = (text: string) => (!pattern || pattern.test(text)) && text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
      return CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return 'x';
  }
}

function input(spec: CallSpec): { url: string; body?: unknown } {
  const params = (spec.params ?? { properties: {} }) as Schema;
  let url = spec.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(sample(params.properties?.[name] ?? { type: 'integer' }))));
  const query = spec.query ? (sample(spec.query as Schema) as Record<string, unknown>) : {};
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  if (search) url += `?${search}`;
  return { url, body: spec.body ? sample(spec.body as Schema) : undefined };
}

describe('every write route', () => {
  it('called once, leaves exactly one record naming it', async () => {
    const writes = h.app.routeTable.map((entry) => entry.call).filter(isAuditedCall);
    expect(writes.length).toBeGreaterThan(40);
    const outcomes: Record<string, number> = {};
    for (const spec of writes) {
      // A fresh token each time: refresh, switch and 强制下线 end the one they are called with.
      const token = await tokenFor(h.app, '13800000007');
      const counted = async () =>
        (await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE method = $1 AND path = $2', [spec.method, spec.path])).rows[0].n;
      const before = await counted();
      const { url, body } = input(spec);
      const reply = await call(h.app, spec.method, url, { token, body });
      const where = `${spec.method} ${spec.path} → HTTP ${reply.http} ${reply.status} ${reply.msg}`;
      expect(reply.http, where).not.toBe(500);
      expect(await counted(), where).toBe(before + 1);
      const key = reply.http === 200 && reply.status === 200 ? 'ok' : `refused ${reply.http}/${reply.status}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    console.log(`swept ${writes.length} write routes:`, outcomes);
  }, 600_000);
});
