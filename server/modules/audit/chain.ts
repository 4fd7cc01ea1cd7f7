// The audit trail's chain (tamper evidence): each organisation's records in chain order (`seq`), each holding the hash
// of the one before it and its own, sha256(prev_hash + its content and place). An edited record no longer matches its
// hash; a deleted one leaves a gap the next record's prev_hash and seq show. A write only inserts its record (in its
// own transaction); the linker gives it its place and hashes right after it commits, several records at once, one
// linker per organisation at a time (the chain row is locked while it links), so writes of one organisation never wait
// for each other. The retention sweep removes the oldest records and writes down where the chain now starts, so what
// is left still verifies.
import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import type { Orm } from '../../db/db.ts';
import { auditChain, auditLog } from './tables.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditContent = Omit<AuditRow, 'id' | 'seq' | 'prevHash' | 'hash'>;

/** The fields a record's hash covers, in a fixed order (every column but the hashes). */
export function recordHash(prevHash: string, id: number, seq: number, r: AuditContent): string {
  const content = [
    id, seq, r.orgId, r.userId, r.groupId, r.deptId, r.method, r.path, r.area, r.summary, r.ids, r.outcome, r.httpStatus, r.code,
    r.msg, r.changes, r.ip, r.userAgent, r.durationMs, r.createdAt,
  ];
  return createHash('sha256').update(prevHash).update('\n').update(JSON.stringify(content)).digest('hex');
}

const BATCH = 1000;

/**
 * Links the records of `orgId` not linked yet (committed ones: the linker sees no other), in id order, after the
 * chain's head. Returns how many it linked.
 */
export async function linkChain(orm: Orm, orgId: number): Promise<number> {
  let linked = 0;
  for (;;) {
    const done = await orm.transaction(async (tx) => {
      // The chain row, made if need be and locked: one linker per organisation at a time.
      const [head] = await tx
        .insert(auditChain)
        .values({ orgId, startSeq: 1, startPrevHash: '', headSeq: 0, headHash: '' })
        .onConflictDoUpdate({ target: auditChain.orgId, set: { orgId: sql`excluded.org_id` } })
        .returning({ headSeq: auditChain.headSeq, headHash: auditChain.headHash });
      const rows = await tx.select().from(auditLog).where(and(eq(auditLog.orgId, orgId), isNull(auditLog.seq))).orderBy(asc(auditLog.id)).limit(BATCH);
      if (rows.length === 0) return 0;
      let { headSeq: seq, headHash: prevHash } = head;
      const values = rows.map((row) => {
        seq += 1;
        const hash = recordHash(prevHash, row.id, seq, row);
        const value = sql`(${row.id}::bigint, ${seq}::bigint, ${prevHash}::text, ${hash}::text)`;
        prevHash = hash;
        return value;
      });
      await tx.execute(sql`UPDATE audit_log AS a SET seq = v.seq, prev_hash = v.prev_hash, hash = v.hash
        FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, seq, prev_hash, hash) WHERE a.id = v.id`);
      await tx.update(auditChain).set({ headSeq: seq, headHash: prevHash }).where(eq(auditChain.orgId, orgId));
      return rows.length;
    });
    linked += done;
    if (done < BATCH) return linked;
  }
}

/** Links every organisation's records not linked yet (at start, by verify-audit, and now and then for stragglers). */
export async function linkChains(orm: Orm): Promise<number> {
  let linked = 0;
  const orgs = await orm.selectDistinct({ orgId: auditLog.orgId }).from(auditLog).where(isNull(auditLog.seq));
  for (const { orgId } of orgs) linked += await linkChain(orm, orgId);
  return linked;
}

/**
 * Links organisations' new records soon after their writes commit: the organisations named within `delayMs` are
 * linked together (a burst of writes costs one link), one run at a time.
 */
