// Complaints (spec §7 Complaints): customers' order complaints through the two payment channels, and the channels'
// risk complaints, of the caller's scope.
import { COMPLAINT_ACTIONS, COMPLAINT_FILES_MAX, ComplaintKind, ComplaintStatus } from '../business.ts';
import type { ComplaintAction, ComplaintKind as KindCode, ComplaintStatus as StatusCode } from '../business.ts';
import { Code } from '../codes.ts';
import { COMPLAINT_HANDLE, COMPLAINT_VIEW } from '../roles.ts';
import { defineCall } from './define.ts';
import { Body, Cents, Channel, DeptFields, Id, IntEnum, Nullable, Paged, PagedQuery, T, TextEnum, Time } from './schema.ts';
import type { Static } from './schema.ts';

const STATUSES = Object.values(ComplaintStatus) as StatusCode[];
/** The longest handling note. */
export const COMPLAINT_NOTE_MAX = 500;
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

// ---- One complaint: detail, handling, images and files, completion (issue 13) ----

const STATES =
  'States: 1 pending and 2 merchant to handle (挂起中) wait for handling. An order complaint handled (refund, reject or ' +
  'explain, with a note) moves to 3 (系统处理中: the answer is with the payment channel), and completing it moves it to ' +
  '4 completed. A risk complaint handled moves straight to 4 (the channel closes it). A step its status does not allow ' +
  `answers ${Code.COMPLAINT_STATUS_WRONG} (投诉单状态已变更，请刷新) and changes nothing.`;

export const ComplaintHandlingRow = T.Object({
  action: TextEnum<ComplaintAction>(COMPLAINT_ACTIONS, 'refund, reject or explain'),
  note: T.String(),
  refundAmount: Nullable(Cents('refunded to the customer (action refund)')),
  handlerName: T.String({ description: 'who handled it' }),
  handledTime: Time('handled'),
});
export type ComplaintHandling = Static<typeof ComplaintHandlingRow>;

export const ComplaintFileRow = T.Object({
  id: T.Integer(),
  key: T.String({ description: 'the stored file\'s key' }),
  url: T.String({ description: 'a signed link that opens it for an hour' }),
  name: T.String(),
  size: T.Integer({ minimum: 0 }),
  contentType: T.String(),
  createTime: Time('uploaded'),
});
export type ComplaintFile = Static<typeof ComplaintFileRow>;

export const ComplaintOrderRow = T.Object({
  id: T.Integer(),
  orderNo: T.String(),
  amount: Cents('order amount'),
  refundAmount: Cents('refunded so far'),
  status: T.Integer({ description: 'concept orderStatus' }),
  payChannel: Channel(),
  deviceCode: T.String(),
  deviceName: T.String(),
  goodsName: T.String(),
  createTime: Time('ordered'),
});

export const ComplaintDetailData = T.Object({
  ...ComplaintRow.properties,
  reasonName: T.String({ description: 'the feedback reason\'s name (spec §3 list, concept orderFeedbackReason)' }),
  order: Nullable(ComplaintOrderRow),
  handlings: T.Array(ComplaintHandlingRow, { description: 'oldest first' }),
  files: T.Array(ComplaintFileRow, { description: 'images (order complaints) or files (risk complaints), oldest first' }),
});
/** One complaint with its order, reason, handlings and files; the phone masked under phoneHide. */
export type ComplaintDetail = Static<typeof ComplaintDetailData>;

const IdParams = T.Object({ id: Id('the complaint\'s id') });

export const ComplaintHandleBody = Body(
  {
    id: Id('the complaint\'s id'),
    action: TextEnum<ComplaintAction>(COMPLAINT_ACTIONS, 'refund: give money back; reject: the complaint is unfounded; explain: answer it'),
    note: T.String({ minLength: 1, maxLength: COMPLAINT_NOTE_MAX, description: 'the answer given to the customer, required' }),
    refundAmount: T.Optional(
      T.Integer({ minimum: 1, maximum: 100_000_000, description: 'cents; required with refund, refused otherwise; at most the disputed amount' }),
    ),
  },
  'how a complaint is handled',
);
export type ComplaintHandle = Static<typeof ComplaintHandleBody>;

export const ComplaintCompleteBody = Body({ id: Id('the complaint\'s id') }, 'completing an order complaint');
export type ComplaintComplete = Static<typeof ComplaintCompleteBody>;

