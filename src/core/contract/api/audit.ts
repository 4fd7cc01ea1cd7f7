// The audit trail (操作日志), the sign-in log (登录日志) and the live sessions (在线用户) of the caller's organisation,
// and 强制下线. Every organisation sees only its own records; the trail is chained (tamper-evident, see the README).
import { AUDIT_VIEW, ONLINE_LOGOUT, ONLINE_VIEW, SIGNIN_VIEW } from '../roles.ts';
import { defineCall } from './define.ts';
import { Id, Keyword, Nullable, Paged, PagedQuery, T, TextEnum, Time, TimeRange } from './schema.ts';
import type { Static } from './schema.ts';

export const AUDIT_OUTCOMES = ['ok', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
export const SIGNIN_KINDS = ['password', 'sms', 'sms-send', 'logout', 'switch'] as const;
export type SigninKind = (typeof SIGNIN_KINDS)[number];
export const LOGOUT_REASONS = ['user', 'admin', 'expired', 'other-tab'] as const;

const Who = {
  userId: Nullable(T.Integer()),
  userName: T.String({ description: 'the person; —— when unknown' }),
  groupId: Nullable(T.Integer({ description: 'the identity (group) the write ran as' })),
  deptId: Nullable(T.Integer()),
  deptName: T.String(),
};

export const AuditRow = T.Object({
  id: T.Integer(),
  ...Who,
  method: T.String(),
  path: T.String({ description: 'the call, as the OpenAPI names it' }),
  area: T.String({ description: "the call's OpenAPI tag" }),
  summary: T.String(),
  ids: T.Record(T.String(), T.Unknown(), { description: 'the ids the call named (path, query and body)' }),
  outcome: TextEnum<AuditOutcome>(AUDIT_OUTCOMES, "ok: done; refused: HTTP 400/403/404/429 or a business code, nothing changed"),
  httpStatus: T.Integer(),
  code: T.Integer({ description: "the envelope's status" }),
  msg: T.String(),
  ip: T.String(),
  userAgent: T.String(),
  durationMs: T.Integer(),
  createTime: Time('written'),
});
export type AuditRecord = Static<typeof AuditRow>;

export const ChangedRowSchema = T.Object({
  table: T.String(),
  op: TextEnum<'INSERT' | 'UPDATE' | 'DELETE'>(['INSERT', 'UPDATE', 'DELETE'], 'what happened to the row'),
  id: Nullable(T.String()),
  fields: T.Record(T.String(), T.Array(T.Unknown()), { description: 'per column [old, new] (null for none)' }),
});
export type ChangedRow = Static<typeof ChangedRowSchema>;
export const AuditDetail = T.Object({ ...AuditRow.properties, changes: T.Array(ChangedRowSchema), hash: T.String(), prevHash: T.String() });
export type AuditDetailData = Static<typeof AuditDetail>;

const AUDIT_FILTERS = {
  person: T.Optional(Keyword("the person's name (contains)")),
  userId: T.Optional(Id('the person')),
  area: T.Optional(Keyword('area (OpenAPI tag, exact)')),
  call: T.Optional(Keyword('the call path: exactly that call when it is a whole path (/api/…, as auditCalls lists), else contains')),
  outcome: T.Optional(TextEnum<AuditOutcome>(AUDIT_OUTCOMES, 'outcome')),
  ...TimeRange,
};
const OWN = "Only the caller's organisation's records (the whole organisation, every department).";

export const auditPage = defineCall({
  method: 'GET',
  path: '/api/system/audit/page',
  tag: 'audit',
  view: AUDIT_VIEW,
  summary: 'The audit trail (操作日志), paged, newest first',
  description:
    `Every staff write (every non-GET call made with a session) of the organisation, with who, when, the call and ids, ` +
    `the outcome, address, user agent and duration. ${OWN} Filters: person, userId, area, call, outcome, startTime/endTime.`,
  query: PagedQuery(AUDIT_FILTERS),
  response: Paged(AuditRow),
});

export const AuditCallRow = T.Object({
  area: T.String({ description: "the call's OpenAPI tag (the area filter's value)" }),
  method: T.String(),
  path: T.String({ description: "the call's path (the call filter's value)" }),
  summary: T.String(),
});
export type AuditCall = Static<typeof AuditCallRow>;

export const auditCalls = defineCall({
  method: 'GET',
  path: '/api/system/audit/calls',
  tag: 'audit',
  view: AUDIT_VIEW,
  summary: 'The calls the audit trail records: the choices of its area and call filters',
  description: 'Every staff write the server records (every non-GET call made with a session), from its route descriptors, by area then path.',
  response: T.Array(AuditCallRow),
});

export const auditDetail = defineCall({
  method: 'GET',
  path: '/api/system/audit/detail/:id',
  tag: 'audit',
  view: AUDIT_VIEW,
  summary: 'One audit record with the fields it changed, old → new',
  description: `The record and the rows it changed, per field [old, new]; passwords, tokens, hashes and codes are never kept. ${OWN} Another id answers HTTP 404.`,
  params: T.Object({ id: Id('record id') }),
  response: AuditDetail,
});

export const SigninRow = T.Object({
  id: T.Integer(),
  userId: Nullable(T.Integer()),
  userName: T.String(),
  groupId: Nullable(T.Integer()),
  phone: T.String({ description: 'masked: 139****0001' }),
  kind: TextEnum<SigninKind>(SIGNIN_KINDS, 'password or sms login, sms-send, logout, switch (identity)'),
  ok: T.Boolean(),
  code: T.Integer({ description: 'the answer status: 200, or the failure code (8402, 8403, 8404, 8408, 8429 …)' }),
  reason: T.String({ description: 'logouts: user, admin (强制下线), expired, other-tab' }),
  ip: T.String(),
  userAgent: T.String(),
  createTime: Time('when'),
});
export type SigninRecord = Static<typeof SigninRow>;

export const signinPage = defineCall({
  method: 'GET',
  path: '/api/system/signin/page',
  tag: 'audit',
  view: SIGNIN_VIEW,
  summary: 'The sign-in log (登录日志), paged, newest first',
  description:
    `Logins (password, SMS; success or the failure's code), SMS code sends, logouts and identity switches of the organisation's staff. ${OWN} ` +
    'Attempts for a phone without an account are kept but shown to no organisation. Filters: person, kind, ok, startTime/endTime.',
  query: PagedQuery({
    person: T.Optional(Keyword("the person's name or phone (contains)")),
    kind: T.Optional(TextEnum<SigninKind>(SIGNIN_KINDS, 'kind')),
    ok: T.Optional(T.Boolean({ description: 'true: succeeded' })),
    ...TimeRange,
  }),
  response: Paged(SigninRow),
});

export const OnlineRow = T.Object({
  id: T.String({ description: 'the session (not its token)' }),
  userId: T.Integer(),
  userName: T.String(),
  phone: T.String({ description: 'masked' }),
  groupId: T.Integer({ description: 'the identity' }),
  deptName: T.String(),
  ip: T.String(),
  userAgent: T.String(),
  startTime: Time('logged in'),
  lastSeenTime: Time('last request (to the minute)'),
  expireTime: Time('expires'),
  current: T.Boolean({ description: "the caller's own session" }),
});
export type OnlineSession = Static<typeof OnlineRow>;

export const onlinePage = defineCall({
  method: 'GET',
  path: '/api/system/online/page',
  tag: 'audit',
  view: ONLINE_VIEW,
  summary: 'Live sessions (在线用户), paged, latest first',
  description: `Sessions neither expired nor ended whose identity belongs to the caller's organisation. Filter: person (name or phone, contains).`,
  query: PagedQuery({ person: T.Optional(Keyword("the person's name or phone (contains)")) }),
  response: Paged(OnlineRow),
});

export const forceLogout = defineCall({
  method: 'POST',
  path: '/api/system/online/forceLogout/:id',
  tag: 'audit',
  view: ONLINE_LOGOUT,
  summary: '强制下线: end a live session at once',
  description:
    "Revokes the session: its next request, in any server process, answers HTTP 401 / 8405, and its event streams end. The sign-in log " +
    "records a logout with reason admin. A session not live in the caller's organisation answers HTTP 404.",
  params: T.Object({ id: T.String({ pattern: '^[0-9a-f]{16}$', description: 'the session id of the 在线用户 list' }) }),
  response: T.Null(),
});
