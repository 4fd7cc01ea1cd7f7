// What the isolation sweep probes, read from the modules and the contract (issue 8: a new module's tables and routes
// are swept without a list kept here): every module's organisation-owned tables, texts only another organisation's
// rows hold, and every paged list a module answers.
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { CallSpec } from '../../src/core/contract/api/define.ts';
import { loadModules } from '../../server/modules/index.ts';
import { contractCalls } from '../support/contract-calls.ts';

export interface ScopedTable {
  module: string;
  name: string;
  /** Text columns whose values name a thing (codes, names, titles, numbers): leak markers. */
  labels: string[];
}

const LABEL = /(^|_)(code|name|title|no|place|full_name|merchant_name|task_desc|content)$/;

export async function scopedTables(): Promise<ScopedTable[]> {
  return (await loadModules()).flatMap((module) =>
    (module.scopedTables ?? []).map((table: PgTable) => ({
      module: module.name,
      name: getTableName(table),
      labels: Object.values(getTableColumns(table))
        .filter((column) => column.columnType === 'PgText' && LABEL.test(column.name))
        .map((column) => column.name),
    })),
  );
}

/** Table and column names come from the modules' own definitions, never from input. */
export async function idsOfOrg(app: FastifyInstance, table: string, orgId: number, limit = 5): Promise<number[]> {
  const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE org_id = $1 ORDER BY id LIMIT $2`, [orgId, limit]);
  return rows.map((row) => row.id);
}

/**
 * Texts of `foreignOrg`'s rows that no row of `ownOrg` holds in any organisation-owned table, at least 4 characters
 * (so a marker is never a common word).
 */
export async function derivedMarkers(app: FastifyInstance, foreignOrg: number, ownOrg: number, perColumn = 3): Promise<string[]> {
  const markers = new Set<string>();
  const tables = await scopedTables();
  const own = new Set<string>();
  for (const table of tables) {
    for (const column of table.labels) {
      const { rows } = await app.db.query<{ value: string | null }>(`SELECT ${column} AS value FROM ${table.name} WHERE org_id = $1`, [ownOrg]);
      for (const row of rows) if (row.value !== null) own.add(row.value); // nullable texts (a rejection's reason)
    }
  }
  for (const table of tables) {
    for (const column of table.labels) {
      const { rows } = await app.db.query<{ value: string }>(
        `SELECT DISTINCT ${column} AS value FROM ${table.name} WHERE org_id = $1 AND length(${column}) BETWEEN 4 AND 40 ORDER BY 1 LIMIT $2`,
        [foreignOrg, perColumn],
      );
      for (const { value } of rows) if (![...own].some((text) => text.includes(value))) markers.add(value);
    }
  }
  return [...markers];
}

/** Every value of a query parameter's enum, or one plausible value when it has none. */
function valuesOf(schema: { enum?: unknown[]; type?: string }): string[] {
  if (schema.enum) return schema.enum.map(String);
  return [schema.type === 'integer' || schema.type === 'number' ? '1' : 'x'];
}

/**
 * The paged lists of the modules that own organisation tables: a module's contract file is named after it. Each list
 * is called once per value of a required enum (a channel, say) and with the largest page.
 */
export async function pagedLists(): Promise<Array<{ module: string; url: string; call: CallSpec }>> {
  const owners = new Set((await scopedTables()).map((table) => table.module));
  const lists: Array<{ module: string; url: string; call: CallSpec }> = [];
  for (const { area, call } of await contractCalls()) {
    const properties = (call.query as { properties?: Record<string, { enum?: unknown[]; type?: string }> } | undefined)?.properties ?? {};
    const required = new Set((call.query as { required?: string[] } | undefined)?.required ?? []);
    const paged = call.method === 'GET' && 'page' in properties && 'limit' in properties && (call.access ?? 'group') === 'group';
    // Rows of a module's tables carry their id; aggregates (a report by day) are not such rows.
    const rowOf = (call.response as { properties?: { rows?: { items?: { properties?: Record<string, unknown> } } } }).properties?.rows?.items?.properties;
    if (!owners.has(area) || !paged || call.path.includes(':') || !rowOf?.id) continue;
    let queries = [new URLSearchParams({ limit: '99999' })];
    for (const name of [...required].filter((key) => key !== 'page' && key !== 'limit')) {
      queries = queries.flatMap((query) => valuesOf(properties[name]).map((value) => new URLSearchParams({ ...Object.fromEntries(query), [name]: value })));
    }
    for (const query of queries) lists.push({ module: area, url: `${call.path}?${query}`, call });
  }
  return lists;
}
