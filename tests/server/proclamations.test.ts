import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../src/core/contract/index.ts';
import { Code, PROCLAMATION_EDIT, ProclamationStatus } from '../../src/core/contract/index.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';
import { latestAnnouncement, proclamationAdd, proclamationDelete, proclamationPage, proclamationUpdate, proclamationUpdateStatus } from '../../src/core/contract/api/announcements.ts';
import type { Announcement, Proclamation } from '../../src/core/contract/api/announcements.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';

/** Announcements under /api/system/proclamation: managed per organisation, changed only with the view code. */
let h: Harness;
let admin: string;
let operator: string;
let platform: string;
let northern: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await tokenFor(h.app, '13800000007');
  operator = await tokenFor(h.app, '13800000001', 1001);
  platform = await tokenFor(h.app, '13800000003');
  northern = await tokenFor(h.app, '13900000001');
});
afterAll(() => h.close());

const page = async (token: string, query = '') => {
  const reply = await call<Paged<Proclamation>>(h.app, 'GET', `${proclamationPage.path}?limit=100${query}`, { token });
  expect(reply.status, reply.msg).toBe(200);
  return reply.data;
};
const latest = async (token: string) => (await call<Announcement | null>(h.app, 'GET', latestAnnouncement.path, { token })).data;
const add = (token: string, body: unknown) => call<Proclamation>(h.app, 'POST', proclamationAdd.path, { token, body });
const XSS = '<p>新版本上线</p><img src=x onerror="alert(1)"><script>alert(2)</script>';

describe('GET proclamation/page', () => {
  it('lists the organisation\'s announcements newest first, drafts included; filters by title and status', async () => {
    const own = await page(admin);
    const stored = await h.app.db.query<{ title: string }>('SELECT title FROM announcements WHERE org_id = 2 ORDER BY created_at DESC, id DESC');
    expect(own.rows.map((p) => p.title)).toEqual(stored.rows.map((r) => r.title));
    expect(own.rows.some((p) => p.status === ProclamationStatus.DISABLED)).toBe(true);
    expect(own.rows.every((p) => !p.allOrganisations)).toBe(true);
    expect((await page(admin, `&title=${encodeURIComponent('升级')}`)).rows.map((p) => p.title)).toEqual(['系统升级通知']);
    expect((await page(admin, '&status=0')).rows.every((p) => p.status === 0)).toBe(true);
    // Reading needs no edit permission.
    expect((await page(operator)).total).toBe(own.total);
  });

  it('platform staff manage the platform\'s announcements to every organisation', async () => {
    const rows = (await page(platform)).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((p) => p.allOrganisations)).toBe(true);
  });
});

