// Announcements (spec §4 status toggle and indexFlag, §7 /api/system/proclamation) and the latest one (spec §3, §4
// Other), which the client pops up once per id per user.
import {
  latestAnnouncement, proclamationAdd, proclamationDelete, proclamationPage, proclamationUpdate, proclamationUpdateStatus,
} from '../../../src/core/contract/api/announcements.ts';
import { Messages } from '../../../src/core/contract/index.ts';
import { pageRequest } from '../../db/query.ts';
import { notFound } from '../../errors.ts';
import { defineModule } from '../module.ts';
import { Answer, route } from '../route.ts';
import {
  addProclamation, deleteProclamation, latestAnnouncement as latestOf, pageProclamations, setProclamationStatus, updateProclamation,
} from './repository.ts';
import { ANNOUNCEMENTS } from './seed-data.ts';
import { announcements } from './tables.ts';

export default defineModule({
  name: 'announcements',
  after: ['org'],
  scopedTables: [announcements],

  routes(app) {
    const { orm } = app.db;
    const { clock } = app.config;
    route(app, latestAnnouncement, async ({ scope }) => latestOf(orm, scope.orgId));
    route(app, proclamationPage, async ({ scope, query }) => pageProclamations(orm, scope, { ...query, ...pageRequest(query) }));
    route(app, proclamationAdd, async ({ scope, body }) => addProclamation(orm, scope, body, clock.now()));
    route(app, proclamationUpdate, async ({ scope, body }) => {
      const updated = await updateProclamation(orm, scope, body, clock.now());
      if (!updated) throw notFound(`announcement ${body.id}`);
      return updated;
    });
    route(app, proclamationDelete, async ({ scope, params }) => {
      if (!(await deleteProclamation(orm, scope, params.id))) throw notFound(`announcement ${params.id}`);
      return new Answer(null, Messages.deleted.zh);
    });
    route(app, proclamationUpdateStatus, async ({ scope, body }) => {
      const updated = await setProclamationStatus(orm, scope, body.id, body.status, clock.now());
      if (!updated) throw notFound(`announcement ${body.id}`);
      return updated;
    });
  },

  async seed(tx, { now }) {
    await tx.insert(announcements).values(
      ANNOUNCEMENTS.map(([orgId, title, content, indexFlag, status, age]) => ({ orgId, title, content, indexFlag, status, createdAt: now - age })),
    );
  },
});
