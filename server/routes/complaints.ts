import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ComplaintKind as KindCode, ComplaintStatus as StatusCode } from '../../src/core/contract/index.ts';
import { ApiPath, ComplaintKind, ComplaintStatus, ok } from '../../src/core/contract/index.ts';
import { countPendingComplaints, pageComplaints } from '../repos/complaints.ts';
import type { Scope } from '../db/scope.ts';
import { PageQuery, Paged, responses } from '../schemas.ts';
import { Cents, Channel, DeptFields, IntEnum, Nullable, Time, withAuth } from './business-schemas.ts';

const STATUSES = Object.values(ComplaintStatus) as StatusCode[];
const STATUS_TEXT = 'concept complaintStatus: 1 pending, 2 merchant to handle (shown 挂起中), 3 service desk to handle (shown 系统处理中), 4 completed';

const ComplaintSchema = Type.Object({
  id: Type.Integer(),
  complaintNo: Type.String(),
  channel: Channel(),
  kind: IntEnum<KindCode>(Object.values(ComplaintKind), '1 order complaint, 2 payment-channel risk complaint'),
  reason: Type.Integer({ minimum: 1, maximum: 10, description: 'concept orderFeedbackReason 1-10 (spec §3)' }),
  status: IntEnum<StatusCode>(STATUSES, STATUS_TEXT),
  orderId: Nullable(Type.Integer()),
  orderNo: Nullable(Type.String()),
  amount: Cents('amount in dispute'),
  customerPhone: Type.String({ description: 'masked' }),
  content: Type.String(),
  ...DeptFields,
  createTime: Time('received'),
  handledTime: Nullable(Time('completed')),
});

const filters = {
  ...PageQuery.properties,
  status: Type.Optional(IntEnum<StatusCode>(STATUSES, 'status filter')),
  reason: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, description: 'feedback reason filter' })),
  pendingOnly: Type.Optional(Type.Boolean({ description: 'true: every status but completed' })),
};

/** Complaints from the two payment channels and payment-channel risk complaints (spec §7 Complaints). */
export const complaintRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    ApiPath.complaintPage,
    {
      schema: {
        ...withAuth('complaints'),
        summary: 'Order complaints of one payment channel, paged, newest first',
        description:
          'Customers\' complaints about orders, received through WeChat Pay or Alipay (channel, required), in the caller\'s ' +
          'organisation and department subtree. Filters: status, reason, pendingOnly.',
        querystring: Type.Object({ ...filters, channel: Channel('the payment channel the complaints came through') }),
        response: responses(Paged(ComplaintSchema)),
      },
    },
    async (request) => {
      const { page = 1, limit = 10, ...filter } = request.query;
      return ok(await pageComplaints(db, request.scope as Scope, ComplaintKind.ORDER, { page, limit, ...filter }));
    },
  );

  app.get(
    ApiPath.riskComplaintPage,
    {
      schema: {
        ...withAuth('complaints'),
        summary: 'Payment-channel risk complaints, paged, newest first',
        description: 'Risk complaints raised by the payment channels in the caller\'s scope; channel optional (both when absent).',
        querystring: Type.Object({ ...filters, channel: Type.Optional(Channel()) }),
        response: responses(Paged(ComplaintSchema)),
      },
    },
    async (request) => {
      const { page = 1, limit = 10, ...filter } = request.query;
      return ok(await pageComplaints(db, request.scope as Scope, ComplaintKind.RISK, { page, limit, ...filter }));
    },
  );

  app.get(
    ApiPath.riskComplaintCountPending,
    {
      schema: {
        ...withAuth('complaints'),
        summary: 'Number of pending payment-channel risk complaints',
        description: 'Risk complaints of both channels in the caller\'s scope whose status is not completed (4), whatever their age.',
        response: responses(Type.Integer({ minimum: 0 })),
      },
    },
    async (request) => ok(await countPendingComplaints(db, request.scope as Scope, ComplaintKind.RISK, null)),
  );
};