export class ChainLinker {
  private readonly waiting = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly orm: Orm,
    private readonly delayMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  soon(orgId: number): void {
    this.waiting.add(orgId);
    if (this.timer || this.running) return;
    this.timer = setTimeout(() => void this.run(), this.delayMs);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    this.timer = null;
    const orgs = [...this.waiting];
    this.waiting.clear();
    this.running = (async () => {
      for (const orgId of orgs) await linkChain(this.orm, orgId).catch(this.onError);
    })();
    await this.running;
    this.running = null;
    if (this.waiting.size > 0 && !this.timer) {
      this.timer = setTimeout(() => void this.run(), this.delayMs);
      this.timer.unref();
    }
  }

  /** Links what is waiting now (server close, tests). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    if (this.waiting.size > 0) await this.run();
  }
}

export interface ChainBreak {
  orgId: number;
  /** The first record that does not verify. */
  id: number;
  problem: 'edited' | 'predecessor missing or edited' | 'records after it missing';
}

/** Links what is not linked yet, then walks every organisation's chain from its start; every break found, the first of each organisation first. */
export async function verifyChains(orm: Orm): Promise<{ checked: number; breaks: ChainBreak[] }> {
  await linkChains(orm);
  const breaks: ChainBreak[] = [];
  let checked = 0;
  for (const chain of await orm.select().from(auditChain).orderBy(asc(auditChain.orgId))) {
    let expected = chain.startPrevHash;
    let expectedSeq = chain.startSeq;
    let last: AuditRow | null = null;
    for (let after = chain.startSeq - 1; ; ) {
      const rows = await orm
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.orgId, chain.orgId), sql`${auditLog.seq} > ${after}`))
        .orderBy(asc(auditLog.seq))
        .limit(BATCH);
      for (const row of rows) {
        checked += 1;
        const seq = Number(row.seq);
        if (row.prevHash !== expected || seq !== expectedSeq) breaks.push({ orgId: chain.orgId, id: row.id, problem: 'predecessor missing or edited' });
        if (recordHash(row.prevHash, row.id, seq, row) !== row.hash) breaks.push({ orgId: chain.orgId, id: row.id, problem: 'edited' });
        expected = row.hash;
        expectedSeq = seq + 1;
        last = row;
      }
      if (rows.length < BATCH) break;
      after = Number(rows[rows.length - 1].seq);
    }
    if (chain.headSeq >= chain.startSeq && (last === null || last.seq !== chain.headSeq || last.hash !== chain.headHash)) {
      breaks.push({ orgId: chain.orgId, id: last?.id ?? 0, problem: 'records after it missing' });
    }
  }
  return { checked, breaks };
}

/**
 * Removes linked records older than `before` (epoch ms), organisation by organisation, in one transaction each; the
 * chain then starts after the last one removed, with its hash. Returns how many went.
 */
export async function sweepAudit(orm: Orm, before: number, now: number): Promise<number> {
  let removed = 0;
  for (const { orgId } of await orm.select({ orgId: auditChain.orgId }).from(auditChain)) {
    removed += await orm.transaction(async (tx) => {
      const [chain] = await tx.select().from(auditChain).where(eq(auditChain.orgId, orgId)).for('update');
      const [{ lastOld }] = await tx
        .select({ lastOld: max(auditLog.seq) })
        .from(auditLog)
        .where(and(eq(auditLog.orgId, orgId), isNotNull(auditLog.seq), sql`${auditLog.createdAt} < ${before}`));
      if (lastOld === null || chain === undefined) return 0;
      const [boundary] = await tx.select({ hash: auditLog.hash }).from(auditLog).where(and(eq(auditLog.orgId, orgId), eq(auditLog.seq, Number(lastOld))));
      const gone = await tx.delete(auditLog).where(and(eq(auditLog.orgId, orgId), lte(auditLog.seq, Number(lastOld)))).returning({ id: auditLog.id });
      await tx
        .update(auditChain)
        .set({ startSeq: Number(lastOld) + 1, startPrevHash: boundary.hash, sweptAt: now })
        .where(eq(auditChain.orgId, orgId));
      return gone.length;
    });
  }
  return removed;
}
