// Announcements (spec §4 status toggle and indexFlag, §7 /api/system/proclamation): managed per organisation by
// holders of PROCLAMATION_EDIT, the platform's going to every organisation; and the latest one, which pops up.
import { ProclamationStatus } from '../business.ts';
import type { ProclamationStatus as StatusCode } from '../business.ts';
import { PROCLAMATION_EDIT } from '../roles.ts';
import { defineCall } from './define.ts';
import { Body, Id, IntEnum, Keyword, Paged, PagedQuery, T, Time } from './schema.ts';
import type { Static } from './schema.ts';

const STATUSES = Object.values(ProclamationStatus) as StatusCode[];
const Status = (description: string) => IntEnum<StatusCode>(STATUSES, `${description}: 1 enabled, 0 disabled`);
const IndexFlag = IntEnum<0 | 1>([0, 1], '1: pop up on the home page');
/** Longest title and content an announcement takes (ours). */
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 100;
export const ANNOUNCEMENT_CONTENT_MAX_LENGTH = 20_000;

export const AnnouncementData = T.Object({
  id: T.Integer(),
  indexFlag: T.Integer({ description: '1: pop up on the home page' }),
  title: T.String(),
  content: T.String(),
});
/** The latest announcement of the caller's organisation (indexFlag 1 pops up). */
export type Announcement = Static<typeof AnnouncementData>;

export const ProclamationRow = T.Object({
  id: T.Integer(),
  title: T.String(),
  content: T.String({ description: 'HTML; clients render it sanitised' }),
  indexFlag: T.Integer({ minimum: 0, maximum: 1, description: '1: pop up on the home page' }),
  status: Status('status'),
  allOrganisations: T.Boolean({ description: "the platform's announcement to every organisation" }),
  createTime: Time('created'),
  updateTime: Time('last changed'),
});
/** An announcement as managed under /api/system/proclamation. */
export type Proclamation = Static<typeof ProclamationRow>;

const fields = {
  title: T.String({ minLength: 1, maxLength: ANNOUNCEMENT_TITLE_MAX_LENGTH, pattern: '\\S', description: 'not blank' }),
  content: T.String({ minLength: 1, maxLength: ANNOUNCEMENT_CONTENT_MAX_LENGTH, description: 'HTML, stored as sent; clients sanitise it when rendering' }),
  indexFlag: IndexFlag,
};

export const ProclamationAddBody = Body({ ...fields, status: T.Optional(Status('initial status, default 1')) }, 'A new announcement');
/** A new announcement; enabled unless status says otherwise. */
export type ProclamationAdd = Static<typeof ProclamationAddBody>;
export const ProclamationUpdateBody = Body({ id: Id('announcement id'), ...fields }, "The announcement's new text");
export type ProclamationUpdate = Static<typeof ProclamationUpdateBody>;
export const ProclamationStatusBody = Body({ id: Id('announcement id'), status: Status('new status') }, 'The new status');
export type ProclamationStatusUpdate = Static<typeof ProclamationStatusBody>;

const MANAGED =
  "Announcements of the caller's organisation; platform staff (category 1) also manage the platform's, which go to every organisation.";
const EDIT = `${MANAGED} Any other id answers HTTP 404.`;

export const latestAnnouncement = defineCall({
  method: 'GET',
  path: '/api/system/proclamation/latest',
  tag: 'messages',
  summary: "The latest announcement for the caller's organisation",
  description:
    'The newest enabled announcement addressed to the organisation or to all; data null when there is none. The client shows it once per id per user.',
  response: T.Union([AnnouncementData, T.Null()]),
});

export const proclamationPage = defineCall({
  method: 'GET',
  path: '/api/system/proclamation/page',
  tag: 'messages',
  view: ['proclamation:view', 'proclamation:edit'],
  summary: 'Announcements, paged, newest first',
  description: `${MANAGED} Filters: title (contains), status.`,
  query: PagedQuery({ title: T.Optional(Keyword('title')), status: T.Optional(Status('status filter')) }),
  response: Paged(ProclamationRow),
});

export const proclamationAdd = defineCall({
  method: 'POST',
  path: '/api/system/proclamation/add',
  view: PROCLAMATION_EDIT,
  tag: 'messages',
  summary: 'Add an announcement',
  description: `${EDIT} A platform caller's announcement goes to every organisation. Enabled unless status 0 is sent.`,
  body: ProclamationAddBody,
  response: ProclamationRow,
});

export const proclamationUpdate = defineCall({
  method: 'PUT',
  path: '/api/system/proclamation/updateById',
  view: PROCLAMATION_EDIT,
  tag: 'messages',
  summary: "Change an announcement's title, content and indexFlag",
  description: EDIT,
  body: ProclamationUpdateBody,
  response: ProclamationRow,
});

export const proclamationDelete = defineCall({
  method: 'DELETE',
  path: '/api/system/proclamation/deleteById/:id',
  view: PROCLAMATION_EDIT,
  tag: 'messages',
  summary: 'Delete an announcement',
  description: EDIT,
  params: T.Object({ id: Id('announcement id') }),
  response: T.Null(),
});

export const proclamationUpdateStatus = defineCall({
  method: 'PUT',
  path: '/api/system/proclamation/updateStatus',
  view: PROCLAMATION_EDIT,
  tag: 'messages',
  summary: 'Enable or disable an announcement (status toggle)',
  description: `${EDIT} Only enabled announcements can be the latest announcement.`,
  body: ProclamationStatusBody,
  response: ProclamationRow,
});
