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
  /** On a phone the filters fold behind one button that counts the ones in use. */
  filtersInUse: { zh: '筛选（{{n}}）', en: 'Filters ({{n}})' },
  /** Devices. */
  device: { zh: '设备', en: 'Device' },
  /** Orders (also service-charge orders and fee bills), complaints. */
  orderNo: { zh: '订单号', en: 'Order no.' },
  amountYuan: { zh: '金额（元）', en: 'Amount (yuan)' },
  payChannel: { zh: '支付渠道', en: 'Payment channel' },
  /** Replenishment packages and merchant applications. */
  applyTime: { zh: '申请时间', en: 'Applied at' },
  auditTime: { zh: '审核时间', en: 'Audited at' },
  enabled: { zh: '启用', en: 'Enabled' },
  disabled: { zh: '停用', en: 'Disabled' },
  updateTime: { zh: '更新时间', en: 'Updated at' },
} as const satisfies Record<string, CodeMessage>;
