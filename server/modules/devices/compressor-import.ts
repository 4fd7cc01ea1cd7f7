// The compressor-control import (spec §7 Cooler): each row sets the daily compressor plan of one cooler. Every cell is
// checked and explained (server/imports/explained.ts): the code a cooler of the caller's scope, not repeated in the
// file; each time HH:mm (an Excel time cell read as its time); start and stop not the same. All rows or none.
import { COMPRESSOR_IMPORT_COLUMNS } from '../../../src/core/contract/api/cooler.ts';
import { explainedRows, type AllowedValue, type ExplainedColumn } from '../../imports/explained.ts';

type Key = (typeof COMPRESSOR_IMPORT_COLUMNS)[number]['key'];

/** A cooler the caller may plan: its code and name (the template lists them). */
export interface PlannableCooler {
  code: string;
  name: string;
}

const TIME_HINT = { zh: '时间 时:分，00:00 到 23:59，如 08:30', en: 'a time hours:minutes, 00:00 to 23:59, e.g. 08:30' };
/** How many codes a message names before it points at the template's list. */
const CODES_NAMED = 5;

/** The import's columns in template order; the code column lists `coolers` (the caller's). */
export function compressorColumns(coolers: readonly PlannableCooler[]): Array<ExplainedColumn<Key>> {
  const allowed: AllowedValue[] = coolers.map((cooler) => ({ accepts: [cooler.code], zh: cooler.code, en: cooler.name }));
  const [code, onTime, offTime] = COMPRESSOR_IMPORT_COLUMNS;
  return [
    { ...code, example: coolers[0]?.code ?? 'XS-CL-0001', allowed },
    { ...onTime, example: '08:00', hint: TIME_HINT, text: true },
    { ...offTime, example: '22:00', hint: TIME_HINT, text: true },
  ];
}

/** `08:30`, `8:30`, `08:30:00` or Excel's fraction of a day (0.3541…) as HH:mm; null when it is none of them. */
export function timeOf(text: string): string | null {
  const typed = /^([01]?[0-9]|2[0-3]):([0-5][0-9])(:[0-5][0-9])?$/.exec(text);
  if (typed) return `${typed[1].padStart(2, '0')}:${typed[2]}`;
  if (!/^0?\.[0-9]+$|^0$/.test(text)) return null;
  const minutes = Math.round(Number(text) * 24 * 60);
  if (minutes >= 24 * 60) return null;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export interface CompressorPlanRow {
  code: string;
  onTime: string;
  offTime: string;
}

/** The plans of a table, or every wrong cell explained; `coolers` are the caller's. */
export function compressorPlans(table: string[][], coolers: readonly PlannableCooler[]) {
  const columns = compressorColumns(coolers);
  const [codeColumn, onColumn, offColumn] = columns;
  const { rows, errors } = explainedRows(table, columns);
  const known = new Set(coolers.map((cooler) => cooler.code));
  const named = coolers.slice(0, CODES_NAMED).map((cooler) => cooler.code);
  const more = coolers.length > CODES_NAMED;
  const listZh = coolers.length === 0 ? '您的范围内没有冷柜' : `只能填您的冷柜编号：${named.join('、')}${more ? ` 等 ${coolers.length} 台（全部见模板的“可选值”表）` : ''}`;
  const listEn = coolers.length === 0 ? 'there is no cooler in your scope' : `use a code of your coolers: ${named.join(', ')}${more ? ` and ${coolers.length - CODES_NAMED} more (all on the template's "Allowed values" sheet)` : ''}`;
  const seen = new Map<string, number>();
  const plans: CompressorPlanRow[] = [];
  for (const { at, cells } of rows) {
    const code = cells.code;
    if (code === '') errors.add(at, codeColumn, `必填，${listZh}`, `required; ${listEn}`);
    else if (!known.has(code)) errors.add(at, codeColumn, `“${code}”不是您的冷柜，${listZh}`, `"${code}" is not one of your coolers; ${listEn}`);
    else if (seen.has(code)) errors.add(at, codeColumn, `“${code}”重复（与第 ${seen.get(code)} 行相同）`, `"${code}" repeats row ${seen.get(code)}`);
    if (code !== '' && !seen.has(code)) seen.set(code, at);
    const times = [onColumn, offColumn].map((column) => {
      const text = cells[column.key];
      if (text === '') errors.add(at, column, `必填，须为${TIME_HINT.zh}`, `required; ${TIME_HINT.en}`);
      const time = text === '' ? null : timeOf(text);
      if (text !== '' && time === null) errors.add(at, column, `“${text}”不是有效时间，须为${TIME_HINT.zh}`, `"${text}" is not ${TIME_HINT.en}`);
      return time;
    });
    const [onTime, offTime] = times;
    if (onTime !== null && onTime === offTime) errors.add(at, offColumn, `不能与开启时间相同（${onTime}）`, `cannot be the same as the start time (${onTime})`);
    if (onTime !== null && offTime !== null && known.has(code)) plans.push({ code, onTime, offTime });
  }
  return { plans, errors: errors.list };
}
