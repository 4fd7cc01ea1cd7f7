// 经营报表 (issue 16): the business report over a chosen period, as figures and as an xlsx download.
import { REPORT_MAX_DAYS, businessReport as businessReportCall, businessReportExport } from '../../../src/core/contract/api/reports.ts';
import { DAY_MS } from '../../db/calendar.ts';
import { badInput } from '../../errors.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';
import { businessReport } from './repository.ts';
import { periodOf, reportWorkbook } from './workbook.ts';

function checkPeriod({ startTime, endTime }: { startTime: number; endTime: number }): void {
  if (endTime < startTime) throw badInput('querystring/endTime must not be before querystring/startTime');
  if (endTime - startTime >= REPORT_MAX_DAYS * DAY_MS) throw badInput(`querystring/endTime must be within ${REPORT_MAX_DAYS} days of querystring/startTime`);
}

export default defineModule({
  name: 'reports',
  after: ['orders', 'devices'],

  routes(app) {
    const { orm } = app.db;
    route(app, businessReportCall, async ({ scope, query }) => {
      checkPeriod(query);
      return businessReport(orm, scope, query.startTime, query.endTime);
    });
    route(app, businessReportExport, async ({ scope, query }, reply) => {
      checkPeriod(query);
      const report = await businessReport(orm, scope, query.startTime, query.endTime);
      const body = await reportWorkbook(report);
      const name = `经营报表_${periodOf(report)}.xlsx`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="report.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'no-store')
        .send(body);
    });
  },
});
