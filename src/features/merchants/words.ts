// The merchant screens' words (i18n namespace `merchants`); 申请时间 and 审核时间 are shared words.
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const merchantWords = defineWords('merchants', {
  merchantName: { zh: '商户名称', en: 'Merchant' },
  keyword: { zh: '商户名称或联系人', en: 'Merchant or contact' },
  contactName: { zh: '联系人', en: 'Contact' },
  contactPhone: { zh: '联系电话', en: 'Contact phone' },
  auditStatus: { zh: '审核状态', en: 'Audit status' },
  awaitingAuditCount: { zh: '待审核 {{count}} 条', en: '{{count}} awaiting audit' },
  detail: { zh: '详情', en: 'Details' },
  audit: { zh: '审核', en: 'Audit' },
  applicationDetail: { zh: '进件详情 {{name}}', en: 'Application {{name}}' },
  auditApplication: { zh: '审核进件 {{name}}', en: 'Audit application {{name}}' },
  decision: { zh: '审核结果', en: 'Decision' },
  approve: { zh: '通过', en: 'Approve' },
  reject: { zh: '驳回', en: 'Reject' },
  reason: { zh: '驳回原因', en: 'Reason for rejection' },
  reasonRequired: { zh: '请填写驳回原因', en: 'Give a reason for the rejection' },
  tooLong: { zh: '最多 {{max}} 个字', en: 'At most {{max}} characters' },
  approveConfirm: { zh: '通过后商户将完成进件，确认通过？', en: 'Approving onboards the merchant. Approve?' },
  approved: { zh: '进件已通过', en: 'Application approved' },
  rejected: { zh: '进件已驳回', en: 'Application rejected' },
  certificateNo: { zh: '证件号码', en: 'Certificate no.' },
  legalPerson: { zh: '法人', en: 'Legal person' },
  legalPersonPhone: { zh: '法人手机号', en: 'Legal person phone' },
  address: { zh: '经营地址', en: 'Address' },
  businessScope: { zh: '经营范围', en: 'Business scope' },
  auditor: { zh: '审核人', en: 'Audited by' },
  auditReason: { zh: '审核意见', en: 'Audit remark' },
  auditLog: { zh: '审核记录', en: 'Audit log' },
  logSubmitted: { zh: '提交申请', en: 'Submitted' },
  logApproved: { zh: '审核通过', en: 'Approved' },
  logRejected: { zh: '审核驳回', en: 'Rejected' },
  loadFailed: { zh: '数据获取失败', en: 'Failed to load data' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    merchants: WordsOf<typeof merchantWords>;
  }
}
