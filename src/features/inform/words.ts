// The message page's and message icon's words (i18n namespace `inform`).
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const informWords = defineWords('inform', {
  notificationFilter: { zh: '处理状态', en: 'Handling status' },
  notificationAll: { zh: '全部', en: 'All' },
  notificationUnhandled: { zh: '未处理', en: 'Not handled' },
  notificationHandled: { zh: '已处理', en: 'Handled' },
  notificationTime: { zh: '通知时间', en: 'Received' },
  markHandled: { zh: '标记已处理', en: 'Mark handled' },
  markHandledConfirm: { zh: '确认此通知的事项已处理完毕？', en: 'Has what this notice asks for been done?' },
  unhandledCount: { zh: '{{count}}条未处理', en: '{{count}} not handled' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    inform: WordsOf<typeof informWords>;
  }
}
