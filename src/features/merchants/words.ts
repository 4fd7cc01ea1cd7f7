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
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    merchants: WordsOf<typeof merchantWords>;
  }
}
