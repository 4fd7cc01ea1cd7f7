// Complaints from the two payment channels and payment-channel risk complaints (spec §7 Complaints).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  complaintComplete, complaintDetail, complaintHandle, complaintPage, complaintUploadImage, riskComplaintCountPending,
  riskComplaintDetail, riskComplaintHandle, riskComplaintPage, riskComplaintUploadFile,
} from '../../../src/core/contract/api/complaints.ts';
import type { ComplaintFile, ComplaintHandle } from '../../../src/core/contract/api/complaints.ts';
import { COMPLAINT_FILES_MAX, Code, ComplaintKind, ComplaintStatus } from '../../../src/core/contract/index.ts';
import type { ComplaintKind as KindCode } from '../../../src/core/contract/index.ts';
import { DAY_MS, compactDate } from '../../db/calendar.ts';
import { pageRequest } from '../../db/query.ts';
import type { Scope } from '../../db/scope.ts';
import { badInput, businessError, notFound } from '../../errors.ts';
import { imageTypeOf } from '../../files/types.ts';
import { defineModule } from '../module.ts';
import { latestPaidOrder } from '../orders/repository.ts';
import { route } from '../route.ts';
import { userNameOf } from '../org/repository.ts';
import type { CallRequest } from '../route.ts';
import {
  attachFile, canAttach, completeComplaint, complaintDetailOf, countPendingComplaints, handleComplaint, pageComplaints,
  type ComplaintOutcome,
} from './repository.ts';
import { COMPLAINTS, HANDLERS, SEEDED_ANSWER } from './seed-data.ts';
import { complaintHandlings, complaints } from './tables.ts';

const HOUR_MS = 3_600_000;

export default defineModule({
  name: 'complaints',
  after: ['orders'],
  scopedTables: [complaints],

  routes(app) {
    const { orm } = app.db;
    route(app, complaintPage, async ({ scope, query }) => pageComplaints(orm, scope, ComplaintKind.ORDER, { ...query, ...pageRequest(query) }));
    route(app, riskComplaintPage, async ({ scope, query }) => pageComplaints(orm, scope, ComplaintKind.RISK, { ...query, ...pageRequest(query) }));
    route(app, riskComplaintCountPending, async ({ scope }) => countPendingComplaints(orm, scope, ComplaintKind.RISK, null));

    const link = (key: string) => app.files.link(key);
    const detail = async (scope: Scope, kind: KindCode, id: number) => {
      const found = await complaintDetailOf(orm, scope, kind, id, link);
      if (!found) throw notFound(`complaint ${id}`);
      return found;
    };
    const handle = async (scope: Scope, kind: KindCode, body: ComplaintHandle) => {
      checkHandle(body);
      refuse(await handleComplaint(orm, scope, kind, body, await userNameOf(orm, scope.userId), app.config.clock.now()), body.id);
      return detail(scope, kind, body.id);
    };
    route(app, complaintDetail, async ({ scope, params }) => detail(scope, ComplaintKind.ORDER, params.id));
    route(app, riskComplaintDetail, async ({ scope, params }) => detail(scope, ComplaintKind.RISK, params.id));
    route(app, complaintHandle, async ({ scope, body }) => handle(scope, ComplaintKind.ORDER, body));
    route(app, riskComplaintHandle, async ({ scope, body }) => handle(scope, ComplaintKind.RISK, body));
    route(app, complaintComplete, async ({ scope, body }) => {
      refuse(await completeComplaint(orm, scope, body.id, app.config.clock.now()), body.id);
      return detail(scope, ComplaintKind.ORDER, body.id);
    });
    route(app, complaintUploadImage, async (request) => attach(app, request, ComplaintKind.ORDER, false));
    route(app, riskComplaintUploadFile, async (request) => attach(app, request, ComplaintKind.RISK, true));
  },

  async seed(tx, { now }) {
    const rows = [];
    for (const [index, [orgId, deptId, channel, kind, reason, status, age, phone, content, amount]] of COMPLAINTS.entries()) {
      const createdAt = now - age;
      const prefix = `${channel === 'wechat' ? 'WX' : 'ZFB'}${kind === ComplaintKind.RISK ? 'FX' : 'TS'}`;
      const order = await latestPaidOrder(tx, orgId, deptId, createdAt);
      rows.push({
        complaintNo: `${prefix}${compactDate(createdAt)}${String(index + 1).padStart(4, '0')}`,
        orgId,
        deptId,
        channel,
        kind,
        reason,
        status,
        createdAt,
        handledAt: status === ComplaintStatus.COMPLETED ? createdAt + DAY_MS : null,
        customerPhone: phone,
        content,
        orderId: order?.id ?? null,
        amountCents: order?.amount ?? amount,
      });
    }
    const inserted = await tx.insert(complaints).values(rows).returning({ id: complaints.id, orgId: complaints.orgId, status: complaints.status, createdAt: complaints.createdAt });
    const answered = inserted.filter((c) => c.status === ComplaintStatus.SERVICE_PENDING || c.status === ComplaintStatus.COMPLETED);
    if (answered.length) {
      await tx.insert(complaintHandlings).values(
        answered.map((c) => ({ complaintId: c.id, orgId: c.orgId, action: 'explain' as const, note: SEEDED_ANSWER, handlerName: HANDLERS[c.orgId] ?? '', createdAt: c.createdAt + HOUR_MS })),
      );
    }
  },
});

