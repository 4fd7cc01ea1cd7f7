// What the admin-shell end-to-end tests share: logging in through the real login screen, reading the page the
// workspace shows, and marking a kept page's DOM node to tell "kept alive" from "mounted again".
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { STATUS_OK } from '../../src/core/contract/index.ts';
import type { Envelope } from '../../src/core/contract/index.ts';
import { DEMO_PASSWORD, loginWithPassword } from './harness.ts';
import { staffLogin } from '../../src/core/contract/api/auth.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { latestAnnouncement } from '../../src/core/contract/api/announcements.ts';
import { amountOwingNotify } from '../../src/core/contract/api/accounts.ts';
import { lastSevenDaysWindow } from '../../src/core/format/index.ts';
import { SESSION_BUS_KEY } from '../../src/core/session/index.ts';

/** 赵敏, admin of 鲜食优选: one identity, every menu. */
export const ADMIN = '13800000007';

/** Seeded menu pages (server/db/seed/menus.ts). */
export const Pages = {
  machines: '/deviceManager/vendingMachineList',
  coolers: '/deviceManager/coolerList',
  onlineReport: '/deviceManager/onlineReport',
  monitor: '/deviceManager/monitorScreen',
  tally: '/replenishManager/tallyList',
} as const;

/** The id of the announcement a user has already seen (features/announcement remembers it per phone). */
function seenAnnouncement(page: Page, phone: string): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), `backroom:announcement:${phone}`);
}

/**
 * Logs in on the login screen the page shows and lands on the dashboard, closing the latest announcement (spec §4:
 * it pops up once per user) with 知道了 when it comes up, as the user would before working.
 */
export async function logIn(page: Page, phone = ADMIN, landing = '**/dashboard'): Promise<void> {
  const seen = await seenAnnouncement(page, phone);
  await loginWithPassword(page, phone);
  await page.waitForURL(landing);
  await closeAnnouncement(page, seen);
}

/** A GET from the page as its session (the token it holds), answering the envelope whatever its status. */
function pageGet<T>(page: Page, path: string): Promise<Envelope<T>> {
  return page.evaluate(async (target) => {
    const response = await fetch(target, { headers: { Authorization: `Bearer ${localStorage.getItem('backroom:token')}`, Client: 'web' } });
    return (await response.json()) as Envelope<T>;
  }, path);
}

/** Closes the announcement dialog if the logged-in user has one they had not seen before `seen`. */
export async function closeAnnouncement(page: Page, seen: string | null): Promise<void> {
  const { data: latest } = await pageGet<{ id: number; indexFlag: number } | null>(page, latestAnnouncement.path);
  if (!latest || latest.indexFlag !== 1 || seen === String(latest.id)) return;
  await page.locator('.backroom-announcement-close').click();
  // Gone, not only hidden: while it fades out it still holds the focus (a Tab then lands in it).
  await page.locator('.backroom-announcement-dialog').waitFor({ state: 'detached' });
}

/**
 * Closes the 账户余额通知 dialog (spec §4) with 知道了 when the logged-in identity is due for it: the helper asks the
 * server the check the back office asks (amountOwingNotify over the last seven days) and, when that answers false,
 * waits for the dialog, however late it opens. Otherwise the dialog never comes: a recharge earlier in the file, or
 * an identity the check does not apply to (the call is refused without finance:btn).
 */
