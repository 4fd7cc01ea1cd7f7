// <identity-switcher> in real Chromium against the real server (spec §2 switch-identity dialog, §4 identity
// switching, §8 messages): a partner page whose user logged in elsewhere; the element finds the stored session.
import { expect } from 'chai';
import { browserPlatform } from '../../src/core/platform/index.ts';
import { getOrCreateSessionBus, readStoredSession } from '../../src/core/session/index.ts';
import type { BackroomEventDetails } from '../../src/ui/providers/index.ts';
import { identitySwitcher } from '../../elements/identity-switcher.tsx';
import { apiLogin, signInThroughStorage } from './fixtures/backroom-api.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';

identitySwitcher.define();

const PHONE = '13800000001';
/** 13800000001's identities (server seed): six switchable, one of them disabled; 1007 (category 1) and 1008 (4) hidden. */
const SWITCHABLE = [1001, 1002, 1003, 1004, 1005, 1006];
const DISABLED = 1006;
const bus = getOrCreateSessionBus();

const rowsOf = (host: Element) => [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.semi-modal tbody tr[data-group-id]') ?? [])];
const rowOf = (host: Element, groupId: number) => inShadow<HTMLElement>(host, `.semi-modal tr[data-group-id="${groupId}"]`);
const toastText = (host: Element) => inShadow(host, '.semi-toast-wrapper')?.textContent ?? '';
const button = (host: Element, selector: string) => inShadow<HTMLButtonElement>(host, selector) as HTMLButtonElement;

/** Types as a user would: React listens to the native value setter plus an input event. */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The page's session as a failed wait reports it: which state it was in, and how it ended if it did. */
function sessionNow(): string {
  const { status, token, groups } = bus.getState();
  return `session ${status}, ${token ? 'a token' : 'no token'}, ${groups.length} identities, ended: ${bus.endReason() ?? 'no'}`;
}

/** `waitFor`, failing with the page's session in the message. */
const waitInSession = <T,>(probe: () => T | null | undefined | false, what: string) =>
  waitFor(probe, what, 15_000).catch((error: Error) => {
    throw new Error(`${error.message} (${sessionNow()})`);
  });

async function openDialog(): Promise<HTMLElement> {
  const host = mount('identity-switcher', { open: '' });
  await waitInSession(() => rowsOf(host).length > 0 && bus.getState().status !== 'loading', 'the identities in the dialog');
  return host;
}

function listen<N extends keyof BackroomEventDetails>(host: Element, name: N): Array<BackroomEventDetails[N]> {
  const seen: Array<BackroomEventDetails[N]> = [];
  document.addEventListener(name, (event) => {
    if (event.composedPath()[0] === host) seen.push((event as CustomEvent<BackroomEventDetails[N]>).detail);
  });
  return seen;
}

// One login for the file (the server allows 10 a minute per phone); the session then lives on in the page's bus.
let signedIn: Promise<void> | null = null;
beforeEach(() => (signedIn ??= signInThroughStorage(PHONE).then(() => undefined)));

afterEach(() => {
  for (const element of document.querySelectorAll('identity-switcher')) element.remove();
});

describe('<identity-switcher open>: the 选择身份 dialog', () => {
  it('boots from the stored session and shows the dialog inside its shadow root', async () => {
    const host = await openDialog();
    const modal = inShadow(host, '.backroom-popup-layer .semi-modal') as HTMLElement;
    expect(modal.querySelector('.semi-modal-title')?.textContent).to.equal('选择身份');
    const headers = [...modal.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).to.include.members(['组织', '商户类型', '角色', '最后登录时间']);
    expect(document.querySelector('.semi-modal') === null).to.equal(true);
    expect(modal.querySelector('.backroom-identity-confirm')?.textContent).to.equal('确定');
    expect(modal.querySelector('.backroom-identity-logout')?.textContent).to.equal('登出');
    expect(getComputedStyle(modal.querySelector('.semi-modal-content') as Element).backgroundColor).not.to.equal('rgba(0, 0, 0, 0)');
  });

  it('lists the switchable identities only: categories 1 and 4 hidden', async () => {
    const host = await openDialog();
    expect(rowsOf(host).map((row) => Number(row.dataset.groupId))).to.have.members(SWITCHABLE);
    const text = inShadow(host, '.semi-modal')?.textContent ?? '';
    expect(text).not.to.include('云栈零售平台');
    expect(text).not.to.include('智造售货设备制造厂');
    expect(rowOf(host, 1005)?.textContent).to.include('供应商');
    expect(rowOf(host, 1004)?.querySelector('.semi-tag-blue-light')?.textContent).to.equal('品牌商');
    expect(rowOf(host, 1001)?.textContent).to.include('鲜食优选运营有限公司/张江站点组');
  });

  it('confirming with nothing selected says 请选择想要切换的账号', async () => {
    const host = await openDialog();
    button(host, '.backroom-identity-confirm').click();
    await waitFor(() => toastText(host).includes('请选择想要切换的账号'), 'the empty-choice toast');
    expect(host.hasAttribute('open')).to.equal(true);
  });

  it('a disabled identity (status 0) says 已禁用 and cannot be chosen', async () => {
    const host = await openDialog();
    const row = rowOf(host, DISABLED) as HTMLElement;
    expect(row.getAttribute('aria-disabled')).to.equal('true');
    expect(row.textContent).to.include('已禁用');
    expect((row.querySelector('input[type="radio"]') as HTMLInputElement).disabled).to.equal(true);
    row.click();
    await waitFor(() => toastText(host).includes('此身份已禁用！'), 'the disabled-identity toast');
    button(host, '.backroom-identity-confirm').click();
    await waitFor(() => toastText(host).includes('请选择想要切换的账号'), 'the empty-choice toast');
  });

  it('shows the filter box above 5 identities and filters by roles, department or organisation type', async () => {
    const host = await openDialog();
    const filter = inShadow<HTMLInputElement>(host, '.backroom-identity-filter input') as HTMLInputElement;
    expect(filter.placeholder).to.equal('搜索角色、部门或组织类型');
    typeInto(filter, '供应商');
    await waitFor(() => rowsOf(host).length === 1, 'one row for 供应商');
    expect(Number(rowsOf(host)[0].dataset.groupId)).to.equal(1005);

    const all = bus.getState().groups;
    bus.setState({ groups: all.filter((group) => group.groupId !== 1005) });
    try {
      await waitFor(() => !inShadow(host, '.backroom-identity-filter'), 'no filter box with 5 identities');
      expect(rowsOf(host).length).to.equal(5);
    } finally {
      bus.setState({ groups: all });
    }
  });

  it('choosing an identity shows the full-screen loading, switches and emits backroom-identity-change', async () => {
    const host = await openDialog();
    const changes = listen(host, 'backroom-identity-change');
    const previousGroupId = bus.getState().currentGroupId;
    const target = previousGroupId === 1002 ? 1003 : 1002;
    let overlaySeen = false;
    const layer = inShadow(host, '.backroom-popup-layer') as HTMLElement;
    const observer = new MutationObserver(() => {
      overlaySeen ||= layer.querySelector('.backroom-identity-switching .semi-spin') !== null;
    });
    observer.observe(layer, { childList: true, subtree: true });

    (rowOf(host, target)?.querySelector('input[type="radio"]') as HTMLInputElement).click();
    button(host, '.backroom-identity-confirm').click();
    await waitFor(() => changes.length === 1, 'backroom-identity-change', 15_000);
    observer.disconnect();

    expect(changes[0]).to.deep.equal({ groupId: target, previousGroupId });
    expect(overlaySeen).to.equal(true);
    expect(bus.getState().currentGroupId).to.equal(target);
    expect(readStoredSession(browserPlatform()).tokenGroupId).to.equal(target);
    await waitFor(() => !host.hasAttribute('open'), 'the element to remove `open`');
  });

  it('marks the identity in use as 使用中 and unselectable', async () => {
    const host = await openDialog();
    const current = bus.getState().currentGroupId as number;
    const row = rowOf(host, current) as HTMLElement;
    expect(row.textContent).to.include('使用中');
    expect(row.getAttribute('aria-disabled')).to.equal('true');
    expect((row.querySelector('input[type="radio"]') as HTMLInputElement).disabled).to.equal(true);
  });

  it('a switch the server refuses says 操作错误,请点击重试（status）', async () => {
    const host = await openDialog();
    const all = bus.getState().groups;
    // The client believes 1006 enabled; the server knows better and answers 8406.
    bus.setState({ groups: all.map((group) => (group.groupId === DISABLED ? { ...group, status: 1 as const } : group)) });
    try {
      await waitFor(() => rowOf(host, DISABLED)?.getAttribute('aria-disabled') === null, 'the row enabled');
      (rowOf(host, DISABLED)?.querySelector('input[type="radio"]') as HTMLInputElement).click();
      button(host, '.backroom-identity-confirm').click();
      await waitFor(() => toastText(host).includes('操作错误,请点击重试（8406）'), 'the switch failure toast', 10_000);
    } finally {
      bus.setState({ groups: all });
    }
  });
});

describe('<identity-switcher> and a session that failed to load', () => {
  it('asks for it again when it connects: one failed call does not leave the page without a session', async () => {
    (await openDialog()).remove();
    bus.setState({ status: 'error', staff: null, groups: [], viewCodes: null, menus: null }); // as a failed first load leaves it
    const host = await openDialog();
    // Ready, perhaps after re-issuing the token: other files switch this user's identity on the same server.
    await waitInSession(() => bus.getState().status === 'ready', 'the session ready');
    expect(rowsOf(host).map((row) => Number(row.dataset.groupId))).to.have.members(SWITCHABLE);
  });
});

describe('<identity-switcher> without `open`', () => {
  it('shows a 切换身份 button that opens the dialog; closing it removes `open`', async () => {
    const host = mount('identity-switcher');
    const trigger = await waitInSession(() => {
      const found = inShadow<HTMLButtonElement>(host, '.backroom-identity-trigger');
      return found && !found.disabled ? found : null;
    }, 'an enabled 切换身份 button');
    expect(trigger.textContent).to.equal('切换身份');
    trigger.click();
    await waitFor(() => host.hasAttribute('open') && rowsOf(host).length > 0, 'the dialog');
    expect(inShadow(host, '.backroom-identity-trigger') === null).to.equal(true);
    (inShadow<HTMLButtonElement>(host, '.semi-modal-close') as HTMLButtonElement).click();
    await waitFor(() => !host.hasAttribute('open'), '`open` removed');
    await waitFor(() => inShadow(host, '.backroom-identity-trigger'), 'the button again');
  });

  it('登出 logs out, emits backroom-logout and leaves the button disabled until a session arrives', async () => {
    const host = await openDialog();
    const logouts = listen(host, 'backroom-logout');
    button(host, '.backroom-identity-logout').click();
    await waitFor(() => logouts.length === 1, 'backroom-logout', 10_000);
    expect(logouts[0]).to.deep.equal({ reason: 'user' });
    expect(bus.getState().status).to.equal('loggedOut');
    expect(localStorage.getItem('backroom:token')).to.equal(null);
    await waitFor(() => !host.hasAttribute('open'), '`open` removed');
    const trigger = await waitFor(() => inShadow<HTMLButtonElement>(host, '.backroom-identity-trigger'), 'the button');
    expect(trigger.disabled).to.equal(true);
    expect(trigger.title).to.equal('请先登录');

    // `open` without a session keeps the disabled button; another element's login on the page opens the dialog.
    await waitFor(() => !inShadow(host, '.semi-modal'), 'the dialog gone');
    host.setAttribute('open', '');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(inShadow(host, '.semi-modal') === null).to.equal(true);
    expect(inShadow<HTMLButtonElement>(host, '.backroom-identity-trigger')?.disabled).to.equal(true);
    const session = await apiLogin(PHONE);
    bus.reset({ token: session.token, expire: session.expire });
    await waitFor(() => rowsOf(host).length > 0, 'the dialog once a session arrives', 15_000);
    expect(inShadow(host, '.backroom-identity-trigger') === null).to.equal(true);
  });
});
