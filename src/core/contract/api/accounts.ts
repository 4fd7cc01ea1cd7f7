// Accounts and fees (spec §4 low-balance notice, §7 Accounts and fees): the operator account's balance check and
// merchant info, and the service-charge orders, prepaid fee strategies and platform fee bills of the caller's scope.
import { FeeBillStatus, FeeType, ServiceChargeStatus } from '../business.ts';
import type { FeeBillStatus as BillCode, FeeType as FeeTypeCode, ServiceChargeStatus as ChargeCode } from '../business.ts';
import { Code } from '../codes.ts';
import { CHECK_WINDOW_DAYS } from '../constants.ts';
import { defineCall } from './define.ts';
import { IMPORT_DESCRIPTION, ImportReport } from './imports.ts';
import { Body, Cents, DeptFields, EpochMs, Id, IntEnum, Keyword, Nullable, Paged, PagedQuery, T, TextEnum, Time, TimeRange } from './schema.ts';
import type { Static } from './schema.ts';

const CHARGE_STATUSES = Object.values(ServiceChargeStatus) as ChargeCode[];
const BILL_STATUSES = Object.values(FeeBillStatus) as BillCode[];
const Enabled = (description: string) => IntEnum<0 | 1>([0, 1], `${description}: 1 enabled, 0 disabled`);

export const amountOwingNotify = defineCall({
  method: 'GET',
  path: '/api/system/operatorAccount/amountOwingNotify',
  tag: 'account',
  view: ['finance:btn', 'account:view'],
  summary: "Low-balance check of the caller's organisation",
  description:
    `The client asks for the last ${CHECK_WINDOW_DAYS} days (start of today minus ${CHECK_WINDOW_DAYS} days to now, ms). ` +
    'data true: no notice needed. data false: the organisation is an operator on the balance watch list and its ' +
    'balance at endTime is below its warning threshold (spec §4 low-balance notice); a balance that ran low inside the ' +
    'window and was lifted to the threshold or above by a recharge since needs no notice.',
  query: T.Object({
    startTime: EpochMs('window start, epoch ms'),
    endTime: EpochMs('window end, epoch ms; not before startTime'),
  }),
  response: T.Boolean(),
});

export const MerchantInfoData = T.Object({ status: T.Integer(), balance: T.Integer({ description: 'cents' }) });
/** The operator's account: status 1 normal, 0 frozen; the balance in cents. */
export type MerchantInfo = Static<typeof MerchantInfoData>;

export const merchantInfo = defineCall({
  method: 'GET',
  path: '/api/system/operatorAccount/merchantInfo',
  tag: 'account',
  view: ['finance:btn', 'account:view'],
  summary: 'Operator merchant info: account status and balance',
  description: 'status: 1 normal, 0 frozen; balance in cents (shown as amount/100 with 2 decimals).',
  response: MerchantInfoData,
});

export const ServiceChargeRow = T.Object({
  id: T.Integer(),
  orderNo: T.String(),
  item: T.String({ description: 'what is charged' }),
  deviceCount: T.Integer({ minimum: 0 }),
  amount: Cents('amount'),
  status: IntEnum<ChargeCode>(CHARGE_STATUSES, 'concept serviceChargeStatus: 1 unpaid, 2 paid, 3 cancelled'),
  ...DeptFields,
  createTime: Time('created'),
  payTime: Nullable(Time('paid')),
});
/** A service-charge order of an operator. */
export type ServiceChargeOrder = Static<typeof ServiceChargeRow>;

export const FeeStrategyRow = T.Object({
  id: T.Integer(),
  name: T.String(),
  feeType: IntEnum<FeeTypeCode>(Object.values(FeeType), 'concept feeType: 1 per device and month, 2 share of sales'),
  unitPrice: Cents('per device and month (feeType 1)'),
  rateBasisPoints: T.Integer({ minimum: 0, maximum: 10_000, description: 'share of sales in basis points (feeType 2)' }),
  status: Enabled('status'),
  ...DeptFields,
  createTime: Time('created'),
  updateTime: Time('last changed'),
});
/** A prepaid fee strategy: a price per device and month, or a share of sales (basis points, 50 = 0.5 %). */
export type PrepaidFeeStrategy = Static<typeof FeeStrategyRow>;

