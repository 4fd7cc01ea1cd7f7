// The prepaid fee strategy import (issue 13 §7, spec §5): the file read by server/imports/read.ts, every cell checked
// and explained (server/imports/explained.ts): the fee type and status among their values, amounts in their form, the
// price its fee type needs, a name neither repeated in the file nor used already. All rows or none.
import { eq } from 'drizzle-orm';
import { STRATEGY_IMPORT_HEADERS, STRATEGY_IMPORT_HEADERS_EN } from '../../../src/core/contract/api/accounts.ts';
import type { ImportReport } from '../../../src/core/contract/api/imports.ts';
import { FeeType } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import type { Scope } from '../../db/scope.ts';
import { allowedValue, explainedRows, type AllowedValue, type ExplainedColumn, type ImportErrors } from '../../imports/explained.ts';
import { readTable } from '../../imports/read.ts';
import { prepaidFeeStrategies } from './tables.ts';

type Key = keyof typeof STRATEGY_IMPORT_HEADERS;

const FEE_TYPES: readonly AllowedValue[] = [
  { accepts: ['1', '按台按月'], zh: '按台按月', en: 'Per device per month' },
  { accepts: ['2', '交易额分成'], zh: '交易额分成', en: 'Share of turnover' },
];
const STATUSES: readonly AllowedValue[] = [
  { accepts: ['1', '启用'], zh: '启用', en: 'Enabled' },
  { accepts: ['0', '停用'], zh: '停用', en: 'Disabled' },
];
const NAME_MAX = 50;

const column = (key: Key, example: string, allowed?: readonly AllowedValue[]): ExplainedColumn<Key> => ({
  key, header: STRATEGY_IMPORT_HEADERS[key], headerEn: STRATEGY_IMPORT_HEADERS_EN[key], example, ...(allowed ? { allowed } : {}),
});

/** The import's columns in template order, each with the template's example cell. */
export const STRATEGY_IMPORT_COLUMNS: ReadonlyArray<ExplainedColumn<Key>> = [
  column('name', '华东按台月费'),
  column('feeType', '按台按月', FEE_TYPES),
  column('unitPriceYuan', '30.00'),
  column('sharePercent', ''),
  column('status', '启用', STATUSES),
];
const COLUMN = Object.fromEntries(STRATEGY_IMPORT_COLUMNS.map((entry) => [entry.key, entry])) as Record<Key, ExplainedColumn<Key>>;

/** Up to 7 whole digits and 2 decimals: `12`, `12.5`, `12.50`. */
const AMOUNT = /^[0-9]{1,7}(\.[0-9]{1,2})?$/;

/** Yuan or percent text with at most 2 decimals as an integer number of hundredths, without float rounding. */
const hundredths = (text: string): number => {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** An amount cell in hundredths; null (reported) when it is not an amount; undefined when blank. */
function amountOf(errors: ImportErrors, at: number, key: 'unitPriceYuan' | 'sharePercent', text: string): number | null | undefined {
  if (text === '') return undefined;
  if (AMOUNT.test(text)) return hundredths(text);
  const zh = key === 'unitPriceYuan' ? '须为金额（元），数字，最多两位小数，如 30 或 30.50' : '须为百分比数字，最多两位小数，如 5 或 5.5';
  const en = key === 'unitPriceYuan' ? 'an amount in yuan: digits with at most 2 decimals, e.g. 30 or 30.50' : 'a percentage: digits with at most 2 decimals, e.g. 5 or 5.5';
  errors.add(at, COLUMN[key], `“${text}”不是有效数值，${zh}`, `"${text}" is not ${en}`);
  return null;
}

/** Reads, checks and (when every row passes) stores the strategies on the caller's department. */
export async function importStrategies(orm: Orm, scope: Scope, file: { fileName: string; body: Buffer }, now: number): Promise<ImportReport> {
  const { rows, errors } = explainedRows(await readTable(file.fileName, file.body), STRATEGY_IMPORT_COLUMNS);
  const seen = new Map<string, number>();
  const taken = new Set(
    (await orm.select({ name: prepaidFeeStrategies.name }).from(prepaidFeeStrategies).where(eq(prepaidFeeStrategies.orgId, scope.orgId)))
      .map((strategy) => strategy.name.trim().toLowerCase()),
  );
  const values: Array<typeof prepaidFeeStrategies.$inferInsert> = [];
  for (const { at, cells } of rows) {
    const name = cells.name;
    const key = name.toLowerCase();
    if (name === '') errors.required(at, COLUMN.name);
    else if (name.length > NAME_MAX) errors.add(at, COLUMN.name, `最多 ${NAME_MAX} 个字（现 ${name.length} 个）`, `at most ${NAME_MAX} characters (${name.length} given)`);
    else if (seen.has(key)) errors.add(at, COLUMN.name, `“${name}”重复（与第 ${seen.get(key)} 行相同）`, `"${name}" repeats row ${seen.get(key)}`);
    else if (taken.has(key)) errors.add(at, COLUMN.name, `名称重复：“${name}”已有策略使用`, `"${name}" is already the name of a strategy`);
    if (name !== '' && !seen.has(key)) seen.set(key, at);

    const feeTypeValue = allowedValue(FEE_TYPES, cells.feeType);
    if (cells.feeType === '') errors.add(at, COLUMN.feeType, `必填，只能填 1（按台按月）、2（交易额分成）`, 'required; use 1 (Per device per month), 2 (Share of turnover)');
    else if (!feeTypeValue) errors.notAllowed(at, COLUMN.feeType, cells.feeType);
    const feeType = feeTypeValue === FEE_TYPES[0] ? FeeType.PER_DEVICE_MONTH : feeTypeValue === FEE_TYPES[1] ? FeeType.SALES_SHARE : null;

    const price = amountOf(errors, at, 'unitPriceYuan', cells.unitPriceYuan);
    const share = amountOf(errors, at, 'sharePercent', cells.sharePercent);
    if (feeType === FeeType.PER_DEVICE_MONTH && price !== null && (price ?? 0) < 1) {
      errors.add(at, COLUMN.unitPriceYuan, '计费方式为按台按月时必填，须大于 0', 'required above 0 when the fee type is Per device per month');
    }
    if (feeType === FeeType.SALES_SHARE && share !== null && ((share ?? 0) < 1 || (share ?? 0) > 10_000)) {
      errors.add(at, COLUMN.sharePercent, '计费方式为交易额分成时必填，须在 0.01 到 100 之间', 'required between 0.01 and 100 when the fee type is Share of turnover');
    }

    const status = allowedValue(STATUSES, cells.status);
    if (cells.status === '') errors.add(at, COLUMN.status, '必填，只能填 1（启用）、0（停用）', 'required; use 1 (Enabled), 0 (Disabled)');
    else if (!status) errors.notAllowed(at, COLUMN.status, cells.status);

    if (feeType === null || !status) continue;
    values.push({
      orgId: scope.orgId,
      deptId: scope.deptId,
      name,
      feeType,
      unitPriceCents: feeType === FeeType.PER_DEVICE_MONTH ? (price ?? 0) : 0,
      rateBasisPoints: feeType === FeeType.SALES_SHARE ? (share ?? 0) : 0,
      status: status === STATUSES[0] ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    });
  }
  if (errors.list.length > 0) return { imported: 0, errors: errors.list };
  await orm.transaction(async (tx) => {
    await tx.insert(prepaidFeeStrategies).values(values);
  });
  return { imported: values.length, errors: [] };
}
