import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ProclamationStatus as StatusCode } from '../../src/core/contract/index.ts';
import { ApiPath, Messages, PROCLAMATION_EDIT, ProclamationStatus, ok } from '../../src/core/contract/index.ts';
import { notFound } from '../errors.ts';
import { addProclamation, deleteProclamation, pageProclamations, setProclamationStatus, updateProclamation } from '../repos/proclamations.ts';
import type { Scope } from '../db/scope.ts';
import { Body, Id, PageQuery, Paged, responses } from '../schemas.ts';
import { IntEnum, Keyword, Time, withAuth } from './business-schemas.ts';
import { routePattern } from './pattern.ts';

const STATUSES = Object.values(ProclamationStatus) as StatusCode[];
const Status = (description: string) => IntEnum<StatusCode>(STATUSES, `${description}: 1 enabled, 0 disabled`);
const IndexFlag = IntEnum<0 | 1>([0, 1], '1: pop up on the home page');
export const TITLE_MAX = 100;
export const CONTENT_MAX = 20_000;

const ProclamationSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'HTML; clients render it sanitised' }),
  indexFlag: Type.Integer({ minimum: 0, maximum: 1, description: '1: pop up on the home page' }),
  status: Status('status'),
  allOrganisations: Type.Boolean({ description: 'the platform\'s announcement to every organisation' }),
  createTime: Time('created'),
  updateTime: Time('last changed'),
});

const fields = {
  title: Type.String({ minLength: 1, maxLength: TITLE_MAX, pattern: '\\S', description: 'not blank' }),
  content: Type.String({ minLength: 1, maxLength: CONTENT_MAX, description: 'HTML, stored as sent; clients sanitise it when rendering' }),
  indexFlag: IndexFlag,
};

const MANAGED =
  'Announcements of the caller\'s organisation; platform staff (category 1) also manage the platform\'s, which go to every organisation.';
const EDIT = `Needs view code ${PROCLAMATION_EDIT} (or *:*:*), else HTTP 403. ${MANAGED} Any other id answers HTTP 404.`;

/** Announcements (spec §4 status toggle and indexFlag, §7 /api/system/proclamation). The latest one is in messages.ts. */
export const proclamationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const edit = { onRequest: app.requireView(PROCLAMATION_EDIT) };

  app.get(
    ApiPath.proclamationPage,
    {
      schema: {
        ...withAuth('messages'),
        summary: 'Announcements, paged, newest first',
        description: `${MANAGED} Filters: title (contains), status.`,
        querystring: Type.Object({ ...PageQuery.properties, title: Type.Optional(Keyword('title')), status: Type.Optional(Status('status filter')) }),
        response: responses(Paged(ProclamationSchema)),
      },
    },
    async (request) => {
      const { page = 1, limit = 10, ...filter } = request.query;
      return ok(await pageProclamations(db, request.scope as Scope, { page, limit, ...filter }));
    },
  );

  app.post(
    ApiPath.proclamationAdd,
    {
      ...edit,
      schema: {
        ...withAuth('messages'),
        summary: 'Add an announcement',
        description: `${EDIT} A platform caller's announcement goes to every organisation. Enabled unless status 0 is sent.`,
        body: Body({ ...fields, status: Type.Optional(Status('initial status, default 1')) }, 'A new announcement'),
        response: responses(ProclamationSchema),
      },
    },
    async (request) => ok(await addProclamation(db, request.scope as Scope, request.body, config.clock.now())),
  );

  app.put(
    ApiPath.proclamationUpdate,
    {
      ...edit,
      schema: {
        ...withAuth('messages'),
        summary: 'Change an announcement\'s title, content and indexFlag',
        description: EDIT,
        body: Body({ id: Id('announcement id'), ...fields }, 'The announcement\'s new text'),
        response: responses(ProclamationSchema),
      },
    },
    async (request) => {
      const updated = await updateProclamation(db, request.scope as Scope, request.body, config.clock.now());
      if (!updated) throw notFound(`announcement ${request.body.id}`);
      return ok(updated);
    },
  );

  app.delete(
    routePattern(ApiPath.proclamationDelete, 'id'),
    {
      ...edit,
      schema: {
        ...withAuth('messages'),
        summary: 'Delete an announcement',
        description: EDIT,
        params: Type.Object({ id: Id('announcement id') }),
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      if (!(await deleteProclamation(db, request.scope as Scope, request.params.id))) throw notFound(`announcement ${request.params.id}`);
      return ok(null, Messages.deleted.zh);
    },
  );

  app.put(
    ApiPath.proclamationUpdateStatus,
    {
      ...edit,
      schema: {
        ...withAuth('messages'),
        summary: 'Enable or disable an announcement (status toggle)',
        description: `${EDIT} Only enabled announcements can be the latest announcement.`,
        body: Body({ id: Id('announcement id'), status: Status('new status') }, 'The new status'),
        response: responses(ProclamationSchema),
      },
    },
    async (request) => {
      const { id, status } = request.body;
      const updated = await setProclamationStatus(db, request.scope as Scope, id, status, config.clock.now());
      if (!updated) throw notFound(`announcement ${id}`);
      return ok(updated);
    },
  );
};
