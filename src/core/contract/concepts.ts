// The platform's dictionaries (spec §3 concepts) in both languages: the server seeds their Chinese names, the client
// shows a code in the reader's language. One table, so a value never reads Chinese in an English session.
import type { CodeMessage } from './codes.ts';
import { displayOptionLabel } from './messages.ts';
import { ORG_CATEGORY_TAGS } from './roles.ts';

type Entries = Readonly<Record<string, CodeMessage>>;

const entries = (list: ReadonlyArray<readonly [string, string, string]>): Entries =>
  Object.fromEntries(list.map(([code, zh, en]) => [code, { zh, en }]));

/** concept key → code → { zh, en }, codes in display order. */
export const CONCEPT_TEXTS: Readonly<Record<string, Entries>> = {
  orderFeedbackReason: entries([
    ['1', '错误扣款', 'Wrong charge'], ['2', '商品识别错误', 'Goods misrecognised'], ['3', '非本人购买', 'Not bought by me'],
    ['4', '柜门无法关闭', 'Door will not close'], ['5', '商品质量问题', 'Goods quality problem'], ['6', '系统审核', 'System review'],
    ['7', '商户审核', 'Merchant review'], ['8', '商品未掉落', 'Goods did not drop'], ['9', '掉落商品不符', 'Wrong goods dropped'],
    ['10', '其他', 'Other'],
  ]),
  exportTaskStatus: entries([['0', '导出中', 'Exporting'], ['1', '导出中', 'Exporting'], ['2', '导出成功', 'Exported'], ['3', '导出失败', 'Export failed']]),
  orgCategory: Object.fromEntries(Object.entries(ORG_CATEGORY_TAGS).map(([code, tag]) => [code, { zh: tag.zh, en: tag.en }])),
  vmLifecycleState: entries([
    ['0', '待初始化', 'To initialise'], ['1', '待投放', 'To deploy'], ['2', '运营中', 'In operation'], ['3', '维修中', 'In repair'],
    ['4', '已撤机', 'Withdrawn'],
  ]),
  temperatureMode: entries([['0', '常温', 'Ambient'], ['1', '冷藏', 'Chilled'], ['2', '冷冻', 'Frozen'], ['3', '加热', 'Heated']]),
  // Codes 2 and 3 are shown as 挂起中 and 系统处理中 (spec §4 Other); their English says what is shown.
  complaintStatus: entries([['1', '待处理', 'Pending'], ['2', '商户待处理', 'On hold'], ['3', '客服待处理', 'System processing'], ['4', '已完成', 'Completed']]),
  replenishmentStatus: entries([['1', '待审核', 'Pending review'], ['2', '已通过', 'Approved'], ['3', '已驳回', 'Rejected']]),
  orderStatus: entries([
    ['1', '待支付', 'Awaiting payment'], ['2', '已支付', 'Paid'], ['3', '已退款', 'Refunded'], ['4', '部分退款', 'Partly refunded'],
    ['5', '已关闭', 'Closed'], ['8', '异常订单', 'Abnormal order'],
  ]),
  payChannel: entries([['wechat', '微信支付', 'WeChat Pay'], ['alipay', '支付宝', 'Alipay']]),
  deviceType: entries([['1', '售货机', 'Vending machine'], ['2', '智能冷柜', 'Smart cooler']]),
  complaintKind: entries([['1', '订单客诉', 'Order complaint'], ['2', '风险投诉', 'Risk complaint']]),
  merchantAuditStatus: entries([['1', '待审核', 'Pending review'], ['2', '已通过', 'Approved'], ['3', '已驳回', 'Rejected']]),
  merchantType: entries([['1', '个人', 'Individual'], ['2', '个体工商户', 'Sole proprietor'], ['3', '企业', 'Company']]),
  proclamationStatus: entries([['0', '停用', 'Disabled'], ['1', '启用', 'Enabled']]),
  serviceChargeStatus: entries([['1', '待支付', 'Awaiting payment'], ['2', '已支付', 'Paid'], ['3', '已取消', 'Cancelled']]),
  feeType: entries([['1', '按台按月', 'Per device per month'], ['2', '按交易额比例', 'Share of turnover']]),
  feeBillStatus: entries([['1', '待缴费', 'Unpaid'], ['2', '已缴费', 'Paid'], ['3', '已逾期', 'Overdue']]),
};

/** The text of a code in one language; undefined when the dictionary has no such code. */
export function conceptText(conceptKey: string, code: unknown, lang: keyof CodeMessage): string | undefined {
  if (code === null || code === undefined) return undefined;
  return CONCEPT_TEXTS[conceptKey]?.[String(code)]?.[lang];
}

/**
 * What a reader sees for a dictionary entry: its `lable` (or `name`) through the spec §4 overrides; in English the
 * English of its code (a code the built-in dictionaries do not know keeps the server's label).
 */
export function conceptDisplay(
  entry: { code: unknown; name: string; lable?: string | null },
  conceptKey: string | undefined,
  english: boolean,
): string {
  const translated = english && conceptKey ? conceptText(conceptKey, entry.code, 'en') : undefined;
  return translated ?? displayOptionLabel(entry.lable || entry.name);
}
