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
  orderTime: { zh: '下单时间', en: 'Ordered at' },
  handledTime: { zh: '处理时间', en: 'Handled at' },
  detail: { zh: '详情', en: 'Details' },
  handle: { zh: '处理', en: 'Handle' },
  complete: { zh: '完成', en: 'Complete' },
  complaintDetail: { zh: '投诉详情 {{complaintNo}}', en: 'Complaint {{complaintNo}}' },
  handleComplaint: { zh: '处理投诉 {{complaintNo}}', en: 'Handle complaint {{complaintNo}}' },
  completeConfirm: { zh: '确认投诉单 {{complaintNo}} 已处理完成？', en: 'Mark complaint {{complaintNo}} as completed?' },
  completed: { zh: '投诉单已完成', en: 'Complaint completed' },
  handled: { zh: '投诉已处理', en: 'Complaint handled' },
  action: { zh: '处理方式', en: 'Action' },
  actionRefund: { zh: '退款', en: 'Refund' },
  actionReject: { zh: '驳回', en: 'Reject' },
  actionExplain: { zh: '解释说明', en: 'Explain' },
  refundYuan: { zh: '退款金额（元）', en: 'Refund (yuan)' },
  refundRequired: { zh: '请输入退款金额', en: 'Enter the refund amount' },
  refundTooMuch: { zh: '退款金额不能超过涉及金额 {{max}} 元', en: 'At most the disputed {{max}} yuan' },
  note: { zh: '处理说明', en: 'Note' },
  noteRequired: { zh: '请填写处理说明', en: 'Write a note' },
  tooLong: { zh: '最多 {{max}} 个字', en: 'At most {{max}} characters' },
  images: { zh: '图片凭证', en: 'Images' },
  files: { zh: '凭证文件', en: 'Evidence files' },
  uploadHint: { zh: '最多 {{max}} 个，图片或 PDF', en: 'Up to {{max}}, images or PDF' },
  imageHint: { zh: '最多 {{max}} 张图片', en: 'Up to {{max}} images' },
  order: { zh: '关联订单', en: 'Order' },
  noOrder: { zh: '无关联订单', en: 'No order' },
  goods: { zh: '商品', en: 'Goods' },
  orderStatus: { zh: '订单状态', en: 'Order status' },
  handlings: { zh: '处理记录', en: 'Handlings' },
  noHandlings: { zh: '暂无处理记录', en: 'Not handled yet' },
  noFiles: { zh: '暂无凭证', en: 'No evidence' },
  handler: { zh: '处理人', en: 'Handled by' },
  loadFailed: { zh: '数据获取失败', en: 'Failed to load data' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    complaints: WordsOf<typeof complaintWords>;
  }
}
