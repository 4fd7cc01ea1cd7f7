// The prepaid fee strategy import (issue 13 §7, spec §5): the one import flow (server/imports/read.ts) with the
// strategy's own rules per row: the price its fee type needs, a name neither repeated in the file nor used already.
// All rows or none.
import { STRATEGY_IMPORT_HEADERS } from '../../../src/core/contract/api/accounts.ts';
import type { ImportReport, ImportRowError } from '../../../src/core/contract/api/imports.ts';
import { T } from '../../../src/core/contract/api/schema.ts';
import { FeeType } from '../../../src/core/contract/index.ts';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/db.ts';
import type { Scope } from '../../db/scope.ts';
import { parseRows, readTable, type ImportColumns } from '../../imports/read.ts';
import { prepaidFeeStrategies } from './tables.ts';

const MONEY = '^[0-9]{1,7}(\\.[0-9]{1,2})?$';

export const StrategyImportRow = T.Object({
  name: T.String({ minLength: 1, maxLength: 50 }),
  feeType: T.String({ pattern: '^(1|2|按台按月|交易额分成)$' }),
  unitPriceYuan: T.Optional(T.String({ pattern: MONEY })),
  sharePercent: T.Optional(T.String({ pattern: MONEY })),
  status: T.String({ pattern: '^(0|1|启用|停用)$' }),
});

export const STRATEGY_IMPORT_COLUMNS: ImportColumns<typeof StrategyImportRow> = [
  { key: 'name', header: STRATEGY_IMPORT_HEADERS.name },
  { key: 'feeType', header: STRATEGY_IMPORT_HEADERS.feeType },
  { key: 'unitPriceYuan', header: STRATEGY_IMPORT_HEADERS.unitPriceYuan },
  { key: 'sharePercent', header: STRATEGY_IMPORT_HEADERS.sharePercent },
  { key: 'status', header: STRATEGY_IMPORT_HEADERS.status },
];

/** Yuan or percent text with at most 2 decimals as an integer number of hundredths, without float rounding. */
const hundredths = (text: string): number => {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Reads, checks and (when every row passes) stores the strategies on the caller's department. */
export async function importStrategies(orm: Orm, scope: Scope, file: { fileName: string; body: Buffer }, now: number): Promise<ImportReport> {
  const table = await readTable(file.fileName, file.body);
  const outcome = parseRows(table, STRATEGY_IMPORT_COLUMNS, StrategyImportRow);
  if (!outcome.ok) return { imported: 0, errors: outcome.errors };
  // parseRows skips blank rows: recover each row's spreadsheet number for the report.
  const rowNumbers = table.slice(1).flatMap((cells, index) => (cells.every((cell) => cell === '') ? [] : [index + 2]));
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  const taken = new Set(
    (await orm.select({ name: prepaidFeeStrategies.name }).from(prepaidFeeStrategies).where(eq(prepaidFeeStrategies.orgId, scope.orgId)))
      .map((strategy) => strategy.name.trim().toLowerCase()),
  );
  const values: Array<typeof prepaidFeeStrategies.$inferInsert> = [];
  for (const [index, row] of outcome.rows.entries()) {
    const at = rowNumbers[index];
    const name = row.name.trim();
    const key = name.toLowerCase();
    const feeType = row.feeType === '1' || row.feeType === '按台按月' ? FeeType.PER_DEVICE_MONTH : FeeType.SALES_SHARE;
    const price = row.unitPriceYuan === undefined ? 0 : hundredths(row.unitPriceYuan);
    const share = row.sharePercent === undefined ? 0 : hundredths(row.sharePercent);
    if (seen.has(key)) errors.push({ row: at, column: STRATEGY_IMPORT_HEADERS.name, message: `名称重复（与第 ${seen.get(key)} 行相同）` });
    else if (taken.has(key)) errors.push({ row: at, column: STRATEGY_IMPORT_HEADERS.name, message: '名称重复' });
    seen.set(key, seen.get(key) ?? at);
    if (feeType === FeeType.PER_DEVICE_MONTH && price < 1) {
      errors.push({ row: at, column: STRATEGY_IMPORT_HEADERS.unitPriceYuan, message: '按台按月计费需填写大于 0 的单价' });
    }
    if (feeType === FeeType.SALES_SHARE && (share < 1 || share > 10_000)) {
      errors.push({ row: at, column: STRATEGY_IMPORT_HEADERS.sharePercent, message: '交易额分成需在 0.01 到 100 之间' });
    }
    values.push({
      orgId: scope.orgId,
      deptId: scope.deptId,
      name,
      feeType,
      unitPriceCents: feeType === FeeType.PER_DEVICE_MONTH ? price : 0,
      rateBasisPoints: feeType === FeeType.SALES_SHARE ? share : 0,
      status: row.status === '1' || row.status === '启用' ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    });
  }
  if (errors.length > 0) return { imported: 0, errors };
  await orm.transaction(async (tx) => {
    await tx.insert(prepaidFeeStrategies).values(values);
  });
  return { imported: values.length, errors: [] };
}
