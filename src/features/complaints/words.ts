// The complaint screens' words (i18n namespace `complaints`); 支付渠道 and 状态 are shared words.
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const complaintWords = defineWords('complaints', {
  channels: { zh: '支付渠道客诉', en: 'Complaints by payment channel' },
  complaintNo: { zh: '投诉单号', en: 'Complaint no.' },
  reason: { zh: '投诉原因', en: 'Reason' },
  relatedOrder: { zh: '关联订单', en: 'Order' },
  disputedYuan: { zh: '涉及金额（元）', en: 'Disputed (yuan)' },
  customerPhone: { zh: '用户手机号', en: 'Customer phone' },
  content: { zh: '投诉内容', en: 'Complaint' },
  complaintTime: { zh: '投诉时间', en: 'Complained at' },
  handledTime: { zh: '处理时间', en: 'Handled at' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    complaints: WordsOf<typeof complaintWords>;
  }
}
