import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { SmsOutboxEntry } from '../../src/core/contract/index.ts';
import { ApiPath, ok } from '../../src/core/contract/index.ts';
import { isProduction } from '../config.ts';
import { Phone, responses } from '../schemas.ts';

/** Health, client settings, and the development SMS outbox (never in production). */
export const metaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db } = app;

  app.get(
    ApiPath.health,
    {
      config: { access: 'public' },
      schema: {
        tags: ['meta'],
        summary: 'Liveness',
        description: 'Touches no database; the floor of the server benchmark.',
        response: responses(Type.Object({ ok: Type.Boolean() })),
      },
    },
    async () => ok({ ok: true }),
  );

  app.get(
    ApiPath.clientConfig,
    {
      config: { access: 'public' },
      schema: {
        tags: ['meta'],
        summary: 'Settings the client needs before login',
        description: 'newerPlatformUrl: where platform (1) and producer (4) staff are sent (spec §1); envLabel: top-bar label.',
        response: responses(Type.Object({ newerPlatformUrl: Type.String(), envLabel: Type.String() })),
      },
    },
    async () => ok({ newerPlatformUrl: config.newerPlatformUrl, envLabel: config.envLabel }),
  );

  if (isProduction(config)) return;
  app.get(
    ApiPath.smsOutbox,
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Login codes recorded by the development SMS provider',
        description: 'Newest first, at most 20. Registered only when NODE_ENV is not production.',
        querystring: Type.Object({ phone: Phone('the phone the codes were sent to') }),
        response: responses(
          Type.Array(Type.Object({ phone: Type.String(), code: Type.String(), body: Type.String(), createTime: Type.Integer() })),
        ),
      },
    },
    async (request) => {
      const { rows } = await db.query<SmsOutboxEntry>(
        'SELECT phone, code, body, created_at AS "createTime" FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 20',
        [request.query.phone],
      );
      return ok(rows);
    },
  );
};
