import type { CodeMessage } from '../contract/index.ts';

/**
 * Words of the business-area screens (issue 4) and their shared paged table, spread into SHELL_TEXTS, so their i18n
 * keys are `shell.<name>` too. Spread last there: a name that repeats a shell word fails to compile (TS2783), so a
 * text is never defined twice. Words the shell already has (状态, 操作, 搜索, 重置, 所属部门 ...) are reused, not repeated.
 */
export const AREA_TEXTS = {
  /** The paged table (spec §2 page-number pagination, §9 page sizes and pager width). */
  pager: { zh: '分页', en: 'Pagination' },
  pagerTotal: { zh: '共 {{total}} 条', en: '{{total}} in total' },
  pagerPrevious: { zh: '上一页', en: 'Previous page' },
  pagerNext: { zh: '下一页', en: 'Next page' },
  pagerPage: { zh: '第 {{page}} 页', en: 'Page {{page}}' },
  pagerPageSize: { zh: '每页条数', en: 'Rows per page' },
  pagerPageSizeOption: { zh: '{{size}} 条/页', en: '{{size}} / page' },
  filters: { zh: '筛选', en: 'Filters' },
  /** Devices. */
  device: { zh: '设备', en: 'Device' },
  /** Orders (also service-charge orders and fee bills), complaints. */
  orderNo: { zh: '订单号', en: 'Order no.' },
  amountYuan: { zh: '金额（元）', en: 'Amount (yuan)' },
  payChannel: { zh: '支付渠道', en: 'Payment channel' },
  /** Replenishment packages and merchant applications. */
  applyTime: { zh: '申请时间', en: 'Applied at' },
  auditTime: { zh: '审核时间', en: 'Audited at' },
  /** Accounts and fees. */
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
  enabled: { zh: '启用', en: 'Enabled' },
  disabled: { zh: '停用', en: 'Disabled' },
  updateTime: { zh: '更新时间', en: 'Updated at' },
  billNo: { zh: '账单编号', en: 'Bill no.' },
  billedOrganisation: { zh: '计费对象', en: 'Billed organisation' },
  billPeriod: { zh: '账期', en: 'Period' },
  billIssueTime: { zh: '出账时间', en: 'Issued at' },
  billDueTime: { zh: '到期时间', en: 'Due' },
  /** Announcements. */
  addAnnouncement: { zh: '新增公告', en: 'New announcement' },
  editAnnouncement: { zh: '编辑公告', en: 'Edit announcement' },
  edit: { zh: '编辑', en: 'Edit' },
  popUpOnHome: { zh: '首页弹出', en: 'Pop up on home' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  announcementScope: { zh: '发布范围', en: 'Audience' },
  allOrganisations: { zh: '全部组织', en: 'All organisations' },
  ownOrganisation: { zh: '本组织', en: 'This organisation' },
  titleRequired: { zh: '请输入标题', en: 'Please enter a title' },
  contentRequired: { zh: '请输入内容', en: 'Please enter the content' },
  announcementSaved: { zh: '保存成功', en: 'Saved' },
  announcementEnabled: { zh: '公告已启用', en: 'Announcement enabled' },
  announcementDisabled: { zh: '公告已停用', en: 'Announcement disabled' },
  deleteAnnouncementConfirm: { zh: '确定删除公告“{{title}}”吗？', en: 'Delete the announcement “{{title}}”?' },
  /** Export tasks. */
  deleteTaskConfirm: { zh: '确定删除任务“{{name}}”吗？', en: 'Delete the task “{{name}}”?' },
  /** Convenience stores. */
  shopId: { zh: '门店编号', en: 'Store no.' },
  shopName: { zh: '门店名称', en: 'Store' },
  shopCount: { zh: '门店数量：{{count}}', en: 'Stores: {{count}}' },
  updatedAt: { zh: '更新时间：{{time}}', en: 'Updated at {{time}}' },
  viewDetail: { zh: '查看详情', en: 'Details' },
  chooseShop: { zh: '请从门店列表选择一家门店', en: 'Please choose a store from the store list' },
  shopNotFound: { zh: '门店不存在或无权查看', en: 'The store does not exist or is not yours to see' },
} as const satisfies Record<string, CodeMessage>;