describe('changing announcements', () => {
  it(`needs ${PROCLAMATION_EDIT}: others get 403 and nothing changes`, async () => {
    const target = (await page(admin)).rows[0];
    const refusals = [
      await add(operator, { title: '越权公告', content: 'x', indexFlag: 0 }),
      await call(h.app, 'PUT', proclamationUpdate.path, { token: operator, body: { id: target.id, title: '改', content: 'x', indexFlag: 0 } }),
      await call(h.app, 'PUT', proclamationUpdateStatus.path, { token: operator, body: { id: target.id, status: 0 } }),
      await call(h.app, 'DELETE', urlOf(proclamationDelete, { id: target.id }), { token: northern }),
    ];
    for (const reply of refusals) expect([reply.http, reply.status, reply.data]).toEqual([403, Code.NO_PERMISSION, null]);
    expect((await page(admin)).rows[0]).toEqual(target);
  });

  it('add → latest announcement of the organisation; stored as sent (clients sanitise); other organisations unaffected', async () => {
    const northernLatest = await latest(northern);
    const added = await add(admin, { title: '  新版本上线  ', content: XSS, indexFlag: 1 });
    expect(added.status, added.msg).toBe(200);
    expect(added.data).toMatchObject({ title: '新版本上线', content: XSS, indexFlag: 1, status: 1, allOrganisations: false, createTime: h.clock.now() });
    expect(await latest(admin)).toEqual({ id: added.data.id, indexFlag: 1, title: '新版本上线', content: XSS });
    expect(await latest(operator)).toEqual(await latest(admin));
    expect(await latest(northern)).toEqual(northernLatest);
  });

  it('a draft (status 0) is listed but never the latest; enabling it with updateStatus makes it so', async () => {
    h.clock.advance(1_000);
    const before = await latest(admin);
    const draft = await add(admin, { title: '草稿公告', content: '<p>稍后发布</p>', indexFlag: 0, status: ProclamationStatus.DISABLED });
    expect(await latest(admin)).toEqual(before);
    const enabled = await call<Proclamation>(h.app, 'PUT', proclamationUpdateStatus.path, { token: admin, body: { id: draft.data.id, status: 1 } });
    expect(enabled.data).toMatchObject({ id: draft.data.id, status: 1 });
    expect((await latest(admin))?.id).toBe(draft.data.id);
    await call(h.app, 'PUT', proclamationUpdateStatus.path, { token: admin, body: { id: draft.data.id, status: 0 } });
    expect(await latest(admin)).toEqual(before);
  });

  it('updateById changes title, content and indexFlag and stamps the update time', async () => {
    const target = (await page(admin, `&title=${encodeURIComponent('巡检')}`)).rows[0];
    h.clock.advance(60_000);
    const reply = await call<Proclamation>(h.app, 'PUT', proclamationUpdate.path, {
      token: admin,
      body: { id: target.id, title: '巡检安排（更新）', content: '<p>改为本月20日</p>', indexFlag: 1 },
    });
    expect(reply.data).toEqual({ ...target, title: '巡检安排（更新）', content: '<p>改为本月20日</p>', indexFlag: 1, updateTime: h.clock.now() });
  });

  it('a platform announcement reaches every organisation', async () => {
    h.clock.advance(1_000);
    const added = await add(platform, { title: '平台维护通知', content: '<p>今晚维护</p>', indexFlag: 1 });
    expect(added.data.allOrganisations).toBe(true);
    for (const token of [admin, northern, platform]) expect((await latest(token))?.id).toBe(added.data.id);
    // Operators cannot change it: it is not theirs.
    const foreign = await call(h.app, 'PUT', proclamationUpdateStatus.path, { token: admin, body: { id: added.data.id, status: 0 } });
    expect(foreign.http).toBe(404);
    expect((await call(h.app, 'DELETE', urlOf(proclamationDelete, { id: added.data.id }), { token: platform })).status).toBe(200);
    expect((await latest(northern))?.id).not.toBe(added.data.id);
  });

  it('another organisation\'s announcement answers 404 to every change, like an unknown one', async () => {
    const foreign = (await h.app.db.query<{ id: number; title: string }>('SELECT id, title FROM announcements WHERE org_id = 7 ORDER BY id LIMIT 1')).rows[0];
    for (const id of [foreign.id, 999_999]) {
      const replies = [
        await call(h.app, 'PUT', proclamationUpdate.path, { token: admin, body: { id, title: '篡改', content: 'x', indexFlag: 0 } }),
        await call(h.app, 'PUT', proclamationUpdateStatus.path, { token: admin, body: { id, status: 0 } }),
        await call(h.app, 'DELETE', urlOf(proclamationDelete, { id: id }), { token: admin }),
      ];
      for (const reply of replies) expect([reply.http, reply.status]).toEqual([404, Code.NOT_FOUND]);
    }
    const still = await h.app.db.query<{ title: string; status: number }>('SELECT title, status FROM announcements WHERE id = $1', [foreign.id]);
    expect(still.rows[0].title).toBe(foreign.title);
  });

  it('deleteById removes it from the page', async () => {
    const target = (await page(admin)).rows.at(-1) as Proclamation;
    const reply = await call(h.app, 'DELETE', urlOf(proclamationDelete, { id: target.id }), { token: admin });
    expect([reply.status, reply.data]).toEqual([200, null]);
    expect((await page(admin)).rows.map((p) => p.id)).not.toContain(target.id);
    expect((await call(h.app, 'DELETE', urlOf(proclamationDelete, { id: target.id }), { token: admin })).http).toBe(404);
  });

  it.each([
    ['blank title', proclamationAdd.path, 'POST', { title: '   ', content: 'x', indexFlag: 0 }, 'body/title'],
    ['title over 100 characters', proclamationAdd.path, 'POST', { title: '长'.repeat(101), content: 'x', indexFlag: 0 }, 'body/title'],
    ['empty content', proclamationAdd.path, 'POST', { title: 't', content: '', indexFlag: 0 }, 'body/content'],
    ['indexFlag 2', proclamationAdd.path, 'POST', { title: 't', content: 'x', indexFlag: 2 }, 'body/indexFlag'],
    ['indexFlag as text', proclamationAdd.path, 'POST', { title: 't', content: 'x', indexFlag: '1' }, 'body/indexFlag'],
    ['an unknown field', proclamationAdd.path, 'POST', { title: 't', content: 'x', indexFlag: 0, orgId: 7 }, 'orgId'],
    ['update without id', proclamationUpdate.path, 'PUT', { title: 't', content: 'x', indexFlag: 0 }, 'id'],
    ['status 2', proclamationUpdateStatus.path, 'PUT', { id: 1, status: 2 }, 'body/status'],
    ['delete with a text id', '/api/system/proclamation/deleteById/abc', 'DELETE', undefined, 'params/id'],
  ])('%s → 400 naming the field', async (_name, url, method, body, field) => {
    const reply = await call(h.app, method, url, { token: admin, body });
    expect([reply.http, reply.status]).toEqual([400, 400]);
    expect(reply.msg).toContain(field);
  });
});
