import type { ExportType } from '../../../src/core/contract/api/tasks.ts';

/**
 * The demo export tasks, ages relative to the first start. 'succeeded' ones are queued by the seed and run by the
 * export worker before the server first answers, so their files are real workbooks of the seeded rows; 'failed'
 * ones keep an error and can be retried for real.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** [user phone, organisation, export type, file name, outcome, age] */
export const EXPORT_TASKS: Array<[string, number, ExportType, string, 'succeeded' | 'failed', number]> = [
  ['13800000007', 2, 'replenishmentTallies', '理货单导出', 'failed', 3 * DAY],
  ['13800000007', 2, 'vendingMachines', '售货机列表导出', 'succeeded', 1 * DAY],
  ['13800000007', 2, 'orders', '订单明细导出', 'succeeded', 2 * HOUR],
  ['13800000007', 2, 'replenishmentPackages', '补货包明细导出', 'succeeded', 5 * MINUTE],
  ['13800000007', 2, 'complaints', '客诉记录导出', 'succeeded', 1 * MINUTE],
  ['13800000001', 2, 'orders', '订单明细导出', 'failed', 2 * DAY],
  ['13800000001', 2, 'abnormalOrders', '无人店异常订单导出', 'succeeded', 6 * HOUR],
  ['13800000002', 6, 'serviceCharges', '服务费订单导出', 'succeeded', 1 * DAY],
  ['13900000001', 7, 'orders', '北方智能订单明细导出', 'succeeded', 1 * DAY],
  ['13900000001', 7, 'vendingMachines', '北方智能设备列表导出', 'failed', 4 * HOUR],
];

/** The error a seeded failed task shows (a retry runs it for real). */
export const SEEDED_ERROR = '导出时数据库连接中断，请重试';
