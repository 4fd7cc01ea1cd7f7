// The 系统管理 screens in real Chromium against the real seeded server, as 13800000007 (admin of 鲜食优选): 操作日志
// lists a write just made and its detail shows the changed fields old → new; 登录日志 lists a failed and a successful
// login; 在线用户 lists both sessions of a user logged in twice, and 强制下线 (after its confirm) ends one at once.
import { expect } from 'chai';
import { auditPage, signinPage, type AuditRecord, type SigninRecord } from '../../src/core/contract/api/audit.ts';
import { proclamationAdd } from '../../src/core/contract/api/announcements.ts';
import { staffLogin } from '../../src/core/contract/api/auth.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import AuditLogScreen from '../../src/features/system/AuditLogScreen.tsx';
import OnlineUsersScreen from '../../src/features/system/OnlineUsersScreen.tsx';
import SigninLogScreen from '../../src/features/system/SigninLogScreen.tsx';
import { apiLogin, signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, serverCall, serverGet, sessionReady, shownDialog } from './fixtures/feature-host.tsx';
import { cellText, chooseOption, requestsWith, rowOf, tableRows, toasts } from './fixtures/paged-table.ts';

const AUDIT = 'test-system-audit';
const SIGNIN = 'test-system-signin';
const ONLINE = 'test-system-online';
defineFeatureHost(AUDIT, () => <AuditLogScreen path="/system/operlog" title="操作日志" navigate={navigate} />);
defineFeatureHost(SIGNIN, () => <SigninLogScreen path="/system/logininfor" title="登录日志" navigate={navigate} />);
defineFeatureHost(ONLINE, () => <OnlineUsersScreen path="/system/online" title="在线用户" navigate={navigate} />);

const ADMIN = '13800000007';
afterEach(() => {
  for (const element of document.querySelectorAll(`${AUDIT}, ${SIGNIN}, ${ONLINE}`)) element.remove();
});

describe('系统管理', () => {
  it('操作日志 lists a write just made; its detail shows the fields it changed, old → new', async () => {
    const { token } = await signInThroughStorage(ADMIN);
    const title = `审计 ${Date.now()}`;
    await serverCall('POST', proclamationAdd.path, token, { title, content: '<p>x</p>', indexFlag: 0 });
    const [record] = (await serverGet<Paged<AuditRecord>>(`${auditPage.path}?page=1&limit=10&call=proclamation/add`, token)).rows;
    const host = mount<HTMLElement>(AUDIT);
    await waitFor(() => sessionReady(), 'the session', 15_000);
    await waitFor(() => rowOf(host, record.id), 'the new record', 15_000);
    const row = rowOf(host, record.id) as HTMLElement;
    expect(cellText(host, row, '操作状态')).to.equal('成功');
    (row.querySelector<HTMLElement>('.backroom-audit-open') as HTMLElement).click();
    const dialog = await waitFor(() => shownDialog(host, 'backroom-audit-details'), 'the detail');
    await waitFor(() => dialog.querySelector('.backroom-audit-changes')?.textContent?.includes(title), 'the new title among the changed fields');
    expect(dialog.textContent).to.include('POST /api/system/proclamation/add');
  });

  it('操作日志 filters by an area and a call picked from the calls the server records', async () => {
    const { token } = await signInThroughStorage(ADMIN);
    await serverCall('POST', proclamationAdd.path, token, { title: `筛选 ${Date.now()}`, content: '<p>x</p>', indexFlag: 0 });
    const host = mount<HTMLElement>(AUDIT);
    await waitFor(() => sessionReady(), 'the session', 15_000);
    await waitFor(() => tableRows(host).length > 0, 'the first page', 15_000);
    await chooseOption(host, inShadow(host, '.backroom-filter-area'), 'messages');
    await chooseOption(host, inShadow(host, '.backroom-filter-call'), `messages · POST ${proclamationAdd.path}`);
    (inShadow<HTMLElement>(host, '.backroom-filter-search') as HTMLElement).click();
    await waitFor(() => requestsWith(auditPage.path, { area: 'messages', call: proclamationAdd.path }) > 0, 'the filtered request', 15_000);
    await waitFor(
      () => tableRows(host).length > 0 && tableRows(host).every((row) => cellText(host, row, '请求地址') === `POST ${proclamationAdd.path}`),
      'only that call listed', 15_000,
    );
  });

  it('登录日志 lists a failed and a successful login', async () => {
    const { token } = await signInThroughStorage(ADMIN);
    const failed = await fetch(staffLogin.path, { method: 'POST', headers: { 'content-type': 'application/json', Client: 'web' }, body: JSON.stringify({ phone: ADMIN, password: 'wrong-password-1' }) });
    expect(((await failed.json()) as { status: number }).status).not.to.equal(200);
    await apiLogin(ADMIN);
    const page = await serverGet<Paged<SigninRecord>>(`${signinPage.path}?page=1&limit=10&person=${ADMIN.slice(-4)}&kind=password`, token);
    const lastFailed = page.rows.find((row) => !row.ok) as SigninRecord;
    const lastOk = page.rows.find((row) => row.ok) as SigninRecord;
    const host = mount<HTMLElement>(SIGNIN);
    await waitFor(() => sessionReady(), 'the session', 15_000);
    await waitFor(() => rowOf(host, lastFailed.id) && rowOf(host, lastOk.id), 'both logins', 15_000);
    expect(cellText(host, rowOf(host, lastFailed.id) as HTMLElement, '登录状态')).to.equal('失败');
    expect(cellText(host, rowOf(host, lastOk.id) as HTMLElement, '登录状态')).to.equal('成功');
  });

  it('在线用户 shows both sessions of a user logged in twice; 强制下线 ends one at once', async () => {
    await signInThroughStorage(ADMIN);
    const first = await apiLogin('13800000006');
    const second = await apiLogin('13800000006');
    const ids = [await sessionIdOf(first.token), await sessionIdOf(second.token)];
    const host = mount<HTMLElement>(ONLINE);
    await waitFor(() => sessionReady(), 'the session', 15_000);
    await waitFor(() => ids.every((id) => rowOf(host, id) !== null), 'both sessions of 13800000006', 15_000);
    expect((await fetch('/api/system/currentStaff/groups', { headers: { Authorization: `Bearer ${first.token}`, Client: 'web' } })).status).to.equal(200);
    ((rowOf(host, ids[0]) as HTMLElement).querySelector<HTMLElement>('.backroom-online-logout') as HTMLElement).click();
    (await waitFor(() => inShadow<HTMLElement>(host, '.backroom-online-logout-confirm'), 'the confirm')).click();
    // From the moment the screen says it is done (its answer came back): a loaded machine (two suites at once) may take
    // more than a second from the click to the answer; the second across processes is the server tests' (session-streams).
    await waitFor(() => toasts(host).includes('已强制下线'), 'the 已强制下线 toast');
    const started = performance.now();
    for (;;) {
      const answer = await fetch('/api/system/currentStaff/groups', { headers: { Authorization: `Bearer ${first.token}`, Client: 'web' } });
      if (answer.status === 401) break;
      if (performance.now() - started > 1_000) throw new Error('the ended session still answers after a second');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const target = { id: ids[0] };
    await waitFor(() => rowOf(host, target.id) === null, 'the row gone');
  });
});

/** The 在线用户 id of a session: the first 16 hex digits of its token's SHA-256. */
async function sessionIdOf(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, 16);
}
