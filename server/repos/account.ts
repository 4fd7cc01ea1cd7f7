import { OrgCategory } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';

interface AccountRow {
  category: number;
  balance_cents: number;
  balance_warn_cents: number;
  balance_watch: boolean;
}

/** The balance at `at`: the last movement's balance up to then, or the opening balance (before every movement). */
async function balanceAt(db: Queryable, orgId: number, at: number, current: number): Promise<number> {
  const before = await one<{ balance_after_cents: number }>(
    db,
    'SELECT balance_after_cents FROM account_movements WHERE org_id = $1 AND created_at <= $2 ORDER BY created_at DESC, id DESC LIMIT 1',
    [orgId, at],
  );
  if (before) return before.balance_after_cents;
  const first = await one<{ balance_after_cents: number; amount_cents: number; kind: string }>(
    db,
    'SELECT balance_after_cents, amount_cents, kind FROM account_movements WHERE org_id = $1 ORDER BY created_at, id LIMIT 1',
    [orgId],
  );
  if (!first) return current;
  return first.kind === 'recharge' ? first.balance_after_cents - first.amount_cents : first.balance_after_cents + first.amount_cents;
}

/**
 * The low-balance check (spec §4): true means no notice is needed. A notice is needed (false) only for an
 * operator organisation on the watch list whose balance was below its warning threshold at some moment of
 * [startTime, endTime]: at the window's start, or after any movement inside it.
 */
export async function noOwingNotice(db: Queryable, orgId: number, startTime: number, endTime: number): Promise<boolean> {
  const account = await one<AccountRow>(
    db,
    'SELECT category, balance_cents, balance_warn_cents, balance_watch FROM organisations WHERE id = $1',
    [orgId],
  );
  if (!account || !account.balance_watch || account.category !== OrgCategory.OPERATOR) return true;
  const threshold = account.balance_warn_cents;
  if ((await balanceAt(db, orgId, startTime, account.balance_cents)) < threshold) return false;
  const low = await one<{ id: number }>(
    db,
    'SELECT id FROM account_movements WHERE org_id = $1 AND created_at > $2 AND created_at <= $3 AND balance_after_cents < $4 LIMIT 1',
    [orgId, startTime, endTime, threshold],
  );
  return low === null;
}

export async function merchantInfo(db: Queryable, orgId: number): Promise<{ status: number; balance: number }> {
  const row = await one<{ merchant_status: number; balance_cents: number }>(
    db,
    'SELECT merchant_status, balance_cents FROM organisations WHERE id = $1',
    [orgId],
  );
  return { status: row?.merchant_status ?? 0, balance: row?.balance_cents ?? 0 };
}
