import { ExportTaskStatus, MerchantAuditStatus, MerchantType, ReplenishmentStatus } from '../../../src/core/contract/index.ts';

/**
 * Complaints, replenishment packages and tally records, merchant applications and export tasks of the demo, ages
 * relative to the first start. The seeded notifications quote some of these figures (two Alipay complaints of
 * 张江站点组 about to leave the 7-day window, package XS-BH-0031, one application awaiting audit in 鲜食优选).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const { AWAITING_APPROVAL: AWAITING, APPROVED, REJECTED } = ReplenishmentStatus;

export interface PackageSeed {
  packageNo: string;
  orgId: number;
  deptId: number;
  deviceId: number;
  status: number;
  skuCount: number;
  itemCount: number;
  amount: number;
  applicant: string;
  remark: string;
  age: number;
  /** [age of the audit, phone of the auditor] for audited packages. */
  audit: [number, string] | null;
}

type PackageRow = [string, number, number, number, number, number, number, number, string, string, number, [number, string] | null];
const pkg = ([packageNo, orgId, deptId, deviceId, status, skuCount, itemCount, amount, applicant, remark, age, audit]: PackageRow): PackageSeed => ({
  packageNo, orgId, deptId, deviceId, status, skuCount, itemCount, amount, applicant, remark, age, audit,
});

export const REPL_PACKAGES: PackageSeed[] = [
  pkg(['XS-BH-0031', 2, 204, 20001, APPROVED, 12, 86, 25_800, '李明', '', 2 * DAY + 4 * HOUR, [2 * DAY, '13800000007']]),
  pkg(['XS-BH-0032', 2, 204, 20002, AWAITING, 15, 120, 38_400, '李明', '地铁站客流大，加量补货', 5 * HOUR, null]),
  pkg(['XS-BH-0033', 2, 204, 20003, AWAITING, 8, 40, 31_200, '周小燕', '冷柜鲜食补货', 3 * HOUR, null]),
  pkg(['XS-BH-0034', 2, 214, 20006, AWAITING, 10, 72, 21_600, '陈刚', '', 1 * DAY, null]),
  pkg(['XS-BH-0035', 2, 214, 20007, REJECTED, 6, 30, 27_000, '陈刚', '冷冻品库存不足', 3 * DAY, [2 * DAY + 20 * HOUR, '13800000007']]),
  pkg(['XS-BH-0036', 2, 209, 20011, AWAITING, 14, 96, 28_800, '黄志强', '', 7 * HOUR, null]),
  pkg(['XS-BH-0037', 2, 209, 20012, APPROVED, 9, 45, 35_100, '黄志强', '', 4 * DAY, [3 * DAY + 22 * HOUR, '13800000001']]),
  pkg(['XS-BH-0038', 2, 206, 20009, AWAITING, 11, 80, 24_000, '吴丽', '', 2 * DAY, null]),
  pkg(['SD-BH-0011', 6, 603, 60001, AWAITING, 12, 90, 27_000, '赵磊', '', 6 * HOUR, null]),
  pkg(['SD-BH-0012', 6, 603, 60004, AWAITING, 7, 35, 26_250, '赵磊', '', 1 * DAY + 2 * HOUR, null]),
  pkg(['SD-BH-0013', 6, 603, 60003, APPROVED, 10, 70, 21_000, '赵磊', '', 6 * DAY, [5 * DAY + 20 * HOUR, '13800000002']]),
  pkg(['BF-BH-0021', 7, 703, 70002, AWAITING, 13, 100, 30_000, '孙丽', '中街客流回升', 4 * HOUR, null]),
  pkg(['BF-BH-0022', 7, 703, 70001, APPROVED, 11, 82, 24_600, '刘德胜', '', 3 * DAY, [2 * DAY + 22 * HOUR, '13900000001']]),
  pkg(['BF-BH-0023', 7, 702, 70005, APPROVED, 6, 30, 19_500, '刘德胜', '热饮补货', 5 * DAY, [4 * DAY + 23 * HOUR, '13900000001']]),
];