/** What the schema cannot say: a refund names its amount, the other actions do not; a note is not blank. */
function checkHandle(body: ComplaintHandle): void {
  if (body.action === 'refund' && body.refundAmount === undefined) throw badInput('body/refundAmount: required with action refund');
  if (body.action !== 'refund' && body.refundAmount !== undefined) throw badInput(`body/refundAmount: not with action ${body.action}`);
  if (!body.note.trim()) throw badInput('body/note: must not be blank');
}

/** A refused step as the caller sees it. */
function refuse(outcome: ComplaintOutcome | { kind: 'attached'; id: number }, id: number): void {
  switch (outcome.kind) {
    case 'missing':
      throw notFound(`complaint ${id}`);
    case 'statusWrong':
      throw businessError(Code.COMPLAINT_STATUS_WRONG);
    case 'refundTooMuch':
      throw badInput(`body/refundAmount: at most the disputed amount, ${outcome.max} cents`);
    case 'orderStatusWrong':
      throw businessError(Code.ORDER_STATUS_WRONG);
    case 'orderRefundLeft':
      throw businessError(Code.OPERATION_FAILED, `退款金额超过订单可退金额 ¥${(outcome.left / 100).toFixed(2)}`);
    case 'tooManyFiles':
      throw businessError(Code.OPERATION_FAILED, `每个投诉单最多上传 ${COMPLAINT_FILES_MAX} 个文件`);
    default:
  }
}

const PDF = Buffer.from('%PDF-');

/** The type of an attached file: an image, or (risk complaints) a PDF, by its first bytes. */
function fileTypeOf(body: Buffer, pdf: boolean): { type: string; ext: string } | null {
  const image = imageTypeOf(body);
  if (image) return image;
  return pdf && body.subarray(0, PDF.length).equals(PDF) ? { type: 'application/pdf', ext: 'pdf' } : null;
}

const month = (now: number) => new Date(now).toISOString().slice(0, 7).replace('-', '');

/**
 * A multipart upload attached to a complaint: the complaint is checked first (nothing is stored for a missing or
 * completed one), the file is kept under the organisation's complaints folder, then attached; a refusal at that point
 * takes the stored file away again.
 */
async function attach(
  app: FastifyInstance,
  request: CallRequest<typeof complaintUploadImage> | CallRequest<typeof riskComplaintUploadFile>,
  kind: KindCode,
  pdf: boolean,
): Promise<ComplaintFile> {
  const { orm } = app.db;
  const { scope, params } = request;
  refuse(await canAttach(orm, scope, kind, params.id), params.id);
  const part = await request.file().catch((error: Error) => {
    throw badInput(`body/file: ${error.message}`);
  });
  if (!part || part.fieldname !== 'file') throw badInput('body/file: send the file as the multipart part named file');
  const body = await part.toBuffer().catch(() => {
    throw badInput(`body/file: larger than ${Math.floor(app.config.uploadImageMaxBytes / 1024 / 1024)} MB`);
  });
  const type = fileTypeOf(body, pdf);
  if (!type) throw badInput(pdf ? 'body/file: not an image (JPEG, PNG, WebP, GIF) or a PDF' : 'body/file: not a JPEG, PNG, WebP or GIF image');
  const now = app.config.clock.now();
  const key = `${scope.orgId}/complaints/${month(now)}-${randomUUID()}.${type.ext}`;
  await app.files.store.put(key, body);
  const file = { key, name: part.filename.slice(0, 200), size: body.length, contentType: type.type };
  const outcome = await attachFile(orm, scope, kind, params.id, file, now);
  if (outcome.kind !== 'attached') {
    await app.files.store.delete(key);
    refuse(outcome, params.id);
    throw notFound(`complaint ${params.id}`);
  }
  return { id: outcome.id, ...file, url: app.files.link(key), createTime: now };
}
