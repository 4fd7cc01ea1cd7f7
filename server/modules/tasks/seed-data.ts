import { ExportTaskStatus } from '../../../src/core/contract/index.ts';
import type { ExportTaskStatus as StatusCode } from '../../../src/core/contract/index.ts';

/** The demo export tasks, ages relative to the first start; files of finished exports live in object storage. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const TASK = ExportTaskStatus;

/** [user phone, organisation, file name, status, file count, age] */
export const EXPORT_TASKS: Array<[string, number, string, StatusCode, number, number]> = [
  ['13800000007', 2, '理货单导出', TASK.FAILED, 0, 3 * DAY],
  ['13800000007', 2, '售货机列表导出', TASK.SUCCEEDED, 3, 1 * DAY],
  ['13800000007', 2, '订单明细导出', TASK.SUCCEEDED, 1, 2 * HOUR],
  ['13800000007', 2, '补货包明细导出', TASK.RUNNING, 0, 5 * MINUTE],
  ['13800000007', 2, '客诉记录导出', TASK.QUEUED, 0, 1 * MINUTE],
  ['13800000001', 2, '订单明细导出', TASK.FAILED, 0, 2 * DAY],
  ['13800000001', 2, '无人店异常订单导出', TASK.SUCCEEDED, 1, 6 * HOUR],
  ['13800000002', 6, '账户流水导出', TASK.SUCCEEDED, 1, 1 * DAY],
  ['13900000001', 7, '北方智能订单明细导出', TASK.SUCCEEDED, 2, 1 * DAY],
  ['13900000001', 7, '北方智能设备列表导出', TASK.FAILED, 0, 4 * HOUR],
];

/** Where the seeded export files are stored (a demo object-storage bucket). */
export const EXPORT_FILE_BASE = 'https://oss.backroom.example.com/exports';