const REFUND =
  'With refund, refundAmount (cents, at most the disputed amount) goes back to the customer: the complaint\'s order, ' +
  `when there is one, must be paid or partly refunded (else ${Code.ORDER_STATUS_WRONG}) with that much left to refund ` +
  `(else ${Code.OPERATION_FAILED} naming what is left), and becomes refunded or partly refunded.`;
const NOT_FOUND = 'An unknown id, another kind\'s or one outside the caller\'s scope answers HTTP 404.';

export const complaintDetail = defineCall({
  method: 'GET',
  path: '/api/operation/complaint/detail/:id',
  tag: 'complaints',
  view: COMPLAINT_VIEW,
  summary: 'One order complaint with its order, reason, handlings and images',
  description: `An order complaint of either payment channel in the caller's scope. ${STATES} ${NOT_FOUND}`,
  params: IdParams,
  response: ComplaintDetailData,
});

export const complaintHandle = defineCall({
  method: 'POST',
  path: '/api/operation/complaint/handle',
  tag: 'complaints',
  view: COMPLAINT_HANDLE,
  summary: 'Handle an order complaint: refund, reject or explain, with a note',
  description: `Allowed in status 1 or 2; moves it to 3. ${REFUND} ${STATES} ${NOT_FOUND} Answers the complaint's detail.`,
  body: ComplaintHandleBody,
  response: ComplaintDetailData,
});

export const complaintUploadImage = defineCall({
  method: 'POST',
  path: '/api/operation/complaint/uploadImage/:id',
  tag: 'complaints',
  view: COMPLAINT_HANDLE,
  summary: 'Attach an image to an order complaint',
  description:
    'multipart/form-data with one part `file`: a JPEG, PNG, WebP or GIF (checked by its content) up to the upload size ' +
    `limit, kept under the caller's organisation (<orgId>/complaints/...). At most ${COMPLAINT_FILES_MAX} per complaint ` +
    `(else ${Code.OPERATION_FAILED}); a completed complaint takes none (${Code.COMPLAINT_STATUS_WRONG}). Anything else than ` +
    `such an image: HTTP 400 naming body/file. ${NOT_FOUND}`,
  params: IdParams,
  response: ComplaintFileRow,
});

export const complaintComplete = defineCall({
  method: 'POST',
  path: '/api/operation/complaint/complete',
  tag: 'complaints',
  view: COMPLAINT_HANDLE,
  summary: 'Complete a handled order complaint',
  description: `Allowed in status 3 only (handled); moves it to 4 and stamps handledTime. ${STATES} ${NOT_FOUND} Answers the detail.`,
  body: ComplaintCompleteBody,
  response: ComplaintDetailData,
});

export const riskComplaintDetail = defineCall({
  method: 'GET',
  path: '/api/operation/riskComplaint/detail/:id',
  tag: 'complaints',
  view: COMPLAINT_VIEW,
  summary: 'One payment-channel risk complaint with its order, reason, handlings and files',
  description: `A risk complaint of either channel in the caller's scope. ${STATES} ${NOT_FOUND}`,
  params: IdParams,
  response: ComplaintDetailData,
});

export const riskComplaintHandle = defineCall({
  method: 'POST',
  path: '/api/operation/riskComplaint/handle',
  tag: 'complaints',
  view: COMPLAINT_HANDLE,
  summary: 'Handle a risk complaint: refund, reject or explain, with a note',
  description: `Allowed in status 1, 2 or 3; moves it to 4 and stamps handledTime. ${REFUND} ${STATES} ${NOT_FOUND} Answers the detail.`,
  body: ComplaintHandleBody,
  response: ComplaintDetailData,
});

export const riskComplaintUploadFile = defineCall({
  method: 'POST',
  path: '/api/operation/riskComplaint/uploadFile/:id',
  tag: 'complaints',
  view: COMPLAINT_HANDLE,
  summary: 'Attach an evidence file to a risk complaint',
  description:
    'multipart/form-data with one part `file`: an image (JPEG, PNG, WebP, GIF) or a PDF, checked by its content, up to the ' +
    `upload size limit, kept under the caller's organisation. At most ${COMPLAINT_FILES_MAX} per complaint (else ` +
    `${Code.OPERATION_FAILED}); a completed complaint takes none (${Code.COMPLAINT_STATUS_WRONG}). ${NOT_FOUND}`,
  params: IdParams,
  response: ComplaintFileRow,
});
