import { ReplenishmentStatus } from '../../../src/core/contract/index.ts';
import type { ReplenishmentStatus as Status } from '../../../src/core/contract/index.ts';

/**
 * Replenishment packages and tally records of the demo, ages relative to the first start. The seeded notifications
 * quote package XS-BH-0031. Audits name their auditor by phone (a demo persona).
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const { AWAITING_APPROVAL: AWAITING, APPROVED, REJECTED } = ReplenishmentStatus;

export interface PackageSeed {
  packageNo: string;
  orgId: number;
  deptId: number;
  deviceId: number;
  status: Status;
  skuCount: number;
  itemCount: number;
  amount: number;
  applicant: string;
  remark: string;
  age: number;
  /** [age of the audit, phone of the auditor] for audited packages. */
  audit: [number, string] | null;
}

type PackageRow = [string, number, number, number, Status, number, number, number, string, string, number, [number, string] | null];
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

/** The goods packages carry (codes are the organisation's item codes). */
export const ITEMS: Array<[string, string]> = [
  ['G1001', '农夫山泉 550ml'], ['G1002', '可口可乐 330ml'], ['G1003', '康师傅冰红茶 500ml'], ['G1004', '元气森林气泡水'],
  ['G1005', '红牛 250ml'], ['G1006', '乐事薯片 70g'], ['G1007', '士力架 51g'], ['G1008', '奥利奥夹心饼干'],
  ['G2001', '三明治'], ['G2002', '饭团'], ['G2003', '鲜榨橙汁'], ['G2004', '酸奶杯'], ['G2005', '热咖啡 250ml'], ['G2006', '关东煮杯'],
];

/**
 * A package's goods: its skuCount kinds (taken round the list from a start of its own), its itemCount shared out so
 * every kind has at least one. Deterministic, so the demo is the same on every start.
 */
export function packageItems(seed: PackageSeed, index: number): Array<{ itemCode: string; itemName: string; quantity: number }> {
  const kinds = Math.min(seed.skuCount, ITEMS.length);
  return Array.from({ length: kinds }, (_, k) => {
    const [itemCode, itemName] = ITEMS[(index * 3 + k) % ITEMS.length];
    const quantity = Math.floor(seed.itemCount / kinds) + (k < seed.itemCount % kinds ? 1 : 0);
    return { itemCode, itemName, quantity };
  });
}

/** [organisation, department, name, item codes]: goods that must not go into one machine together. */
export const EXCLUSION_RULES: Array<[number, number, string, string[]]> = [
  [2, 200, '冷热饮不可同柜', ['G2005', 'G2006', 'G2003', 'G2004']],
  [2, 200, '能量饮料限售点位', ['G1005', 'G1004']],
  [6, 600, '冷热饮不可同柜', ['G2005', 'G2003']],
  [7, 700, '冷热饮不可同柜', ['G2005', 'G2006', 'G2003']],
];
