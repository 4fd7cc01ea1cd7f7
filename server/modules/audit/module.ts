// The audit trail (操作日志), the sign-in log (登录日志) and the live sessions (在线用户, 强制下线) of an organisation.
// Records are written by server/plugins/audit.ts around every staff write and by ./signin.ts for the auth calls; this
// module answers the lists, ends sessions, keeps the capture triggers on every table and sweeps old records.
import { auditCalls, auditDetail, auditPage, forceLogout, onlinePage, signinPage } from '../../../src/core/contract/api/audit.ts';
import { AUDIT_VIEW_CODES, Role } from '../../../src/core/contract/index.ts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pageRequest } from '../../db/query.ts';
import { notFound } from '../../errors.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';
import { revokeSession, sessionEnded } from '../auth/sessions.ts';
import { roles, roleViews, users } from '../org/tables.ts';
import { linkChains, sweepAudit } from './chain.ts';
import { auditRecord, liveSessionOf, pageAudit, pageOnline, pageSignins } from './repository.ts';
import { writeSignin } from './signin.ts';
import { maskPhone } from '../../../src/core/rules/mask.ts';

const DAY_MS = 86_400_000;
/** How often a process sweeps (every process does; a sweep finding nothing old is one query per organisation). */
const SWEEP_EVERY_MS = 3_600_000;

export default defineModule({
  name: 'audit',
  after: ['org'],
  // No scopedTables: the trail, the sign-in log and the sessions are the whole organisation's (no department), and
  // their lists mix tables; organisation isolation is tested in tests/server/audit-*.test.ts.

  async routes(app) {
    const { orm } = app.db;
    const { clock } = app.config;
    // Tables added since the last start get the capture trigger too (migration 117).
    await app.db.query('SELECT backroom_audit_attach()');

    // Records a process left unlinked (it stopped right after their writes) are linked by the next sweep of any process.
    const sweep = async () => {
      await linkChains(orm);
      await sweepAudit(orm, clock.now() - app.config.auditRetentionDays * DAY_MS, clock.now());
    };
    const timer = setInterval(() => void sweep().catch((error: unknown) => app.log.error({ err: error }, 'audit retention sweep failed')), SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    void sweep().catch((error: unknown) => app.log.error({ err: error }, 'audit retention sweep failed'));

    route(app, auditPage, async ({ scope, query }) => pageAudit(orm, scope, query, pageRequest(query)));
    route(app, auditCalls, async () =>
      app.auditedCalls
        .map(({ tag, method, path, summary }) => ({ area: tag, method, path, summary }))
        .sort((a, b) => a.area.localeCompare(b.area) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method)));
    route(app, auditDetail, async ({ scope, params }) => {
      const found = await auditRecord(orm, scope, params.id);
      if (!found) throw notFound(`audit record ${params.id}`);
      return found;
    });
    route(app, signinPage, async ({ scope, query }) => pageSignins(orm, scope, query, pageRequest(query)));
    route(app, onlinePage, async ({ scope, query, session }) => pageOnline(orm, scope, clock.now(), session.tokenHash, query.person, pageRequest(query)));
    route(app, forceLogout, async (request) => {
      const { scope, params } = request;
      const live = await liveSessionOf(orm, scope, clock.now(), params.id);
      if (!live || !(await revokeSession(orm, clock, live.tokenHash))) throw notFound(`session ${params.id}`);
      // This process stops serving it (and ends its streams) once this commits; every other process hears it from the
      // sessions trigger's NOTIFY on commit.
      sessionEnded(app, live.tokenHash);
      const [user] = await orm.select({ phone: users.phone }).from(users).where(eq(users.id, live.userId));
      await writeSignin(orm, request as unknown as FastifyRequest, clock.now(), {
        orgId: scope.orgId, userId: live.userId, groupId: live.groupId, phone: maskPhone(user?.phone ?? '', true), kind: 'logout', ok: true, code: 200, reason: 'admin',
      });
      return null;
    });
  },

  // The seeded admin roles hold the audit view codes by name as well as through *:*:*.
  async seed(tx) {
    const admins = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.code, [Role.ADMIN]));
    if (admins.length === 0) return;
    await tx
      .insert(roleViews)
      .values(admins.flatMap((role) => AUDIT_VIEW_CODES.map((viewCode) => ({ roleId: role.id, viewCode }))))
      .onConflictDoNothing();
  },
});
