// An element alone on a page without a session (a partner page that has not logged in): <device-panel> says 请先登录
// instead of an empty list, dispatches backroom-login-required, and its 登录 button opens the back office's login
// screen in a dialog unless the host cancels the event to show its own; the login there fills the panel.
import { expect } from 'chai';
import { devicePanel } from '../../elements/device-panel.tsx';
import { LifecycleState } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { vendingMachinePage } from '../../src/core/contract/api/devices.ts';
import type { Device } from '../../src/core/contract/api/devices.ts';
import type { BackroomEventDetails } from '../../src/ui/providers/index.ts';
import { DEMO_PASSWORD } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { typeInto } from './fixtures/paged-table.ts';

devicePanel.define();

const asked: Array<BackroomEventDetails['backroom-login-required']> = [];
document.addEventListener('backroom-login-required', (event) => asked.push(event.detail));

afterEach(() => {
  for (const element of document.querySelectorAll('device-panel')) element.remove();
});

describe('<device-panel> without a session', () => {
  it('says 请先登录, tells the host, and a host that cancels the event keeps the login to itself', async () => {
    localStorage.clear();
    const host = mount<HTMLElement>('device-panel');
    await waitFor(() => inShadow(host, '.backroom-sign-in-required')?.textContent?.includes('请先登录'), '请先登录');
    // Told once the message is committed (an effect: it may follow the paint).
    await waitFor(() => asked.some((detail) => detail.tag === 'device-panel'), 'backroom-login-required');
    expect(asked).to.deep.include({ tag: 'device-panel' });
    expect(inShadow(host, '.semi-table')).to.equal(null);
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('backroom-login-required', cancel);
    const before = asked.length;
    inShadow<HTMLButtonElement>(host, '.backroom-sign-in-button')?.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    document.removeEventListener('backroom-login-required', cancel);
    expect(asked.length).to.equal(before + 1);
    expect(inShadow(host, '.backroom-sign-in-dialog')).to.equal(null);
  });

  it('otherwise opens the login screen in a dialog; logging in there shows the fleet', async () => {
    const host = mount<HTMLElement>('device-panel');
    const button = await waitFor(() => inShadow<HTMLButtonElement>(host, '.backroom-sign-in-button'), 'the 登录 button');
    button.click();
    const phone = await waitFor(() => inShadow<HTMLInputElement>(host, '.backroom-sign-in-dialog input#phone'), 'the login form', 20_000);
    typeInto(phone, '13800000007');
    typeInto(inShadow<HTMLInputElement>(host, '.backroom-sign-in-dialog input#password'), DEMO_PASSWORD);
    inShadow<HTMLButtonElement>(host, '.backroom-sign-in-dialog button[type="submit"]')?.click();
    await waitFor(() => inShadow(host, '.semi-table-tbody .semi-table-row'), 'the fleet list', 30_000);
    expect(inShadow(host, '.backroom-sign-in-required')).to.equal(null);
    expect(inShadow(host, '.backroom-sign-in-dialog')).to.equal(null);
  });
});

/** Opens the 设备指令 tab of a device once its detail shows. */
async function openCommands(host: HTMLElement): Promise<void> {
  const tab = await waitFor(
    () => [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-device-tabs [role="tab"]') ?? [])].find((one) => one.textContent === '设备指令'),
    'the 设备指令 tab',
    20_000,
  );
  tab.click();
}

/** Devices of the logged-in session in one lifecycle state, online first. */
async function devicesIn(state: number): Promise<Device[]> {
  const response = await fetch(`${vendingMachinePage.path}?page=1&limit=50&lifecycleState=${state}`, {
    headers: { Authorization: `Bearer ${localStorage.getItem('backroom:token')}`, Client: 'web' },
  });
  return ((await response.json()) as { data: Paged<Device> }).data.rows.sort((a, b) => Number(b.online) - Number(a.online));
}

describe('<device-panel device-id> commands by lifecycle, with their time', () => {
  it('a machine in repair offers no command (buttons disabled, the reason said)', async () => {
    const [repair] = await devicesIn(LifecycleState.IN_REPAIR);
    const host = mount<HTMLElement>('device-panel', { 'device-id': String(repair.id) });
    await openCommands(host);
    const banner = await waitFor(() => inShadow(host, '.backroom-command-disabled'), 'the reason', 20_000);
    expect(banner.textContent).to.include('不能下发指令');
    const buttons = [...(host.shadowRoot?.querySelectorAll<HTMLButtonElement>('.backroom-command-bar button[class*="backroom-command-"]') ?? [])];
    expect(buttons.length).to.be.greaterThan(5);
    for (const button of buttons) expect(button.disabled, button.className).to.equal(true);
  });

  it('an operating machine takes them; each result line says when it was sent', async () => {
    const [operating] = (await devicesIn(LifecycleState.OPERATING)).filter((device) => device.online);
    const host = mount<HTMLElement>('device-panel', { 'device-id': String(operating.id) });
    await openCommands(host);
    const light = await waitFor(() => inShadow<HTMLButtonElement>(host, '.backroom-command-bar .backroom-command-lightOn'), 'the 开灯 button', 20_000);
    expect(light.disabled).to.equal(false);
    expect(inShadow(host, '.backroom-command-disabled')).to.equal(null);
    light.click();
    const time = await waitFor(() => inShadow(host, '.backroom-command-run[data-command="lightOn"] .backroom-command-time'), 'the time of the command');
    expect(time.textContent?.trim()).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
