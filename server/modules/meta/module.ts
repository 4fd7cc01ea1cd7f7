// The server about itself: liveness, the settings a client needs before login, and the development SMS outbox
// (never in production). The OpenAPI document is served by the openapi plugin, from its descriptor.
import { clientConfig, devSmsOutbox, healthCheck } from '../../../src/core/contract/api/meta.ts';
import { isProduction } from '../../config.ts';
import { outboxMessages } from '../auth/sms-provider.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';

/** How many of a phone's codes the outbox shows. */
const OUTBOX_LIMIT = 20;

export default defineModule({
  name: 'meta',

  routes(app) {
    const { config } = app;
    route(app, healthCheck, async () => ({ ok: true }));
    route(app, clientConfig, async () => ({ newerPlatformUrl: config.newerPlatformUrl, envLabel: config.envLabel }));
    if (isProduction(config)) return;
    route(app, devSmsOutbox, async ({ query }) => outboxMessages(app.db.orm, query.phone, OUTBOX_LIMIT));
  },
});
