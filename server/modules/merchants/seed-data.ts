import { MerchantAuditStatus, MerchantType } from '../../../src/core/contract/index.ts';
import type { MerchantAuditStatus as AuditStatus, MerchantType as TypeCode } from '../../../src/core/contract/index.ts';

/**
 * Merchant applications of the demo, ages relative to the first start. The seeded notifications quote one
 * application awaiting audit in 鲜食优选. 速达便利 (organisation 6) holds one application awaiting audit per refusal of
 * the finance audit (issue 13): a duplicate phone (9402), a certificate number already onboarded (9703), no legal person
 * phone and a risk-rule hit (9704). Phones come from the application channel masked, so they are stored that way.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const { INDIVIDUAL, SOLE_TRADER, COMPANY } = MerchantType;
const AUDIT = MerchantAuditStatus;

export interface ApplicationSeed {
  /** The auditing organisation and department. */
  orgId: number;
  deptId: number;
  merchantName: string;
  merchantType: TypeCode;
  contactName: string;
  contactPhone: string;
  auditStatus: AuditStatus;
  age: number;
  /** Age of the audit, null while awaiting it. */
  auditAge: number | null;
  certificateNo: string;
  legalPerson: string;
  /** null: left out by the applicant (approving answers 9704). */
  legalPersonPhone: string | null;
  address: string;
  businessScope: string;
  riskHit?: boolean;
  /** Who audited it and, for a rejection, why. */
  auditor?: string;
  auditReason?: string;
}

const app = (
  orgId: number, deptId: number, merchantName: string, merchantType: TypeCode, contactName: string, contactPhone: string,
  auditStatus: AuditStatus, age: number, auditAge: number | null, certificateNo: string, address: string, more: Partial<ApplicationSeed> = {},
): ApplicationSeed => ({
  orgId, deptId, merchantName, merchantType, contactName, contactPhone, auditStatus, age, auditAge, certificateNo, address,
  legalPerson: contactName, legalPersonPhone: contactPhone, businessScope: '预包装食品、饮料零售', ...more,
});

export const MERCHANT_APPLICATIONS: ApplicationSeed[] = [
  app(2, 213, '张江小林便利店', SOLE_TRADER, '林小军', '139****2217', AUDIT.AWAITING_AUDIT, 3 * HOUR + 10 * MINUTE, null, '92310115MA1K4XL21Q', '上海市浦东新区张江路 188 号'),
  app(2, 213, '上海味美食品有限公司', COMPANY, '王海燕', '136****9051', AUDIT.APPROVED, 6 * DAY, 5 * DAY, '91310115MA1H8WM52C', '上海市浦东新区金科路 2966 号', { legalPerson: '王建华', auditor: '赵敏' }),
  app(2, 213, '陆家嘴快客餐饮店', SOLE_TRADER, '张强', '133****6620', AUDIT.REJECTED, 9 * DAY, 8 * DAY, '92310115MA1K2QK08T', '上海市浦东新区陆家嘴环路 1000 号', {
    auditor: '赵敏', auditReason: '营业执照经营范围不含食品销售',
  }),
  app(6, 602, '望京鲜果坊', SOLE_TRADER, '马丽', '135****1182', AUDIT.AWAITING_AUDIT, 1 * DAY, null, '92110105MA01R7KX3E', '北京市朝阳区望京街 9 号'),
  app(6, 602, '北京顺意商贸有限公司', COMPANY, '何建', '138****0416', AUDIT.AWAITING_AUDIT, 2 * DAY, null, '91110105MA01P2LW6N', '北京市朝阳区东三环北路 38 号'),
  app(6, 602, '北京华联便民超市有限公司', COMPANY, '周强', '135****2222', AUDIT.APPROVED, 20 * DAY, 19 * DAY, '91110105MA01HL8800', '北京市朝阳区朝阳北路 101 号', { auditor: '李秀英' }),
  app(6, 602, '朝阳门便民小卖部', SOLE_TRADER, '周强', '135****2222', AUDIT.AWAITING_AUDIT, 7 * HOUR, null, '92110105MA01ZY7713', '北京市朝阳区朝阳门外大街 6 号'),
  app(6, 602, '华联便民超市（三里屯店）', COMPANY, '吴刚', '136****7766', AUDIT.AWAITING_AUDIT, 9 * HOUR, null, '91110105MA01HL8800', '北京市朝阳区三里屯路 19 号'),
  app(6, 602, '个人商户·陈小明', INDIVIDUAL, '陈小明', '150****3344', AUDIT.AWAITING_AUDIT, 11 * HOUR, null, '110105199003071234', '北京市朝阳区团结湖路 5 号', { legalPersonPhone: null }),
  app(6, 602, '朝阳快购自助零售店', SOLE_TRADER, '郑磊', '186****5577', AUDIT.AWAITING_AUDIT, 13 * HOUR, null, '92110105MA01QQ5566', '北京市朝阳区酒仙桥路 12 号', { riskHit: true }),
  app(7, 701, '北方智能·沈河便民店', SOLE_TRADER, '孙晓东', '158****3307', AUDIT.AWAITING_AUDIT, 5 * HOUR, null, '92210103MA0Y3SD41K', '沈阳市沈河区青年大街 55 号'),
  app(7, 702, '沈阳鑫源超市有限公司', COMPANY, '刘芳', '139****7746', AUDIT.APPROVED, 7 * DAY, 6 * DAY, '91210102MA0XY88T2D', '沈阳市和平区中华路 18 号', { auditor: '孙丽' }),
  app(1, 102, '杭州乐购无人零售有限公司', COMPANY, '钱伟', '137****2290', AUDIT.AWAITING_AUDIT, 6 * HOUR, null, '91330106MA2B1LG07X', '杭州市西湖区文三路 90 号'),
  app(1, 102, '成都蓉城智能售货有限公司', COMPANY, '罗静', '182****5531', AUDIT.AWAITING_AUDIT, 1 * DAY + 3 * HOUR, null, '91510107MA6C2RC19P', '成都市武侯区天府大道 1700 号'),
  app(1, 102, '个人商户·李国庆', INDIVIDUAL, '李国庆', '151****8873', AUDIT.AWAITING_AUDIT, 2 * DAY, null, '320102198507152219', '南京市玄武区中山路 18 号'),
  app(1, 102, '南京金陵自助设备有限公司', COMPANY, '徐斌', '139****0098', AUDIT.APPROVED, 10 * DAY, 9 * DAY, '91320102MA1N7JL30B', '南京市鼓楼区汉中路 89 号', { auditor: '张伟' }),
];
