// The operator account's changes (issue 13 §3): recharge and deduct in one transaction on the locked organisation
// row, idempotent by the caller's request id, each writing a ledger row; the ledger paged and as a workbook.
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { BALANCE_FLOOR_CENTS } from '../../../src/core/contract/api/accounts.ts';
import type { AccountMovement, MovementInput, MovementKind, MovementResult } from '../../../src/core/contract/api/accounts.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import { orgDateTimeText } from '../../../src/core/rules/clock.ts';
import type { Orm } from '../../db/db.ts';
import { pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import type { Scope } from '../../db/scope.ts';
import { organisations, users } from '../org/tables.ts';
import { accountMovements } from './tables.ts';

export type MovementOutcome =
  | { kind: 'done'; result: MovementResult }
  | { kind: 'frozen' }
  | { kind: 'insufficient'; balance: number }
  | { kind: 'requestReused' };

/** merchantStatus 0: the account is frozen. */
const FROZEN = 0;

const MOVEMENT = {
  id: accountMovements.id,
  requestId: accountMovements.requestId,
  kind: accountMovements.kind,
  amount: accountMovements.amountCents,
  balanceAfter: accountMovements.balanceAfterCents,
  remark: accountMovements.remark,
  operatorName: users.name,
  createTime: accountMovements.createdAt,
};

function selectMovements(orm: Orm) {
  return orm.select(MOVEMENT).from(accountMovements).leftJoin(users, eq(users.id, accountMovements.userId));
}

/**
 * Moves money on the caller's organisation account. The organisation row is locked first (SELECT … FOR UPDATE), so
 * two movements of one account run one after the other and each balance_after follows the one before; the request id
 * is looked up under that lock, so a retry sent while the first is running waits and then replays it.
 */
export function moveMoney(orm: Orm, scope: Scope, kind: MovementKind, input: MovementInput, now: number): Promise<MovementOutcome> {
  return orm.transaction(async (tx): Promise<MovementOutcome> => {
    const [account] = await tx
      .select({ balance: organisations.balanceCents, status: organisations.merchantStatus })
      .from(organisations)
      .where(eq(organisations.id, scope.orgId))
      .for('update');
    if (!account) return { kind: 'frozen' };
    const [earlier] = await selectMovements(tx)
      .where(and(eq(accountMovements.orgId, scope.orgId), eq(accountMovements.requestId, input.requestId)));
    if (earlier) {
      if (earlier.kind !== kind || earlier.amount !== input.amount) return { kind: 'requestReused' };
      return { kind: 'done', result: { movement: earlier, balance: account.balance, replayed: true } };
    }
    if (account.status === FROZEN) return { kind: 'frozen' };
    const balance = kind === 'recharge' ? account.balance + input.amount : account.balance - input.amount;
    if (balance < BALANCE_FLOOR_CENTS) return { kind: 'insufficient', balance: account.balance };
    const [row] = await tx
      .insert(accountMovements)
      .values({
        orgId: scope.orgId,
        kind,
        amountCents: input.amount,
        balanceAfterCents: balance,
        createdAt: now,
        requestId: input.requestId,
        remark: input.remark?.trim() ?? '',
        userId: scope.userId,
      })
      .returning({ id: accountMovements.id });
    await tx.update(organisations).set({ balanceCents: balance }).where(eq(organisations.id, scope.orgId));
    const [movement] = await selectMovements(tx).where(eq(accountMovements.id, row.id));
    return { kind: 'done', result: { movement, balance, replayed: false } };
  });
}

export interface MovementFilter {
  kind?: MovementKind;
  startTime?: number;
  endTime?: number;
}

function movementWhere(scope: Scope, filter: MovementFilter): SQL | undefined {
  return and(
    eq(accountMovements.orgId, scope.orgId),
    when(filter.kind, (kind) => eq(accountMovements.kind, kind)),
    when(filter.startTime, (start) => gte(accountMovements.createdAt, start)),
    when(filter.endTime, (end) => lte(accountMovements.createdAt, end)),
  );
}

/** The ledger of the caller's organisation account, newest first. */
export function pageMovements(orm: Orm, scope: Scope, filter: MovementFilter & PageRequest): Promise<Paged<AccountMovement>> {
  const where = movementWhere(scope, filter);
  const rows = selectMovements(orm).where(where).orderBy(desc(accountMovements.createdAt), desc(accountMovements.id));
  const total = orm.select(totalCount).from(accountMovements).where(where);
  return pageOf(rows.$dynamic(), total, filter);
}

/** Rows one export holds at most. */
export const EXPORT_MAX_ROWS = 10_000;

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** The ledger as a workbook (amounts in yuan with 2 decimals, spec §9), times in business time (UTC+8). */
export async function movementsWorkbook(orm: Orm, scope: Scope, filter: MovementFilter): Promise<Buffer> {
  const rows = await selectMovements(orm)
    .where(movementWhere(scope, filter))
    .orderBy(desc(accountMovements.createdAt), desc(accountMovements.id))
    .limit(EXPORT_MAX_ROWS);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('账户流水');
  sheet.columns = [
    { header: '时间', key: 'time', width: 22 },
    { header: '类型', key: 'kind', width: 10 },
    { header: '金额（元）', key: 'amount', width: 14 },
    { header: '余额（元）', key: 'balance', width: 14 },
    { header: '备注', key: 'remark', width: 30 },
    { header: '操作人', key: 'operator', width: 14 },
    { header: '请求编号', key: 'requestId', width: 36 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      time: orgDateTimeText(row.createTime),
      kind: row.kind === 'recharge' ? '充值' : '扣款',
      amount: `${row.kind === 'recharge' ? '+' : '-'}${yuan(row.amount)}`,
      balance: yuan(row.balanceAfter),
      remark: row.remark,
      operator: row.operatorName ?? '系统',
      requestId: row.requestId ?? '',
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
