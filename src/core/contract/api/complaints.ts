// Complaints (spec §7 Complaints): customers' order complaints through the two payment channels, and the channels'
// risk complaints, of the caller's scope.
import { ComplaintKind, ComplaintStatus } from '../business.ts';
import type { ComplaintKind as KindCode, ComplaintStatus as StatusCode } from '../business.ts';
import { defineCall } from './define.ts';
import { Cents, Channel, DeptFields, IntEnum, Nullable, Paged, PagedQuery, T, Time } from './schema.ts';
import type { Static } from './schema.ts';

const STATUSES = Object.values(ComplaintStatus) as StatusCode[];
const STATUS_TEXT = 'concept complaintStatus: 1 pending, 2 merchant to handle (shown 挂起中), 3 service desk to handle (shown 系统处理中), 4 completed';

export const ComplaintRow = T.Object({
  id: T.Integer(),
  complaintNo: T.String(),
  channel: Channel(),
  kind: IntEnum<KindCode>(Object.values(ComplaintKind), '1 order complaint, 2 payment-channel risk complaint'),
  reason: T.Integer({ minimum: 1, maximum: 10, description: 'concept orderFeedbackReason 1-10 (spec §3)' }),
  status: IntEnum<StatusCode>(STATUSES, STATUS_TEXT),
  orderId: Nullable(T.Integer()),
  orderNo: Nullable(T.String()),
  amount: Cents('amount in dispute'),
  customerPhone: T.String({ description: 'masked' }),
  content: T.String(),
  ...DeptFields,
  createTime: Time('received'),
  handledTime: Nullable(Time('completed')),
});
/** A complaint as the complaint lists page it; the phone comes masked when the caller's phoneHide is set. */
export type Complaint = Static<typeof ComplaintRow>;

const filters = {
  status: T.Optional(IntEnum<StatusCode>(STATUSES, 'status filter')),
  reason: T.Optional(T.Integer({ minimum: 1, maximum: 10, description: 'feedback reason filter' })),
  pendingOnly: T.Optional(T.Boolean({ description: 'true: every status but completed' })),
};

export const complaintPage = defineCall({
  method: 'GET',
  path: '/api/operation/complaint/page',
  tag: 'complaints',
  view: 'complaint:view',
  summary: 'Order complaints of one payment channel, paged, newest first',
  description:
    'Customers\' complaints about orders, received through WeChat Pay or Alipay (channel, required), in the caller\'s ' +
    'organisation and department subtree. Filters: status, reason, pendingOnly.',
  query: PagedQuery({ ...filters, channel: Channel('the payment channel the complaints came through') }),
  response: Paged(ComplaintRow),
});

export const riskComplaintPage = defineCall({
  method: 'GET',
  path: '/api/operation/riskComplaint/page',
  tag: 'complaints',
  view: 'complaint:view',
  summary: 'Payment-channel risk complaints, paged, newest first',
  description: 'Risk complaints raised by the payment channels in the caller\'s scope; channel optional (both when absent).',
  query: PagedQuery({ ...filters, channel: T.Optional(Channel()) }),
  response: Paged(ComplaintRow),
});

export const riskComplaintCountPending = defineCall({
  method: 'GET',
  path: '/api/operation/riskComplaint/countPending',
  tag: 'complaints',
  view: 'complaint:view',
  summary: 'Number of pending payment-channel risk complaints',
  description: 'Risk complaints of both channels in the caller\'s scope whose status is not completed (4), whatever their age.',
  response: T.Integer({ minimum: 0 }),
});
