import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiPath, CHECK_WINDOW_DAYS, ok } from '../../src/core/contract/index.ts';
import { badInput } from '../errors.ts';
import { merchantInfo, noOwingNotice } from '../repos/account.ts';
import type { Scope } from '../db/scope.ts';
import { ClientHeaders, EpochMs, responses } from '../schemas.ts';

const common = { tags: ['account'], security: [{ bearerAuth: [] }], headers: ClientHeaders };

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    ApiPath.amountOwingNotify,
    {
      schema: {
        ...common,
        summary: 'Low-balance check of the caller\'s organisation',
        description:
          `The client asks for the last ${CHECK_WINDOW_DAYS} days (start of today minus ${CHECK_WINDOW_DAYS} days to now, ms). ` +
          'data true: no notice needed. data false: the organisation is an operator on the balance watch list and its ' +
          'balance was below its warning threshold at some moment of the window (spec §4 low-balance notice).',
        querystring: Type.Object({
          startTime: EpochMs('window start, epoch ms'),
          endTime: EpochMs('window end, epoch ms; not before startTime'),
        }),
        response: responses(Type.Boolean()),
      },
    },
    async (request) => {
      const { startTime, endTime } = request.query;
      if (startTime > endTime) throw badInput('querystring/startTime must not be after querystring/endTime');
      return ok(await noOwingNotice(db, (request.scope as Scope).orgId, startTime, endTime));
    },
  );

  app.get(
    ApiPath.merchantInfo,
    {
      schema: {
        ...common,
        summary: 'Operator merchant info: account status and balance',
        description: 'status: 1 normal, 0 frozen; balance in cents (shown as amount/100 with 2 decimals).',
        response: responses(Type.Object({ status: Type.Integer(), balance: Type.Integer({ description: 'cents' }) })),
      },
    },
    async (request) => ok(await merchantInfo(db, (request.scope as Scope).orgId)),
  );
};
