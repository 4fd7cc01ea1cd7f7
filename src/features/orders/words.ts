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
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    orders: WordsOf<typeof orderWords>;
  }
}
