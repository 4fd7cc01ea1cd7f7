// Helpers of the <admin-shell> browser tests: the real reference server behind web-test-runner (`/api/*`), a
// session left in storage as a login would, and probes into the element's shadow root.
import { sendMouse } from '@web/test-runner-commands';
import { getOrCreateSessionBus } from '../../src/core/session/index.ts';
import type { BackroomEventDetails, BackroomEventName } from '../../src/ui/providers/index.ts';
import { markLatestAnnouncementSeen, signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';

/** 赵敏, admin of 鲜食优选 (server seed): one identity, every menu, '*:*:*' and help:view. */
export const ADMIN_PHONE = '13800000007';

/** Seeded menu paths (server/db/seed/menus.ts) the tests walk through. */
export const Paths = {
  machines: '/deviceManager/vendingMachineList',
  coolers: '/deviceManager/coolerList',
  onlineReport: '/deviceManager/onlineReport',
  machineDetail: '/deviceManager/vendingMachineDetail',
  monitor: '/deviceManager/monitorScreen',
  tally: '/replenishManager/tallyList',
  orders: '/orderManager/orderList',
  report: '/reportCenter',
  storeHome: '/Layout/convenience/storeHome/storehome',
  stores: '/Layout/convenience/convenienceStores',
} as const;

/**
 * Signs in once per test file (the server allows 10 logins a minute per phone); the page's bus then keeps the
 * loaded session across mounts, so later shells start at once. `again` forces a new login after a logout.
 */
let session: Promise<unknown> | null = null;
export function signIn({ again = false, phone = ADMIN_PHONE } = {}): Promise<unknown> {
  if (again || session === null) {
    session = signInThroughStorage(phone).then(async (login) => {
      await markLatestAnnouncementSeen(phone, login.token);
      return login;
    });
  }
  return session;
}

export function removeShells(): void {
  for (const element of document.querySelectorAll('admin-shell, [data-shell-test]')) element.remove();
}

/** The page the workspace shows (the visible kept-alive slot). */
export function shownPage(host: Element): string | null {
  return inShadow<HTMLElement>(host, '.backroom-page:not([hidden])')?.dataset.page ?? null;
}

export function pageNode(host: Element, path: string, tabId?: string): HTMLElement | null {
  const tab = tabId ? `[data-tab="${tabId}"]` : '';
  return inShadow<HTMLElement>(host, `.backroom-page[data-page="${path}"]${tab}`);
}

export function waitForPage(host: Element, path: string, timeout = 15_000): Promise<string> {
  return waitFor(() => (shownPage(host) === path ? path : null), `the page ${path} (showing ${shownPage(host)})`, timeout);
}

/** A memory-routed shell on the dashboard, its session loaded. */
export async function mountShell(attributes: Record<string, string> = {}, parent: Node = document.body): Promise<HTMLElement> {
  const host = mount<HTMLElement>('admin-shell', { routing: 'memory', ...attributes }, parent);
  await waitFor(() => inShadow(host, '.backroom-shell'), 'the shell frame', 15_000);
  await waitForPage(host, attributes.path ?? '/dashboard');
  return host;
}

/** The host's own navigation: the `path` attribute. */
export async function open(host: Element, path: string): Promise<void> {
  host.setAttribute('path', path);
  await waitForPage(host, path);
}

export function button(host: Element, label: string): HTMLButtonElement | null {
  return inShadow<HTMLButtonElement>(host, `button[aria-label="${label}"]`);
}

export async function press(host: Element, label: string): Promise<void> {
  (await waitFor(() => button(host, label), `the button "${label}"`)).click();
}

export function tabs(host: Element): HTMLElement[] {
  return [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-tabs [role="tab"]') ?? [])];
}

/** A sidebar entry's text (clicks bubble to the entry) by its text. */
export function menuItem(host: Element, text: string): HTMLElement | null {
  const texts = host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-sidebar .backroom-nav-title') ?? [];
  return [...texts].find((node) => node.textContent === text) ?? null;
}

/** The details of every `name` event the host dispatches, in order. */
export function record<N extends BackroomEventName>(host: Element, name: N): Array<BackroomEventDetails[N]> {
  const seen: Array<BackroomEventDetails[N]> = [];
  host.addEventListener(name, (event) => seen.push((event as CustomEvent<BackroomEventDetails[N]>).detail));
  return seen;
}

/** A real mouse over an element (Semi tooltips open on hover), then back to the corner. */
export async function hover(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

export async function resetMouse(): Promise<void> {
  await sendMouse({ type: 'move', position: [0, 0] });
}

/** The tooltip text shown in the shadow root's popup layer. */
export function tooltipText(host: Element): Promise<string> {
  return waitFor(() => inShadow(host, '.backroom-popup-layer .semi-tooltip-content')?.textContent || null, 'a tooltip', 8_000);
}

export function sessionBus() {
  return getOrCreateSessionBus();
}
