// Home-page figures, the sales trend and the badges of spec §6 (issue 5), read from the areas that own them.
import { badgeCounts, dashboardSalesTrend, dashboardSummary } from '../../../src/core/contract/api/dashboard.ts';
import { SALES_TREND_DEFAULT_DAYS } from '../../../src/core/contract/index.ts';
import { startOfDay } from '../../db/calendar.ts';
import { PreparedAnswer } from '../../plugins/prepared.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';
import { badgeFigures, dashboardFigures, salesTrend } from './repository.ts';

export default defineModule({
  name: 'dashboard',

  routes(app) {
    const { db, config } = app;
    // Once per identity per business day per config.badgeIntervalMs, as the badges: any write this process answers, and
    // any change to orders anywhere (NOTIFY 'orders'), drops them at once (server/plugins/auth-cache.ts).
    route(app, dashboardSummary, async ({ scope }) => {
      const now = config.clock.now();
      return app.authCache.dashboards.get(`${scope.groupId}:${startOfDay(now)}`, () => dashboardFigures(db.orm, scope, now)) as ReturnType<typeof dashboardFigures>;
    });
    route(app, dashboardSalesTrend, async ({ scope, query }) => salesTrend(db.orm, scope, config.clock.now(), query.days ?? SALES_TREND_DEFAULT_DAYS));
    // Once per identity per config.badgeIntervalMs (server/plugins/auth-cache.ts), not per request: every open tab polls.
    // Kept as its answer: serialized, tagged and compressed once per interval (server/plugins/prepared.ts).
    route(app, badgeCounts, async ({ scope }) =>
      app.authCache.badges.get(scope.groupId, async () => new PreparedAnswer(await badgeFigures(db.orm, scope, config.clock.now()))) as Promise<
        PreparedAnswer<Awaited<ReturnType<typeof badgeFigures>>>
      >,
    );
  },
});
