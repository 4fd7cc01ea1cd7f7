import { ORG_CATEGORY_TAGS } from '../../../src/core/contract/index.ts';

/** Platform-wide dictionaries (spec §3 concepts: numeric codes become numbers on the wire). */
export const CONCEPTS: Record<string, Array<[string, string]>> = {
  orderFeedbackReason: [
    ['1', '错误扣款'], ['2', '商品识别错误'], ['3', '非本人购买'], ['4', '柜门无法关闭'], ['5', '商品质量问题'],
    ['6', '系统审核'], ['7', '商户审核'], ['8', '商品未掉落'], ['9', '掉落商品不符'], ['10', '其他'],
  ],
  exportTaskStatus: [['0', '导出中'], ['1', '导出中'], ['2', '导出成功'], ['3', '导出失败']],
  orgCategory: Object.entries(ORG_CATEGORY_TAGS).map(([code, tag]) => [code, tag.zh]),
  vmLifecycleState: [['0', '待初始化'], ['1', '待投放'], ['2', '运营中'], ['3', '维修中'], ['4', '已撤机']],
  temperatureMode: [['0', '常温'], ['1', '冷藏'], ['2', '冷冻'], ['3', '加热']],
  complaintStatus: [['1', '待处理'], ['2', '商户待处理'], ['3', '客服待处理'], ['4', '已完成']],
  replenishmentStatus: [['1', '待审核'], ['2', '已通过'], ['3', '已驳回']],
  orderStatus: [['1', '待支付'], ['2', '已支付'], ['3', '已退款'], ['4', '部分退款'], ['5', '已关闭'], ['8', '异常订单']],
  payChannel: [['wechat', '微信支付'], ['alipay', '支付宝']],
  deviceType: [['1', '售货机'], ['2', '智能冷柜']],
  complaintKind: [['1', '订单客诉'], ['2', '风险投诉']],
  merchantAuditStatus: [['1', '待审核'], ['2', '已通过'], ['3', '已驳回']],
  merchantType: [['1', '个人'], ['2', '个体工商户'], ['3', '企业']],
  proclamationStatus: [['0', '停用'], ['1', '启用']],
  serviceChargeStatus: [['1', '待支付'], ['2', '已支付'], ['3', '已取消']],
  feeType: [['1', '按台按月'], ['2', '按交易额比例']],
  feeBillStatus: [['1', '待缴费'], ['2', '已缴费'], ['3', '已逾期']],
};

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