/** [tally number, package number (null: routine count), organisation, department, device, operator, expected, counted, age] */
export const REPL_TALLIES: Array<[string, string | null, number, number, number, string, number, number, number]> = [
  ['XS-LH-0101', 'XS-BH-0031', 2, 204, 20001, '李明', 86, 86, 1 * DAY + 20 * HOUR],
  ['XS-LH-0102', 'XS-BH-0037', 2, 209, 20012, '黄志强', 45, 44, 3 * DAY + 10 * HOUR],
  ['XS-LH-0103', null, 2, 214, 20006, '陈刚', 60, 60, 6 * DAY],
  ['XS-LH-0104', null, 2, 206, 20009, '吴丽', 48, 46, 9 * DAY],
  ['SD-LH-0201', 'SD-BH-0013', 6, 603, 60003, '赵磊', 70, 70, 5 * DAY + 12 * HOUR],
  ['BF-LH-0301', 'BF-BH-0022', 7, 703, 70001, '刘德胜', 82, 81, 2 * DAY + 12 * HOUR],
  ['BF-LH-0302', 'BF-BH-0023', 7, 702, 70005, '刘德胜', 30, 30, 4 * DAY + 18 * HOUR],
];

const { INDIVIDUAL, SOLE_TRADER, COMPANY } = MerchantType;
const AUDIT = MerchantAuditStatus;

/** [auditing organisation, department, merchant, type, contact, phone (masked), audit status, age, age of the audit] */
export const MERCHANT_APPLICATIONS: Array<[number, number, string, number, string, string, number, number, number | null]> = [
  [2, 213, '张江小林便利店', SOLE_TRADER, '林小军', '139****2217', AUDIT.AWAITING_AUDIT, 3 * HOUR + 10 * MINUTE, null],
  [2, 213, '上海味美食品有限公司', COMPANY, '王海燕', '136****9051', AUDIT.APPROVED, 6 * DAY, 5 * DAY],
  [2, 213, '陆家嘴快客餐饮店', SOLE_TRADER, '张强', '133****6620', AUDIT.REJECTED, 9 * DAY, 8 * DAY],
  [6, 602, '望京鲜果坊', SOLE_TRADER, '马丽', '135****1182', AUDIT.AWAITING_AUDIT, 1 * DAY, null],
  [6, 602, '北京顺意商贸有限公司', COMPANY, '何建', '138****0416', AUDIT.AWAITING_AUDIT, 2 * DAY, null],
  [7, 701, '北方智能·沈河便民店', SOLE_TRADER, '孙晓东', '158****3307', AUDIT.AWAITING_AUDIT, 5 * HOUR, null],
  [7, 702, '沈阳鑫源超市有限公司', COMPANY, '刘芳', '139****7746', AUDIT.APPROVED, 7 * DAY, 6 * DAY],
  [1, 102, '杭州乐购无人零售有限公司', COMPANY, '钱伟', '137****2290', AUDIT.AWAITING_AUDIT, 6 * HOUR, null],
  [1, 102, '成都蓉城智能售货有限公司', COMPANY, '罗静', '182****5531', AUDIT.AWAITING_AUDIT, 1 * DAY + 3 * HOUR, null],
  [1, 102, '个人商户·李国庆', INDIVIDUAL, '李国庆', '151****8873', AUDIT.AWAITING_AUDIT, 2 * DAY, null],
  [1, 102, '南京金陵自助设备有限公司', COMPANY, '徐斌', '139****0098', AUDIT.APPROVED, 10 * DAY, 9 * DAY],
];

const TASK = ExportTaskStatus;

/** [user phone, organisation, file name, status, file count, age] — files of finished exports live in object storage. */
export const EXPORT_TASKS: Array<[string, number, string, number, number, number]> = [
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
