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
  /** Orders. */
  orderNo: { zh: '订单号', en: 'Order no.' },
  orderKeyword: { zh: '订单号、设备编号或名称', en: 'Order no., device code or name' },
  amountYuan: { zh: '金额（元）', en: 'Amount (yuan)' },
  refundYuan: { zh: '退款（元）', en: 'Refunded (yuan)' },
  payChannel: { zh: '支付渠道', en: 'Payment channel' },
  orderTime: { zh: '下单时间', en: 'Ordered at' },
  abnormalReason: { zh: '异常原因', en: 'Abnormal reason' },
  startTime: { zh: '开始时间', en: 'Start' },
  endTime: { zh: '结束时间', en: 'End' },
  /** Complaints. */
  complaintChannels: { zh: '支付渠道客诉', en: 'Complaints by payment channel' },
  complaintNo: { zh: '投诉单号', en: 'Complaint no.' },
  complaintReason: { zh: '投诉原因', en: 'Reason' },
  relatedOrder: { zh: '关联订单', en: 'Order' },
  disputedYuan: { zh: '涉及金额（元）', en: 'Disputed (yuan)' },
  customerPhone: { zh: '用户手机号', en: 'Customer phone' },
  complaintContent: { zh: '投诉内容', en: 'Complaint' },
  complaintTime: { zh: '投诉时间', en: 'Complained at' },
  handledTime: { zh: '处理时间', en: 'Handled at' },
  /** Replenishment. */
  packageNo: { zh: '补货包编号', en: 'Package no.' },
  packageKeyword: { zh: '补货包编号、设备或申请人', en: 'Package no., device or applicant' },
  skuCount: { zh: 'SKU数', en: 'SKUs' },
  itemCount: { zh: '商品件数', en: 'Items' },
  goodsValueYuan: { zh: '货值（元）', en: 'Goods value (yuan)' },
  applicant: { zh: '申请人', en: 'Applicant' },
  remark: { zh: '备注', en: 'Remark' },
  applyTime: { zh: '申请时间', en: 'Applied at' },
  auditor: { zh: '审核人', en: 'Auditor' },
  auditTime: { zh: '审核时间', en: 'Audited at' },
  auditRemark: { zh: '审核意见', en: 'Audit remark' },
  approve: { zh: '通过', en: 'Approve' },
  reject: { zh: '驳回', en: 'Reject' },
  approvePackage: { zh: '通过补货包 {{packageNo}}', en: 'Approve package {{packageNo}}' },
  rejectPackage: { zh: '驳回补货包 {{packageNo}}', en: 'Reject package {{packageNo}}' },
  packageApproved: { zh: '补货包已通过', en: 'Package approved' },
  packageRejected: { zh: '补货包已驳回', en: 'Package rejected' },
  tallyNo: { zh: '理货单号', en: 'Tally no.' },
  tallyKeyword: { zh: '理货单号、设备或理货员', en: 'Tally no., device or operator' },
  routineCount: { zh: '例行盘点', en: 'Routine count' },
  tallyOperator: { zh: '理货员', en: 'Counted by' },
  expectedCount: { zh: '应有数量', en: 'Expected' },
  actualCount: { zh: '实点数量', en: 'Counted' },
  countDifference: { zh: '差异', en: 'Difference' },
  tallyTime: { zh: '理货时间', en: 'Counted at' },
  /** Merchant applications. */
  merchantName: { zh: '商户名称', en: 'Merchant' },
  merchantKeyword: { zh: '商户名称或联系人', en: 'Merchant or contact' },
  contactName: { zh: '联系人', en: 'Contact' },
  contactPhone: { zh: '联系电话', en: 'Contact phone' },
  auditStatus: { zh: '审核状态', en: 'Audit status' },
  awaitingAuditCount: { zh: '待审核 {{count}} 条', en: '{{count}} awaiting audit' },
  /** Shared by the fee, announcement and store screens. */
  enabled: { zh: '启用', en: 'Enabled' },
  disabled: { zh: '停用', en: 'Disabled' },
  updateTime: { zh: '更新时间', en: 'Updated at' },
} as const satisfies Record<string, CodeMessage>;
