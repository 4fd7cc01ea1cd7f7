// Accounts and fees (spec §4 low-balance notice, §7 Accounts and fees): the operator account's balance check and
// merchant info, and the service-charge orders, prepaid fee strategies and platform fee bills of the caller's scope.
import { FeeBillStatus, FeeType, ServiceChargeStatus } from '../business.ts';
import type { FeeBillStatus as BillCode, FeeType as FeeTypeCode, ServiceChargeStatus as ChargeCode } from '../business.ts';
import { CHECK_WINDOW_DAYS } from '../constants.ts';
import { defineCall } from './define.ts';
import { Cents, DeptFields, EpochMs, IntEnum, Keyword, Nullable, Paged, PagedQuery, T, Time } from './schema.ts';
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
    'balance was below its warning threshold at some moment of the window (spec §4 low-balance notice).',
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
