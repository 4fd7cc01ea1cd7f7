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
  storeHome: { zh: '门店首页', en: 'Store home' },
  storeList: { zh: '门店列表', en: 'Stores' },
  storeDetail: { zh: '单店详情', en: 'Store detail' },
  backToHome: { zh: '返回门店首页', en: 'Back to the store home' },
  // Today's figures and the sub-order counts.
  todayOrders: { zh: '今日订单', en: 'Orders today' },
  todaySales: { zh: '今日销售额（元）', en: 'Sales today (yuan)' },
  awaiting: { zh: '待履约', en: 'Awaiting' },
  exceptions: { zh: '待处理异常', en: 'Exceptions to handle' },
  subOrderCounts: { zh: '子订单统计', en: 'Sub-orders' },
  countTotal: { zh: '全部', en: 'All' },
  noExceptions: { zh: '暂无待处理的异常订单', en: 'No exceptions to handle' },
  // Shop information.
  shopInfo: { zh: '门店信息', en: 'Store information' },
  address: { zh: '门店地址', en: 'Address' },
  openHours: { zh: '营业时间', en: 'Opening hours' },
  contactPhone: { zh: '联系电话', en: 'Phone' },
  department: { zh: '所属部门', en: 'Department' },
  goodsCount: { zh: '在售商品数', en: 'Goods on sale' },
  // Sub-orders.
  subOrders: { zh: '子订单', en: 'Sub-orders' },
  subOrderNo: { zh: '子订单号', en: 'Sub-order no.' },
  orderNo: { zh: '订单号', en: 'Order no.' },
  goods: { zh: '商品', en: 'Goods' },
  itemCount: { zh: '件数', en: 'Items' },
  amountYuan: { zh: '金额（元）', en: 'Amount (yuan)' },
  subOrderKeyword: { zh: '子订单号、订单号或商品', en: 'Sub-order no., order no. or goods' },
  startDate: { zh: '开始日期', en: 'From' },
  endDate: { zh: '结束日期', en: 'To' },
  status1: { zh: '待履约', en: 'Awaiting' },
  status2: { zh: '已完成', en: 'Completed' },
  status3: { zh: '已取消', en: 'Cancelled' },
  status4: { zh: '异常待处理', en: 'Exception' },
  exceptionType: { zh: '异常类型', en: 'Exception' },
  exceptionDesc: { zh: '异常说明', en: 'Description' },
  exception1: { zh: '缺货', en: 'Out of stock' },
  exception2: { zh: '超时未取货', en: 'Not picked up' },
  exception3: { zh: '支付异常', en: 'Payment anomaly' },
  exception4: { zh: '商品破损', en: 'Goods damaged' },
  // Handling an exception.
  handle: { zh: '处理', en: 'Handle' },
  handleTitle: { zh: '处理异常订单 {{subOrderNo}}', en: 'Handle exception {{subOrderNo}}' },
  handleConfirm: { zh: '确认处理', en: 'Confirm' },
  handleHint: {
    zh: '确认后记录处理结果，该订单不再计入待处理异常，且不能再次处理。',
    en: 'The result is recorded; the sub-order leaves the exceptions to handle and cannot be handled again.',
  },
  handleResult: { zh: '处理结果', en: 'Result' },
  handleRemark: { zh: '处理备注', en: 'Remark' },
  handler: { zh: '处理人', en: 'Handled by' },
  handleTime: { zh: '处理时间', en: 'Handled at' },
  result1: { zh: '退款并取消', en: 'Refunded, cancelled' },
  result2: { zh: '已补货履约', en: 'Fulfilled after all' },
  result3: { zh: '核实无误', en: 'Checked, nothing wrong' },
  handled: { zh: '异常订单 {{subOrderNo}} 已处理：{{result}}', en: 'Exception {{subOrderNo}} handled: {{result}}' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    convenience: WordsOf<typeof convenienceWords>;
  }
}
