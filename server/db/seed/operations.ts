import type { ComplaintKind as Kind, ComplaintStatus as CStatus, PayChannel } from '../../../src/core/contract/index.ts';
import { ComplaintKind, ComplaintStatus, MerchantAuditStatus, MerchantType, ReplenishmentStatus } from '../../../src/core/contract/index.ts';

/**
 * Complaints, replenishment packages and tally records, and merchant applications of the demo, ages
 * relative to the first start. The seeded notifications quote some of these figures (two Alipay complaints of
 * 张江站点组 about to leave the 7-day window, package XS-BH-0031, one application awaiting audit in 鲜食优选).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const { ORDER, RISK } = ComplaintKind;
const { PENDING, MERCHANT_PENDING, SERVICE_PENDING, COMPLETED } = ComplaintStatus;

/**
 * [organisation, department, channel, kind, reason (1-10), status, age, customer phone (masked), content, amount].
 * Order complaints of operators are linked to the department's latest paid order before them (its amount wins).
 */
export const COMPLAINTS: Array<[number, number, PayChannel, Kind, number, CStatus, number, string, string, number]> = [
  [2, 204, 'alipay', ORDER, 2, PENDING, 6 * DAY + 2 * HOUR, '138****2671', '冷柜识别的商品与实际拿取不符，多扣了一瓶酸奶的钱。', 0],
  [2, 204, 'alipay', ORDER, 8, MERCHANT_PENDING, 6 * DAY, '159****0342', '付款成功但商品卡在货道没有掉下来。', 0],
  [2, 204, 'wechat', ORDER, 1, PENDING, 20 * HOUR, '186****7719', '同一笔订单被扣款两次。', 0],
  [2, 214, 'wechat', ORDER, 9, SERVICE_PENDING, 2 * DAY, '137****5520', '买的是无糖可乐，掉出来的是普通可乐。', 0],
  [2, 206, 'wechat', ORDER, 4, COMPLETED, 5 * DAY, '135****8834', '柜门关不上，担心被重复扣费。', 0],
  [2, 209, 'alipay', ORDER, 5, PENDING, 10 * DAY, '152****4108', '买到的三明治已过保质期。', 0],
  [2, 204, 'wechat', RISK, 3, PENDING, 3 * DAY, '139****6621', '用户向微信支付投诉：非本人操作的扣款。', 0],
  [2, 209, 'alipay', RISK, 3, COMPLETED, 12 * DAY, '131****9087', '用户向支付宝投诉：未授权的免密支付。', 0],
  [6, 603, 'wechat', ORDER, 1, PENDING, 1 * DAY, '132****4471', '余额被多扣了3元。', 0],
  [6, 603, 'alipay', ORDER, 8, PENDING, 3 * DAY, '189****2206', '商品没有出货，钱已经扣了。', 0],
  [6, 603, 'wechat', RISK, 3, PENDING, 2 * DAY, '176****3390', '用户向微信支付投诉：不认识的商户扣款。', 0],
  [7, 703, 'wechat', ORDER, 2, PENDING, 4 * HOUR, '158****6613', '北方智能冷柜把两瓶饮料识别成了三瓶。', 0],
  [7, 703, 'alipay', ORDER, 10, COMPLETED, 8 * DAY, '185****0025', '希望北方智能增加热饮品种。', 0],
  [1, 102, 'wechat', ORDER, 6, SERVICE_PENDING, 1 * DAY, '134****7750', '商户长时间未处理，用户申请平台介入。', 1_150],
  [1, 102, 'alipay', RISK, 3, PENDING, 2 * DAY, '150****3318', '支付宝风险投诉：疑似盗刷，需平台核实。', 2_600],
  [1, 102, 'wechat', RISK, 7, PENDING, 9 * DAY, '187****2284', '微信支付风险投诉：商户资质待复核。', 880],
];

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
