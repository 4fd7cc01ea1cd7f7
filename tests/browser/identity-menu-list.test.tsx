// IdentityMenuList, the identities of the shell's user dropdown (spec §2, §4), in a test element in real Chromium
// against the real server: 使用中 / 切换, 此身份已禁用！, the filter box, switching.
import { useEffect } from 'react';
import { expect } from 'chai';
import { langOf } from '../../src/core/i18n/index.ts';
import { getOrCreateSessionBus } from '../../src/core/session/index.ts';
import type { BootstrapOutcome } from '../../src/core/session/index.ts';
import { IdentityMenuList } from '../../src/features/identity/index.ts';
import type { BackroomEventDetails } from '../../src/ui/providers/index.ts';
import { SessionProvider, useSessionServices, useSessionState } from '../../src/ui/session/index.ts';
import { defineElement } from '../../elements/base/index.ts';
import type { CommonElementProps } from '../../elements/base/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';

const switched: Array<{ groupId: number; outcome: BootstrapOutcome['kind'] }> = [];

function BootstrappedList() {
  const { controller } = useSessionServices();
  const { token, status } = useSessionState();
  useEffect(() => {
    if (!token || status !== 'idle') return;
    void controller.bootstrap().then((outcome) => (outcome.kind === 'reissueToken' ? controller.bootstrap() : outcome));
  }, [controller, token, status]);
  return <IdentityMenuList onSwitched={(groupId, outcome) => switched.push({ groupId, outcome: outcome.kind })} />;
}

defineElement({
  tag: 'identity-menu-probe',
  component: ({ apiBase, country, locale }: CommonElementProps) => (
    <SessionProvider apiBase={apiBase} country={country} locale={langOf(locale)} onExpired={() => undefined}>
      <BootstrappedList />
    </SessionProvider>
  ),
}).define();

const PHONE = '13800000001';
const DISABLED = 1006;
const bus = getOrCreateSessionBus();

const itemsOf = (host: Element) => [...(host.shadowRoot?.querySelectorAll<HTMLElement>('li[data-group-id]') ?? [])];
const itemOf = (host: Element, groupId: number) => inShadow<HTMLElement>(host, `li[data-group-id="${groupId}"]`) as HTMLElement;
const toastText = (host: Element) => inShadow(host, '.semi-toast-wrapper')?.textContent ?? '';

function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function showList(): Promise<HTMLElement> {
  const host = mount('identity-menu-probe');
  const loaded = () => ['ready', 'chooseIdentity'].includes(bus.getState().status);
  await waitFor(() => itemsOf(host).length > 0 && loaded(), 'the identities', 15_000);
  return host;
}

/** Switches through the list; the identity in use afterwards is `groupId`. */
async function switchThroughList(host: HTMLElement, groupId: number): Promise<Array<BackroomEventDetails['backroom-identity-change']>> {
  const changes: Array<BackroomEventDetails['backroom-identity-change']> = [];
  host.addEventListener('backroom-identity-change', (event) => changes.push(event.detail));
  (itemOf(host, groupId).querySelector('button') as HTMLButtonElement).click();
  await waitFor(() => changes.length === 1 && bus.getState().status === 'ready', 'the switch', 15_000);
  return changes;
}

let signedIn: Promise<void> | null = null;
beforeEach(() => (signedIn ??= signInThroughStorage(PHONE).then(() => undefined)));

afterEach(() => {
  for (const element of document.querySelectorAll('identity-menu-probe')) element.remove();
  switched.splice(0);
});

describe('IdentityMenuList (the user dropdown identities)', () => {
  it('switches with 切换: full-screen loading, backroom-identity-change, onSwitched; the new one is 使用中', async () => {
    const host = await showList();
    const previousGroupId = bus.getState().currentGroupId;
    const target = previousGroupId === 1003 ? 1004 : 1003;
    const layer = inShadow(host, '.backroom-popup-layer') as HTMLElement;
    let overlaySeen = false;
    const observer = new MutationObserver(() => {
      overlaySeen ||= layer.querySelector('.backroom-identity-switching') !== null;
    });
    observer.observe(layer, { childList: true, subtree: true });
    const changes = await switchThroughList(host, target);
    observer.disconnect();

    expect(changes).to.deep.equal([{ groupId: target, previousGroupId }]);
    expect(switched).to.deep.equal([{ groupId: target, outcome: 'ready' }]);
    expect(overlaySeen).to.equal(true);
    await waitFor(() => itemOf(host, target).textContent?.includes('使用中'), '使用中 on the new identity');
    expect(itemOf(host, target).querySelector('button') === null).to.equal(true);
    const others = itemsOf(host).filter((item) => ![target, DISABLED].includes(Number(item.dataset.groupId)));
    expect(others.map((item) => item.querySelector('button')?.textContent)).to.deep.equal(others.map(() => '切换'));
    expect(itemOf(host, DISABLED).querySelector('button')).to.equal(null);
  });

  it('hides categories 1 and 4 and names each identity on its 切换 button', async () => {
    const host = await showList();
    if (bus.getState().currentGroupId === 1002) await switchThroughList(host, 1001);
    expect(itemsOf(host).map((item) => Number(item.dataset.groupId))).to.have.members([1001, 1002, 1003, 1004, 1005, 1006]);
    const button = itemOf(host, 1002).querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).to.equal('切换 鲜食优选运营有限公司/南山运营中心');
  });

  it('a disabled identity shows 已禁用 instead of 切换, answers 此身份已禁用！ when clicked and stays unswitched', async () => {
    const host = await showList();
    const before = bus.getState().currentGroupId;
    const changes: unknown[] = [];
    host.addEventListener('backroom-identity-change', (event) => changes.push(event.detail));
    const item = itemOf(host, DISABLED) as HTMLElement;
    expect(item.querySelector('button')).to.equal(null);
    expect(item.textContent).to.include('已禁用');
    item.click();
    await waitFor(() => toastText(host).includes('此身份已禁用！'), 'the disabled-identity toast');
    expect(changes).to.deep.equal([]);
    expect(bus.getState().currentGroupId).to.equal(before);
  });

  it('shows the filter box above 5 identities only, and filters the list', async () => {
    const host = await showList();
    const filter = inShadow<HTMLInputElement>(host, '.backroom-identity-filter input') as HTMLInputElement;
    typeInto(filter, '西湖');
    await waitFor(() => itemsOf(host).length === 1, 'one identity for 西湖');
    expect(itemsOf(host)[0].dataset.groupId).to.equal(String(DISABLED));
    typeInto(filter, '品牌商');
    await waitFor(() => itemsOf(host).length === 1 && itemsOf(host)[0].dataset.groupId === '1004', 'the brand owner');

    const all = bus.getState().groups;
    bus.setState({ groups: all.filter((group) => group.groupId !== 1001) });
    try {
      await waitFor(() => !inShadow(host, '.backroom-identity-filter'), 'no filter box with 5 identities');
      expect(itemsOf(host)).to.have.length(5);
    } finally {
      bus.setState({ groups: all });
    }
  });
});
