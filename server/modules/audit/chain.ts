// The audit trail's chain (tamper evidence): each organisation's records in id order, each holding the hash of the
// one before it and its own, sha256(prev_hash + its content). An edited record no longer matches its hash; a deleted
// one leaves the next record pointing at a hash that is not its predecessor's. The retention sweep removes the oldest
// records and writes down where the chain now starts, so what is left still verifies.
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { Orm } from '../../db/db.ts';
import { auditChain, auditLog } from './tables.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditContent = Omit<AuditRow, 'id' | 'prevHash' | 'hash'>;

/** The fields a record's hash covers, in a fixed order (every column but the hashes). */
export function recordHash(prevHash: string, id: number, r: AuditContent): string {
  const content = [
    id, r.orgId, r.userId, r.groupId, r.deptId, r.method, r.path, r.area, r.summary, r.ids, r.outcome, r.httpStatus, r.code,
    r.msg, r.changes, r.ip, r.userAgent, r.durationMs, r.createdAt,
  ];
  return createHash('sha256').update(prevHash).update('\n').update(JSON.stringify(content)).digest('hex');
}

/**
 * Appends `record` to its organisation's chain in `tx` (the transaction of the change it records). The chain's row is
 * locked until the transaction ends, so two writes of one organisation are chained one after the other.
 */
export async function appendRecord(tx: Orm, record: AuditContent): Promise<number> {
  const [head] = await tx
    .insert(auditChain)
    .values({ orgId: record.orgId, startId: 0, startPrevHash: '', headId: 0, headHash: '' })
    .onConflictDoUpdate({ target: auditChain.orgId, set: { orgId: sql`excluded.org_id` } })
    .returning({ headHash: auditChain.headHash, id: sql<number>`nextval(pg_get_serial_sequence('audit_log', 'id'))`.mapWith(Number) });
  const hash = recordHash(head.headHash, head.id, record);
  await tx.insert(auditLog).values({ ...record, id: head.id, prevHash: head.headHash, hash });
  await tx.update(auditChain).set({ headId: head.id, headHash: hash }).where(eq(auditChain.orgId, record.orgId));
  return head.id;
}

export interface ChainBreak {
  orgId: number;
  /** The first record that does not verify. */
  id: number;
  problem: 'edited' | 'predecessor missing or edited' | 'records after it missing';
}

const BATCH = 1000;

/** Walks every organisation's chain from its start; every break found, the first of each organisation first. */
export async function verifyChains(orm: Orm): Promise<{ checked: number; breaks: ChainBreak[] }> {
  const breaks: ChainBreak[] = [];
  let checked = 0;
  for (const chain of await orm.select().from(auditChain).orderBy(asc(auditChain.orgId))) {
    let expected = chain.startPrevHash;
    let last: AuditRow | null = null;
    for (let after = chain.startId - 1; ; ) {
      const rows = await orm
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.orgId, chain.orgId), gt(auditLog.id, after)))
        .orderBy(asc(auditLog.id))
        .limit(BATCH);
      for (const row of rows) {
        checked += 1;
        if (row.prevHash !== expected) breaks.push({ orgId: chain.orgId, id: row.id, problem: 'predecessor missing or edited' });
        if (recordHash(row.prevHash, row.id, row) !== row.hash) breaks.push({ orgId: chain.orgId, id: row.id, problem: 'edited' });
        expected = row.hash;
        last = row;
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1].id;
    }
    if (chain.headId !== 0 && (last === null || last.id !== chain.headId || last.hash !== chain.headHash)) {
      breaks.push({ orgId: chain.orgId, id: last?.id ?? chain.headId, problem: 'records after it missing' });
    }
  }
  return { checked, breaks };
}

/**
 * Removes records older than `before` (epoch ms), organisation by organisation, in one transaction each; the chain
 * then starts at the first record kept, after the hash of the last one removed. Returns how many went.
 */
export async function sweepAudit(orm: Orm, before: number, now: number): Promise<number> {
  let removed = 0;
  for (const { orgId } of await orm.select({ orgId: auditChain.orgId }).from(auditChain)) {
    removed += await orm.transaction(async (tx) => {
      const [chain] = await tx.select().from(auditChain).where(eq(auditChain.orgId, orgId)).for('update');
      const [{ lastOld }] = await tx
        .select({ lastOld: max(auditLog.id) })
        .from(auditLog)
        .where(and(eq(auditLog.orgId, orgId), sql`${auditLog.createdAt} < ${before}`));
      if (lastOld === null || chain === undefined) return 0;
      const [boundary] = await tx.select({ hash: auditLog.hash }).from(auditLog).where(eq(auditLog.id, Number(lastOld)));
      const gone = await tx.delete(auditLog).where(and(eq(auditLog.orgId, orgId), lte(auditLog.id, Number(lastOld)))).returning({ id: auditLog.id });
      await tx
        .update(auditChain)
        .set({ startId: Number(lastOld) + 1, startPrevHash: boundary.hash, sweptAt: now })
        .where(eq(auditChain.orgId, orgId));
      return gone.length;
    });
  }
  return removed;
}
