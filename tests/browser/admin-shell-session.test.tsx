// <admin-shell> and the session (spec §2 top bar and user dropdown, §4 logout, §8 expiry) in real Chromium against
// the real server: the 'current …' text, phone masking, 退出登录, a logout from another tab, and ten requests
// failing with 401 together ending the session once.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { Route, Screen } from '../../src/core/contract/index.ts';
import { useHttp } from '../../src/ui/session/index.ts';
import type { ScreenProps } from '../../src/app/index.ts';
import { adminShell } from '../../elements/admin-shell.tsx';
import { SCREENS } from '../../elements/admin-shell/screens.ts';
import { defineProbeShell } from './fixtures/probe-shell.tsx';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { button, hover, mountShell, open, record, removeShells, resetMouse, signIn, tooltipText, waitForPage } from './admin-shell.fixtures.ts';
import { staffLogout } from '../../src/core/contract/api/auth.ts';
import { currentStaffViews } from '../../src/core/contract/api/staff.ts';

adminShell.define();

/** 李秀英, operator staff: the persona these tests log out (each logout needs a fresh login). */
const OPERATOR_PHONE = '13800000002';
/** 黄磊, brand owner with phoneHide and a two-level department. */
const BRAND_PHONE = '13800000008';
const REQUESTS = 10;

/** A screen that sends REQUESTS calls at once through the shell's own client. */
function TenRequests(_props: ScreenProps) {
  const http = useHttp();
  useEffect(() => {
    for (let i = 0; i < REQUESTS; i += 1) void http.get(currentStaffViews.path).catch(() => undefined);
  }, [http]);
  return <p data-probe="ten-requests">…</p>;
}

/** The shell feature with the real registry and the probe screen as the home page. */
defineProbeShell('probe-shell', { ...SCREENS, [Screen.dashboard]: TenRequests });

beforeEach(() => setViewport({ width: 1366, height: 900 }));
afterEach(async () => {
  removeShells();
  for (const element of document.querySelectorAll('probe-shell')) element.remove();
  await resetMouse();
});

const loginShown = (host: Element) => waitFor(() => inShadow(host, 'input[placeholder="手机号"], [data-login]'), 'the login screen', 8_000);

describe('<admin-shell> top bar and user dropdown', () => {
  it("shows 'current {scope}: {last department segment}' with the full path in a tooltip, and masks the phone", async () => {
    await signIn({ again: true, phone: BRAND_PHONE });
    const host = await mountShell();
    const current = await waitFor(() => inShadow<HTMLElement>(host, '.backroom-current-scope'), 'the current scope');
    expect(current.textContent).to.equal('当前组织：市场部');
    await hover(current);
    expect(await tooltipText(host)).to.equal('清泉饮品集团/市场部');
    // The top bar's icons arrive with the frame's parts chunk: wait for them, then check which are there.
    await waitFor(() => button(host, '消息通知'), '消息通知 (category 2 sees notifications)');
    expect(button(host, '帮助中心')).to.equal(null); // no help:view
    (inShadow<HTMLButtonElement>(host, 'button.backroom-user-trigger') as HTMLButtonElement).click();
    const menu = await waitFor(() => inShadow<HTMLElement>(host, '.backroom-user-menu'), 'the user menu');
    expect(menu.querySelector('.backroom-user-phone')?.textContent).to.equal('138****0008');
  });
});

// 选择身份 for several identities and none current is tested end to end (tests/e2e/session-flow.test.ts) on a fresh
// server: here the suite's one server is shared by files that switch 13800000001's identity, so "none current"
// would hold only when this file happened to run first.

describe('<admin-shell> logout', () => {
  it('退出登录 clears our storage, announces the logout once and opens the login path', async () => {
    await signIn({ again: true, phone: OPERATOR_PHONE });
    sessionStorage.setItem('backroom:draft', 'ours');
    sessionStorage.setItem('host-key', 'theirs');
    const host = await mountShell();
    const logouts = record(host, 'backroom-logout');
    (inShadow<HTMLButtonElement>(host, 'button.backroom-user-trigger') as HTMLButtonElement).click();
    const item = await waitFor(
      () => [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-user-menu .semi-dropdown-item') ?? [])].find((node) => node.textContent === '退出登录'),
      'the 退出登录 item',
    );
    item.click();
    await loginShown(host);
    expect(logouts).to.deep.equal([{ reason: 'user' }]);
    for (const key of ['backroom:token', 'backroom:expire', 'backroom:user']) expect(localStorage.getItem(key)).to.equal(null);
    expect(sessionStorage.getItem('backroom:draft')).to.equal(null);
    expect(sessionStorage.getItem('host-key')).to.equal('theirs');
    sessionStorage.removeItem('host-key');
  });

  it("follows a logout made in another tab", async () => {
    await signIn({ again: true, phone: OPERATOR_PHONE });
    const host = await mountShell();
    await open(host, '/orderManager/orderList');
    const logouts = record(host, 'backroom-logout');
    const otherTab = new BroadcastChannel('backroom.session');
    otherTab.postMessage({ type: 'logout', from: 'another-tab' });
    otherTab.close();
    await loginShown(host);
    expect(logouts).to.deep.equal([{ reason: 'other-tab' }]);
    expect(localStorage.getItem('backroom:token')).to.equal(null);
    // The login page says why it is there.
    await waitFor(() => host.shadowRoot?.textContent?.includes('您已在其他标签页退出登录，请重新登录'), 'the other-tab notice');
  });

  it(`ends the session once when ${REQUESTS} requests fail with 401 together`, async () => {
    await signIn({ again: true, phone: OPERATOR_PHONE });
    // The message page loads its list: let every request of it settle before the server ends the session, or
    // one of them would meet the 401 first and end the session before the probe sends its ten.
    let inFlight = 0;
    const fetchOriginal = window.fetch;
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      inFlight += 1;
      try {
        return await fetchOriginal.apply(window, args); // answered: the server has checked its token
      } finally {
        inFlight -= 1;
      }
    };
    let host: HTMLElement;
    try {
      host = mount<HTMLElement>('probe-shell', { routing: 'memory', path: Route.inform });
      await waitForPage(host, Route.inform, 15_000);
      let idleSince = performance.now();
      await waitFor(() => {
        if (inFlight > 0) idleSince = performance.now();
        return performance.now() - idleSince > 300; // no request for 300 ms: the page has settled
      }, 'the message page to finish loading', 8_000);
    } finally {
      window.fetch = fetchOriginal;
    }
    const logouts = record(host, 'backroom-logout');
    // The server ends the session behind the page's back: every later call answers HTTP 401.
    const token = localStorage.getItem('backroom:token');
    await fetch(staffLogout.path, { method: 'POST', headers: { Authorization: `Bearer ${token}`, Client: 'web' } });
    const calls: string[] = [];
    const send = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return send.call(window, input, init);
    };
    try {
      host.setAttribute('path', Route.dashboard);
      await waitFor(() => inShadow(host, '[data-login]'), 'the login screen', 8_000);
    } finally {
      window.fetch = send;
    }
    expect(calls.filter((url) => url.includes(currentStaffViews.path))).to.have.length(REQUESTS);
    expect(calls.filter((url) => url.includes(staffLogout.path))).to.have.length(1);
    expect(logouts).to.deep.equal([{ reason: 'expired' }]);
    expect(inShadow(host, '[data-login]')?.getAttribute('data-login')).to.equal('/login');
  });
});
