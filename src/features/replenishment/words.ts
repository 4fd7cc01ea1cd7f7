// The replenishment screens' words (i18n namespace `replenishment`); 设备, 状态, 申请时间 and 审核时间 are shared words.
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const replenishmentWords = defineWords('replenishment', {
  packageNo: { zh: '补货包编号', en: 'Package no.' },
  packageKeyword: { zh: '补货包编号、设备或申请人', en: 'Package no., device or applicant' },
  skuCount: { zh: 'SKU数', en: 'SKUs' },
  itemCount: { zh: '商品件数', en: 'Items' },
  goodsValueYuan: { zh: '货值（元）', en: 'Goods value (yuan)' },
  applicant: { zh: '申请人', en: 'Applicant' },
  remark: { zh: '备注', en: 'Remark' },
  auditor: { zh: '审核人', en: 'Auditor' },
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
  details: { zh: '详情', en: 'Details' },
  packageDetails: { zh: '补货包详情', en: 'Replenishment package' },
  tallyDetails: { zh: '理货详情', en: 'Tally record' },
  goods: { zh: '商品', en: 'Goods' },
  itemCode: { zh: '商品编码', en: 'Item code' },
  itemName: { zh: '商品名称', en: 'Item' },
  quantity: { zh: '数量', en: 'Quantity' },
  tallies: { zh: '理货记录', en: 'Tally records' },
  noTallies: { zh: '暂无理货记录', en: 'Not counted yet' },
  conflictTitle: { zh: '存在互斥商品', en: 'Mutually exclusive goods' },
  conflictLine: { zh: '{{rule}}：{{items}}', en: '{{rule}}: {{items}}' },
  noConflict: { zh: '无互斥商品', en: 'No mutually exclusive goods' },
  unfinished: { zh: '该设备有未完成的补货单，审核完成前不能更换商户', en: 'This device has an unfinished replenishment: its merchant cannot change until it is audited' },
  countedPackage: { zh: '对应补货包', en: 'Package counted' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    replenishment: WordsOf<typeof replenishmentWords>;
  }
}
