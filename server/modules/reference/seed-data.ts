import { CONCEPT_TEXTS } from '../../../src/core/contract/index.ts';

/** Platform-wide dictionaries (spec §3 concepts: numeric codes become numbers on the wire), by their Chinese names. */
export const CONCEPTS: Record<string, Array<[string, string]>> = Object.fromEntries(
  Object.entries(CONCEPT_TEXTS).map(([key, codes]) => [key, Object.entries(codes).map(([code, text]) => [code, text.zh])]),
);

/** [id, parent (0: root), name] */
export const CHANNELS: Array<[number, number, string]> = [
  [1, 0, '线下渠道'], [11, 1, '自动售货机'], [12, 1, '无人货柜'], [13, 1, '智能冷柜'], [14, 1, '便利店'],
  [2, 0, '线上渠道'], [21, 2, '微信小程序'], [22, 2, '支付宝小程序'], [23, 2, '美团外卖'],
  [3, 0, '企业渠道'], [31, 3, '企业福利柜'],
];

/** Merchant form fields per department: [dept, field, isShow]; departments inherit from the nearest one above. */
export const MERCHANT_FIELD_CONFIGS: Array<[number, string, 0 | 1]> = [
  [200, 'legalPersonPhone', 1], [200, 'businessLicense', 1], [200, 'idCard', 1], [200, 'bankAccount', 1], [200, 'contractNo', 0],
  [210, 'businessLicense', 1], [210, 'foodLicense', 1], [210, 'contractNo', 1],
  [600, 'legalPersonPhone', 1], [600, 'businessLicense', 1],
  [700, 'legalPersonPhone', 1], [700, 'businessLicense', 1], [700, 'foodLicense', 0],
];

/** Brand owner → operators it works with (vmMerchantsRelation); organisation 7 only with its own brand 8. */
export const BRAND_OPERATORS: Array<[number, number]> = [[3, 2], [3, 6], [8, 7]];