export async function closeLowBalanceNotice(page: Page): Promise<void> {
  const { startTime, endTime } = lastSevenDaysWindow();
  const query = new URLSearchParams({ startTime: String(startTime), endTime: String(endTime) });
  const check = await pageGet<boolean>(page, `${amountOwingNotify.path}?${query}`);
  if (check.status !== STATUS_OK || check.data !== false) return;
  const dialog = page.locator('.backroom-low-balance-dialog');
  await dialog.getByRole('button', { name: '知道了' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The full path of the page the workspace shows (its visible kept-alive slot). */
export function shown(page: Page): Promise<string | null> {
  return page.locator('.backroom-page:not([hidden])').getAttribute('data-page');
}

/**
 * Waits until the page shown has asked for its data and drawn it: the content region is not `aria-busy` (the shell
 * sets it while a query of the page has no data yet), and still is not a frame later.
 */
export async function contentSettled(page: Page, timeout = 15_000): Promise<void> {
  const content = page.locator('.backroom-admin-shell #backroom-content');
  const deadline = Date.now() + timeout;
  for (;;) {
    await content.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: Math.max(1, deadline - Date.now()) });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if ((await content.getAttribute('aria-busy')) === 'false') return;
  }
}

/**
 * Waits until the workspace shows `path`. When it never does, the failure says what the page looked like: its URL,
 * the page shown, the session's status, open dialogs, the busy overlay, and the sidebar's visible entries (a click
 * that did not navigate is otherwise only "still /dashboard").
 */
export async function expectShown(page: Page, path: string): Promise<void> {
  try {
    await expect.poll(() => shown(page), { timeout: 30_000 }).toBe(path);
  } catch (error) {
    const state = await describePage(page).catch((reason: unknown) => `(could not read the page: ${String(reason)})`);
    throw new Error(`${path} was never shown. ${state}`, { cause: error });
  }
}

/** The page's state, as one line for a failure message. */
function describePage(page: Page): Promise<string> {
  return page.evaluate((busKey) => {
    const root = document.querySelector('admin-shell')?.shadowRoot;
    const visible = (node: Element) => (node as HTMLElement).offsetParent !== null;
    const texts = (selector: string) => [...(root?.querySelectorAll(selector) ?? [])].filter(visible).map((node) => node.textContent?.trim() ?? '');
    const bus = (globalThis as unknown as Record<symbol, { getState(): { status: string } } | undefined>)[Symbol.for(busKey)];
    const session = bus?.getState().status;
    return [
      `URL ${location.pathname}`,
      `shown ${root?.querySelector('.backroom-page:not([hidden])')?.getAttribute('data-page') ?? 'none'}`,
      `session ${session ?? 'unknown'}`,
      `dialogs [${texts('.semi-modal-title').join(', ')}]`,
      `busy overlay ${root?.querySelector('.backroom-busy-overlay') ? 'up' : 'none'}`,
      `sidebar [${texts('.backroom-sidebar .backroom-nav-title').join(', ')}]`,
    ].join('; ');
  }, Symbol.keyFor(SESSION_BUS_KEY) as string);
}

/** Opens a page from the sidebar, as a user does: the group, then the entry. */
export async function openFromSidebar(page: Page, group: string | null, entry: string): Promise<void> {
  const text = (label: string) => page.locator('.backroom-sidebar .backroom-nav-title', { hasText: new RegExp(`^${label}$`) });
  const before = await shown(page);
  if (group && !(await text(entry).isVisible())) await text(group).click();
  await text(entry).click();
  // As a person would: a click that changed nothing (on a loaded machine, once, an entry of a group still opening
  // was clicked and the page stayed as it was) is made again.
  const moved = await expect.poll(() => shown(page), { timeout: 5_000 }).not.toBe(before).then(() => true, () => false);
  if (!moved) await text(entry).click();
}

/** Tags the DOM node of a mounted page; a remount loses the tag. */
export function markPage(page: Page, path: string): Promise<void> {
  return page.evaluate((target) => {
    const host = document.querySelector('admin-shell');
    const node = host?.shadowRoot?.querySelector<HTMLElement>(`.backroom-page[data-page="${target}"]`);
    if (!node) throw new Error(`no mounted page ${target}`);
    (node as HTMLElement & { backroomMark?: boolean }).backroomMark = true;
  }, path);
}

/** true: the same node (kept alive); false: mounted again; null: not mounted. */
export function isMarked(page: Page, path: string): Promise<boolean | null> {
  return page.evaluate((target) => {
    const host = document.querySelector('admin-shell');
    const node = host?.shadowRoot?.querySelector<HTMLElement>(`.backroom-page[data-page="${target}"]`);
    return node ? (node as HTMLElement & { backroomMark?: boolean }).backroomMark === true : null;
  }, path);
}

/** Our keys in local and session storage. */
export function backroomKeys(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).filter((key) => key.startsWith('backroom:')),
    session: Object.keys(sessionStorage).filter((key) => key.startsWith('backroom:')),
  }));
}

/** The token the page's session holds (the identity the page works as). */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('backroom:token'));
  if (!token) throw new Error('the page holds no token');
  return token;
}

/** Calls the server as the holder of `token`, as another client of the same API would; throws unless it succeeds. */
export async function callApi<T>(baseUrl: string, token: string | null, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', Client: 'web', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || envelope.status !== STATUS_OK) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${response.status} ${envelope.msg}`);
  return envelope.data;
}

/** A token for a user with one identity, from the login call (not through a browser). */
export async function apiToken(baseUrl: string, phone: string): Promise<string> {
  return (await callApi<LoginResponse>(baseUrl, null, staffLogin.path, { method: 'POST', body: { phone, password: DEMO_PASSWORD } })).token;
}

/**
 * Logs the page in as a partner portal would, without the login screen: the token in storage and the latest
 * announcement already seen (the page must be on the server's origin; elements mounted afterwards use the session).
 */
export async function portalLogIn(page: Page, phone: string): Promise<void> {
  await page.evaluate(async ({ phone: user, password, loginPath, latestPath }) => {
    const response = await fetch(loginPath, {
      method: 'POST', headers: { 'content-type': 'application/json', Client: 'web' }, body: JSON.stringify({ phone: user, password }),
    });
    const { data } = (await response.json()) as { data: { token: string; expire: number } };
    localStorage.setItem('backroom:token', data.token);
    localStorage.setItem('backroom:expire', String(data.expire));
    const latest = await fetch(latestPath, { headers: { Authorization: `Bearer ${data.token}`, Client: 'web' } });
    const announcement = ((await latest.json()) as { data: { id: number } | null }).data;
    if (announcement) localStorage.setItem(`backroom:announcement:${user}`, String(announcement.id));
  }, { phone, password: DEMO_PASSWORD, loginPath: staffLogin.path, latestPath: latestAnnouncement.path });
}