export const FeeBillRow = T.Object({
  id: T.Integer(),
  billNo: T.String(),
  billedOrgId: T.Integer(),
  billedOrgName: T.String(),
  period: T.String({ description: 'YYYY-MM' }),
  deviceCount: T.Integer({ minimum: 0 }),
  amount: Cents('amount'),
  status: IntEnum<BillCode>(BILL_STATUSES, 'concept feeBillStatus: 1 unpaid, 2 paid, 3 overdue'),
  createTime: Time('issued'),
  dueTime: Time('due'),
  payTime: Nullable(Time('paid')),
});
/** A monthly fee bill the platform issued to an operator. */
export type PlatformFeeBill = Static<typeof FeeBillRow>;

const SCOPE = "Rows of the caller's organisation and department subtree.";

export const serviceChargeOrderPage = defineCall({
  method: 'GET',
  path: '/api/system/serviceChargeOrder/page',
  tag: 'account',
  view: ['fee:view', 'finance:btn', 'account:view'],
  summary: 'Service-charge orders, paged, newest first',
  description: `${SCOPE} Filters: keyword (order number or item), status.`,
  query: PagedQuery({
    keyword: T.Optional(Keyword('order number or item')),
    status: T.Optional(IntEnum<ChargeCode>(CHARGE_STATUSES, 'status filter')),
  }),
  response: Paged(ServiceChargeRow),
});

export const prePaidFeeStrategyPage = defineCall({
  method: 'GET',
  path: '/api/system/prePaidFeeStrategy/page',
  tag: 'account',
  view: ['fee:view', 'finance:btn', 'account:view'],
  summary: 'Prepaid fee strategies, paged, most recently changed first',
  description: `${SCOPE} A strategy set on a department above the caller's is not listed. Filters: keyword (name), status.`,
  query: PagedQuery({ keyword: T.Optional(Keyword('name')), status: T.Optional(Enabled('status filter')) }),
  response: Paged(FeeStrategyRow),
});

