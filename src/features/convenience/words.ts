// The convenience-store screens' words (i18n namespace `convenience`).
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const convenienceWords = defineWords('convenience', {
  shopId: { zh: '门店编号', en: 'Store no.' },
  shopName: { zh: '门店名称', en: 'Store' },
  shopCount: { zh: '门店数量：{{count}}', en: 'Stores: {{count}}' },
  updatedAt: { zh: '更新时间：{{time}}', en: 'Updated at {{time}}' },
  viewDetail: { zh: '查看详情', en: 'Details' },
  chooseShop: { zh: '请从门店列表选择一家门店', en: 'Please choose a store from the store list' },
  shopNotFound: { zh: '门店不存在或无权查看', en: 'The store does not exist or is not yours to see' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    convenience: WordsOf<typeof convenienceWords>;
  }
}
