// The low-balance notice's words (i18n namespace `balance`); its title and buttons are contract messages.
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const balanceWords = defineWords('balance', {
  /** 账户余额通知 dialog (spec §4): the balance, from cents. */
  lowBalanceContent: {
    zh: '您的账户当前余额为 {{amount}} 元，已低于预警值，请及时充值，以免影响设备运营。',
    en: 'Your account balance is {{amount}} yuan, below the warning level. Please top up to keep your devices running.',
  },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    balance: WordsOf<typeof balanceWords>;
  }
}