export const platformFeeBillPage = defineCall({
  method: 'GET',
  path: '/api/system/platformFeeBill/page',
  tag: 'account',
  view: ['fee:view', 'finance:btn', 'account:view'],
  summary: 'Platform fee bills, paged, newest period first',
  description:
    "Monthly bills the caller's organisation issued to the operators it serves: only the platform (category 1) issues any, " +
    `so other callers get none. ${SCOPE} Filters: period (YYYY-MM), status.`,
  query: PagedQuery({
    period: T.Optional(T.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' })),
    status: T.Optional(IntEnum<BillCode>(BILL_STATUSES, 'status filter')),
  }),
  response: Paged(FeeBillRow),
});

// ---- Changes (issue 13 §3): recharge and deduct with a ledger, service-charge orders, fee strategies, bill detail.

/** Recharging and deducting the operator account needs this view code (the finance staff's role holds it). */
export const ACCOUNT_RECHARGE = 'account:recharge';
/** Creating and changing fee strategies and service charges needs finance:btn (the finance staff's button code). */
const FEE_EDIT = 'finance:btn';
/** Largest single recharge or deduction: 1,000,000.00 yuan. */
export const MOVEMENT_MAX_CENTS = 100_000_000;
/** The balance a deduction may not go below (ours: the account never owes). */
export const BALANCE_FLOOR_CENTS = 0;
const REMARK_MAX = 200;
const NAME_MAX = 50;
export const MOVEMENT_KINDS = ['recharge', 'deduct'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const AccountMovementRow = T.Object({
  id: T.Integer(),
  requestId: Nullable(T.String({ description: 'the caller\'s request id; null for movements made by the system' })),
  kind: TextEnum<MovementKind>(MOVEMENT_KINDS, 'recharge adds, deduct takes away'),
  amount: Cents('amount moved'),
  balanceAfter: T.Integer({ description: 'balance after this movement, integer cents' }),
  remark: T.String(),
  operatorName: Nullable(T.String({ description: 'who made it; null: the system' })),
  createTime: Time('made'),
});
/** One movement of the operator account's ledger. */
export type AccountMovement = Static<typeof AccountMovementRow>;

export const MovementBody = Body(
  {
    requestId: T.String({
      pattern: '^[A-Za-z0-9_-]{8,64}$',
      description: 'a fresh id per intended movement (8-64 of A-Z a-z 0-9 _ -): sending it again returns the first answer and moves nothing',
    }),
    amount: T.Integer({ minimum: 1, maximum: MOVEMENT_MAX_CENTS, description: 'integer cents, 1 to 100000000' }),
    remark: T.Optional(T.String({ maxLength: REMARK_MAX, description: 'why' })),
  },
  'A recharge or a deduction of the caller\'s operator account',
);
export type MovementInput = Static<typeof MovementBody>;

export const MovementResult = T.Object({
  movement: AccountMovementRow,
  balance: T.Integer({ description: 'the balance now, integer cents' }),
  replayed: T.Boolean({ description: 'true: this requestId was already done; nothing moved again' }),
});
export type MovementResult = Static<typeof MovementResult>;

const MOVEMENT_RULES =
  'The organisation row is locked for the transaction, so concurrent recharges and deductions each see the balance the ' +
  'one before left and the ledger stays exact. Idempotent by requestId within the organisation: the same requestId with ' +
  `the same kind and amount answers the first result (replayed true); with another kind or amount, ${Code.OPERATION_FAILED} ` +
  `请求编号已被另一笔操作使用. A frozen account (merchantInfo status 0) refuses with ${Code.OPERATION_FAILED} 账户已冻结.`;

export const operatorAccountRecharge = defineCall({
  method: 'POST',
  path: '/api/system/operatorAccount/recharge',
  tag: 'account',
  view: ACCOUNT_RECHARGE,
  summary: 'Recharge the caller\'s operator account',
  description: `Adds amount (cents) to the balance of the caller's organisation and writes a ledger row. ${MOVEMENT_RULES} ` +
    'A balance lifted to its warning threshold or above ends the low-balance notice (amountOwingNotify answers true).',
  body: MovementBody,
  response: MovementResult,
});

export const operatorAccountDeduct = defineCall({
  method: 'POST',
  path: '/api/system/operatorAccount/deduct',
  tag: 'account',
  view: ACCOUNT_RECHARGE,
  summary: 'Deduct from the caller\'s operator account',
  description: `Takes amount (cents) from the balance and writes a ledger row. The balance never goes below ${BALANCE_FLOOR_CENTS}: ` +
    `a larger deduction is refused with ${Code.OPERATION_FAILED} 账户余额不足 and nothing moves. ${MOVEMENT_RULES}`,
  body: MovementBody,
  response: MovementResult,
});

const MovementFilters = {
  kind: T.Optional(TextEnum<MovementKind>(MOVEMENT_KINDS, 'recharge or deduct')),
  ...TimeRange,
};

export const operatorAccountMovements = defineCall({
  method: 'GET',
  path: '/api/system/operatorAccount/movements',
  tag: 'account',
  view: [FEE_EDIT, 'account:view', ACCOUNT_RECHARGE],
  summary: 'The operator account\'s ledger, paged, newest first',
  description: 'Every recharge and deduction of the caller\'s organisation account (the account is the organisation\'s, not a department\'s). Filters: kind, startTime, endTime.',
  query: PagedQuery(MovementFilters),
  response: Paged(AccountMovementRow),
});

export const operatorAccountExport = defineCall({
  method: 'GET',
  path: '/api/system/operatorAccount/export',
  tag: 'account',
  view: [FEE_EDIT, 'account:view', ACCOUNT_RECHARGE],
  summary: 'The operator account\'s ledger as a workbook',
  description: 'An .xlsx of the ledger rows the filters select (at most 10000, newest first): time, kind, amount and balance in yuan with 2 decimals, remark, operator.',
  query: T.Object(MovementFilters),
  response: T.Null(),
  produces: 'file',
});

export const ServiceChargeDetail = T.Object({
  ...ServiceChargeRow.properties,
  creatorName: Nullable(T.String({ description: 'who created it; null: the system' })),
  cancelTime: Nullable(Time('cancelled')),
  cancellerName: Nullable(T.String()),
});
export type ServiceChargeDetail = Static<typeof ServiceChargeDetail>;

export const ServiceChargeCreateBody = Body(
  {
    item: T.String({ minLength: 1, maxLength: NAME_MAX, description: 'what is charged' }),
    deviceCount: T.Integer({ minimum: 0, maximum: 100_000, description: 'devices charged for' }),
    amount: T.Integer({ minimum: 1, maximum: MOVEMENT_MAX_CENTS, description: 'integer cents' }),
    deptId: T.Optional(Id('department it belongs to, in the caller\'s subtree; default the caller\'s')),
  },
  'A new service-charge order, unpaid',
);
export type ServiceChargeCreate = Static<typeof ServiceChargeCreateBody>;

export const serviceChargeOrderCreate = defineCall({
  method: 'POST',
  path: '/api/system/serviceChargeOrder/create',
  tag: 'account',
  view: FEE_EDIT,
  summary: 'Create a service-charge order',
  description: 'A new unpaid order (status 1) with a new order number FW<date><6 digits>. A deptId outside the caller\'s subtree: HTTP 400 naming body/deptId.',
  body: ServiceChargeCreateBody,
  response: ServiceChargeDetail,
});

export const serviceChargeOrderCancel = defineCall({
  method: 'PUT',
  path: '/api/system/serviceChargeOrder/cancel/:id',
  tag: 'account',
  view: FEE_EDIT,
  summary: 'Cancel an unpaid service-charge order',
  description: `Only an unpaid order (status 1) is cancelled (status 3). A paid or already cancelled one: ${Code.ORDER_STATUS_WRONG} 订单状态有误，请刷新. ` +
    'An order outside the caller\'s scope answers 404 like an unknown id.',
  params: T.Object({ id: Id('order id') }),
  response: ServiceChargeDetail,
});

export const serviceChargeOrderDetails = defineCall({
  method: 'GET',
  path: '/api/system/serviceChargeOrder/details/:id',
  tag: 'account',
  view: ['fee:view', FEE_EDIT, 'account:view'],
  summary: 'A service-charge order with who created and cancelled it',
  description: 'An order outside the caller\'s scope answers 404 like an unknown id.',
  params: T.Object({ id: Id('order id') }),
  response: ServiceChargeDetail,
});

const StrategyFields = {
  name: T.String({ minLength: 1, maxLength: NAME_MAX, description: 'unique within the organisation (trimmed, case-insensitive)' }),
  feeType: IntEnum<FeeTypeCode>(Object.values(FeeType), '1 per device and month, 2 share of sales'),
  unitPrice: T.Optional(T.Integer({ minimum: 0, maximum: MOVEMENT_MAX_CENTS, description: 'integer cents per device and month; at least 1 when feeType is 1' })),
  rateBasisPoints: T.Optional(T.Integer({ minimum: 0, maximum: 10_000, description: 'basis points; 1 to 10000 when feeType is 2' })),
  status: Enabled('status'),
};

export const FeeStrategyCreateBody = Body(
  { ...StrategyFields, deptId: T.Optional(Id('department it is set on, in the caller\'s subtree; default the caller\'s')) },
  'A new prepaid fee strategy',
);
export type FeeStrategyCreate = Static<typeof FeeStrategyCreateBody>;
export const FeeStrategyUpdateBody = Body({ id: Id('strategy id'), ...StrategyFields }, 'A prepaid fee strategy changed');
export type FeeStrategyUpdate = Static<typeof FeeStrategyUpdateBody>;

const STRATEGY_RULES =
  'feeType 1 needs unitPrice ≥ 1 (rateBasisPoints stored 0); feeType 2 needs rateBasisPoints 1-10000 (unitPrice stored 0); ' +
  `otherwise HTTP 400 naming the field. A name another strategy of the organisation has: ${Code.DUPLICATE_NAME} 名称重复.`;

export const prePaidFeeStrategyCreate = defineCall({
  method: 'POST',
  path: '/api/system/prePaidFeeStrategy',
  tag: 'account',
  view: FEE_EDIT,
  summary: 'Create a prepaid fee strategy',
  description: STRATEGY_RULES,
  body: FeeStrategyCreateBody,
  response: FeeStrategyRow,
});

export const prePaidFeeStrategyUpdate = defineCall({
  method: 'PUT',
  path: '/api/system/prePaidFeeStrategy',
  tag: 'account',
  view: FEE_EDIT,
  summary: 'Change a prepaid fee strategy',
  description: `${STRATEGY_RULES} A strategy outside the caller's scope answers 404 like an unknown id.`,
  body: FeeStrategyUpdateBody,
  response: FeeStrategyRow,
});

/** The columns of the strategy import, as its template shows them. */
export const STRATEGY_IMPORT_HEADERS = { name: '策略名称', feeType: '计费方式', unitPriceYuan: '单价（元/台/月）', sharePercent: '交易额分成（%）', status: '状态' } as const;
/** The same headers in English (a file may use either). */
export const STRATEGY_IMPORT_HEADERS_EN = {
  name: 'Strategy name', feeType: 'Fee type', unitPriceYuan: 'Price (yuan/device/month)', sharePercent: 'Share of turnover (%)', status: 'Status',
} as const satisfies Record<keyof typeof STRATEGY_IMPORT_HEADERS, string>;

export const prePaidFeeStrategyImport = defineCall({
  method: 'POST',
  path: '/api/system/prePaidFeeStrategy/import',
  tag: 'account',
  view: FEE_EDIT,
  summary: 'Import prepaid fee strategies from a spreadsheet',
  description: `${IMPORT_DESCRIPTION} Columns: ${Object.values(STRATEGY_IMPORT_HEADERS).join(', ')}. 计费方式 1 or 按台按月, 2 or 交易额分成; ` +
    '单价 in yuan with at most 2 decimals; 分成 a percentage with at most 2 decimals; 状态 1/启用 or 0/停用. Strategies are set on the caller\'s ' +
    'department. Every wrong cell of the file is reported at once, with the rules between cells (the price the fee type needs, a name ' +
    'repeated in the file or already used in the organisation: 名称重复): message in Chinese and messageEn in English, each naming the ' +
    'column and what it takes (the allowed values, the form of an amount), never a pattern. The English headers are accepted too.',
  response: ImportReport,
});

export const prePaidFeeStrategyTemplate = defineCall({
  method: 'GET',
  path: '/api/system/prePaidFeeStrategy/importTemplate',
  tag: 'account',
  view: FEE_EDIT,
  summary: 'The template workbook of the strategy import',
  description: 'Sheet 导入: the header row, then one example row (replace it). Sheet 可选值 Allowed values: the values of 计费方式 and ' +
    '状态 with their codes and English, offered as a drop-down list in those columns (Excel data validation).',
  response: T.Null(),
  produces: 'file',
});

export const FeeBillDetail = T.Object({
  ...FeeBillRow.properties,
  unitPrice: Cents('price per device and month'),
  billedOrgBalance: T.Integer({ description: 'the billed operator\'s account balance now, integer cents' }),
});
export type PlatformFeeBillDetail = Static<typeof FeeBillDetail>;

export const platformFeeBillDetail = defineCall({
  method: 'GET',
  path: '/api/system/platformFeeBill/detail/:id',
  tag: 'account',
  view: ['fee:view', 'finance:btn', 'account:view'],
  summary: 'One platform fee bill',
  description: 'A bill the caller\'s organisation issued, with the price per device and the billed operator\'s balance. Any other answers 404.',
  params: T.Object({ id: Id('bill id') }),
  response: FeeBillDetail,
});
