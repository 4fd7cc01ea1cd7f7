// The order screens' words (i18n namespace `orders`); 订单号, 金额, 支付渠道 and 设备 are shared words.
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const orderWords = defineWords('orders', {
  keyword: { zh: '订单号、设备编号或名称', en: 'Order no., device code or name' },
  refundYuan: { zh: '退款（元）', en: 'Refunded (yuan)' },
  orderTime: { zh: '下单时间', en: 'Ordered at' },
  abnormalReason: { zh: '异常原因', en: 'Abnormal reason' },
  startTime: { zh: '开始时间', en: 'Start' },
  endTime: { zh: '结束时间', en: 'End' },
  detail: { zh: '详情', en: 'Details' },
  handle: { zh: '处理', en: 'Handle' },
  orderDetail: { zh: '订单详情 {{orderNo}}', en: 'Order {{orderNo}}' },
  handleOrder: { zh: '处理异常订单 {{orderNo}}', en: 'Handle abnormal order {{orderNo}}' },
  action: { zh: '处理方式', en: 'Action' },
  actionRefund: { zh: '退款', en: 'Refund' },
  actionCharge: { zh: '补扣', en: 'Charge' },
  actionClose: { zh: '关闭订单', en: 'Close' },
  amountYuanRefund: { zh: '退款金额（元）', en: 'Refund (yuan)' },
  amountYuanCharge: { zh: '补扣金额（元）', en: 'Charge (yuan)' },
  amountRequired: { zh: '请输入金额', en: 'Enter the amount' },
  refundTooMuch: { zh: '退款金额不能超过订单金额 {{max}} 元', en: 'At most the order amount, {{max}} yuan' },
  note: { zh: '处理说明', en: 'Note' },
  noteRequired: { zh: '请填写处理说明', en: 'Write a note' },
  tooLong: { zh: '最多 {{max}} 个字', en: 'At most {{max}} characters' },
  corrections: { zh: '已更正 {{count}}/{{max}} 次', en: '{{count}} of {{max}} corrections' },
  limitReached: { zh: '已达更正次数上限，只能关闭订单', en: 'Correction limit reached: the order can only be closed' },
  closeConfirm: { zh: '关闭后不再向用户扣款，确认关闭？', en: 'Closing charges nothing. Close the order?' },
  handled: { zh: '异常订单已处理', en: 'Abnormal order handled' },
  goods: { zh: '商品', en: 'Goods' },
  handlings: { zh: '处理记录', en: 'Handlings' },
  noHandlings: { zh: '暂无处理记录', en: 'Not handled yet' },
  handler: { zh: '处理人', en: 'Handled by' },
  loadFailed: { zh: '数据获取失败', en: 'Failed to load data' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    orders: WordsOf<typeof orderWords>;
  }
}
