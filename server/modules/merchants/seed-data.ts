import { MerchantAuditStatus, MerchantType } from '../../../src/core/contract/index.ts';
import type { MerchantAuditStatus as AuditStatus, MerchantType as TypeCode } from '../../../src/core/contract/index.ts';

/**
 * Merchant applications of the demo, ages relative to the first start. The seeded notifications quote one
 * application awaiting audit in 鲜食优选.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const { INDIVIDUAL, SOLE_TRADER, COMPANY } = MerchantType;
const AUDIT = MerchantAuditStatus;

/** [auditing organisation, department, merchant, type, contact, phone (masked), audit status, age, age of the audit] */
export const MERCHANT_APPLICATIONS: Array<[number, number, string, TypeCode, string, string, AuditStatus, number, number | null]> = [
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
