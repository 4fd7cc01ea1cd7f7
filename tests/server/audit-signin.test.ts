import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, forceLogout, onlinePage, signinPage } from '../../src/core/contract/api/audit.ts';
import type { OnlineSession, SigninRecord } from '../../src/core/contract/api/audit.ts';
import { currentStaffInfo } from '../../src/core/contract/api/staff.ts';
import { sendLoginSms, staffLogin, staffLogout, switchStaffGroup } from '../../src/core/contract/api/auth.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';
import { Code } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { call, createHarness, login, tokenFor, type Harness } from './harness.ts';

/** The sign-in log (登录日志) and the live sessions (在线用户, 强制下线) of an organisation. */
let h: Harness;
let admin: string; // 赵敏: 鲜食优选 (org 2), the seeded admin role
let north: string; // 孙丽: 北方智能 (org 7), no audit view code
beforeAll(async () => {
  h = await createHarness();
  admin = await tokenFor(h.app, '13800000007');
  north = await tokenFor(h.app, '13900000001');
});
afterAll(() => h.close());

const signins = async (query = '') => {
  const reply = await call<Paged<SigninRecord>>(h.app, 'GET', `${signinPage.path}?limit=100${query}`, { token: admin });
  expect(reply.status, reply.msg).toBe(200);
  return reply.data.rows;
};
const online = async (token = admin, query = '') => {
  const reply = await call<Paged<OnlineSession>>(h.app, 'GET', `${onlinePage.path}?limit=100${query}`, { token });
  expect(reply.status, reply.msg).toBe(200);
  return reply.data.rows;
};
const UA = { 'user-agent': 'signin-test/2.0' };

describe('the sign-in log', () => {
  it('records a failed and a successful password login, an SMS send, a switch and a logout, with address and user agent', async () => {
    const wrong = await call(h.app, 'POST', staffLogin.path, { body: { phone: '13800000001', password: 'not-the-password' }, headers: UA, remoteAddress: '10.9.8.7' });
    expect(wrong.status).toBe(Code.PASSWORD_MISMATCH);
    const right = await login(h.app, '13800000001', undefined, '10.9.8.7');
    const token = right.data?.token ?? '';
    const sms = await call(h.app, 'POST', `${sendLoginSms.path}?phoneNum=13800000001`, { headers: UA });
    expect(sms.status, sms.msg).toBe(200);
    const switched = await call<{ token: string }>(h.app, 'POST', `${switchStaffGroup.path}?groupId=1001`, { token });
    expect(switched.status, switched.msg).toBe(200);
    const out = await call(h.app, 'POST', staffLogout.path, { token: switched.data.token, headers: UA });
    expect(out.status).toBe(200);

    const rows = (await signins('&person=%E7%8E%8B%E5%BB%BA%E5%9B%BD')).reverse(); // 王建国
    expect(rows.map((row) => [row.kind, row.ok, row.code])).toEqual([
      ['password', false, Code.PASSWORD_MISMATCH], ['password', true, 200], ['sms-send', true, 200], ['switch', true, 200], ['logout', true, 200],
    ]);
    expect(rows[0]).toMatchObject({ ip: '10.9.8.7', userAgent: 'signin-test/2.0', phone: '138****0001', userName: '王建国' });
    expect(rows[4].reason).toBe('user');
    expect((await signins('&ok=false')).every((row) => !row.ok)).toBe(true);
  });

  it('an unknown phone is recorded without an organisation: nobody lists it, and the answer is the same as a wrong password', async () => {
    const unknown = await call(h.app, 'POST', staffLogin.path, { body: { phone: '13712345678', password: 'whatever-it-is' } });
    expect(unknown.status).toBe(Code.PASSWORD_MISMATCH);
    const [row] = (await h.app.db.query<{ org_id: number | null; user_id: number | null; phone: string }>("SELECT org_id, user_id, phone FROM signin_log WHERE phone = '137****5678'")).rows;
    expect(row).toEqual({ org_id: null, user_id: null, phone: '137****5678' });
    expect((await signins()).some((entry) => entry.phone === '137****5678')).toBe(false);
  });

  it('each organisation sees only its own; without the view code, HTTP 403', async () => {
    expect((await signins()).some((row) => row.userName === '孙丽')).toBe(false);
    expect((await call(h.app, 'GET', signinPage.path, { token: north })).http).toBe(403);
    expect((await call(h.app, 'GET', onlinePage.path, { token: north })).http).toBe(403);
    expect((await call(h.app, 'GET', auditPage.path, { token: north })).http).toBe(403);
  });
});

describe('在线用户', () => {
  it('lists both sessions of a user logged in twice; 强制下线 ends one at once and logs it', async () => {
    const first = await tokenFor(h.app, '13800000001', 1001);
    const second = await tokenFor(h.app, '13800000001', 1001);
    const mine = (await online(admin, '&person=13800000001')).filter((row) => row.userName === '王建国');
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine[0]).toMatchObject({ phone: expect.stringMatching(/^138/), groupId: 1001 });
    expect((await call(h.app, 'GET', currentStaffInfo.path, { token: first })).http).toBe(200);

    const before = new Set(mine.map((row) => row.id));
    // The newest session is the second token's (it was used last): end it.
    const target = mine[0];
    const ended = await call(h.app, 'POST', urlOf(forceLogout, { id: target.id }), { token: admin });
    expect(ended.status, ended.msg).toBe(200);
    const answers = [await call(h.app, 'GET', currentStaffInfo.path, { token: first }), await call(h.app, 'GET', currentStaffInfo.path, { token: second })];
    expect(answers.map((answer) => answer.http).sort()).toEqual([200, 401]);
    const after = (await online(admin, '&person=13800000001')).map((row) => row.id);
    expect(after).not.toContain(target.id);
    expect(after.filter((id) => before.has(id))).toHaveLength(before.size - 1);
    const [logged] = await signins('&kind=logout');
    expect(logged).toMatchObject({ userName: '王建国', reason: 'admin', ok: true });
    // Not live any more (or never the organisation's): HTTP 404.
    expect((await call(h.app, 'POST', urlOf(forceLogout, { id: target.id }), { token: admin })).http).toBe(404);
  });
});
