// The business report's words (i18n namespace `reports`).
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const reportWords = defineWords('reports', {
  period: { zh: '统计周期', en: 'Period' },
  last7: { zh: '近 7 天', en: 'Last 7 days' },
  last30: { zh: '近 30 天', en: 'Last 30 days' },
  thisMonth: { zh: '本月', en: 'This month' },
  exportReport: { zh: '导出报表', en: 'Export' },
  fileName: { zh: '经营报表', en: 'Business report' },
  exported: { zh: '报表已导出', en: 'Report exported' },
  orders: { zh: '订单数', en: 'Orders' },
  sales: { zh: '销售额（元）', en: 'Sales (yuan)' },
  refunds: { zh: '退款（元）', en: 'Refunds (yuan)' },
  averageOrder: { zh: '客单价（元）', en: 'Average order (yuan)' },
  salesByDay: { zh: '每日销售', en: 'Sales by day' },
  salesByGoods: { zh: '商品销售排行', en: 'Top goods' },
  topDevices: { zh: '设备销售排行', en: 'Top devices' },
  topPlaces: { zh: '点位销售排行', en: 'Top places' },
  date: { zh: '日期', en: 'Date' },
  deviceCode: { zh: '设备编号', en: 'Device code' },
  deviceName: { zh: '设备名称', en: 'Device' },
  place: { zh: '点位', en: 'Place' },
  devices: { zh: '设备数', en: 'Devices' },
  goods: { zh: '商品', en: 'Goods' },
  rank: { zh: '排名', en: 'Rank' },
  noSales: { zh: '该周期内没有销售', en: 'No sales in this period' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    reports: WordsOf<typeof reportWords>;
  }
}
