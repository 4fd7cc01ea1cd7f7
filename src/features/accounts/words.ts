// The account and fee screens' words (i18n namespace `accounts`).
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const accountWords = defineWords('accounts', {
  accountBalance: { zh: '账户余额（元）', en: 'Balance (yuan)' },
  accountStatus: { zh: '账户状态', en: 'Account status' },
  accountNormal: { zh: '正常', en: 'Normal' },
  accountFrozen: { zh: '已冻结', en: 'Frozen' },
  chargeItem: { zh: '收费项目', en: 'Charged for' },
  chargeKeyword: { zh: '订单号或收费项目', en: 'Order no. or item' },
  deviceCount: { zh: '设备数', en: 'Devices' },
  payTime: { zh: '支付时间', en: 'Paid at' },
  strategyName: { zh: '策略名称', en: 'Strategy' },
  feeType: { zh: '计费方式', en: 'Charged by' },
  unitPriceYuan: { zh: '单价（元/台/月）', en: 'Price (yuan per device and month)' },
  salesShare: { zh: '交易额分成', en: 'Share of sales' },
  billNo: { zh: '账单编号', en: 'Bill no.' },
  billedOrganisation: { zh: '计费对象', en: 'Billed organisation' },
  billPeriod: { zh: '账期', en: 'Period' },
  billIssueTime: { zh: '出账时间', en: 'Issued at' },
  billDueTime: { zh: '到期时间', en: 'Due' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    accounts: WordsOf<typeof accountWords>;
  }
}
