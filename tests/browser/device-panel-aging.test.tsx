// 结束老化 on a device (issue 10, PUT /api/iot/machineAgingRecord/forceFinish) in real Chromium against the real seeded
// server, as 13900000001 (运营专员 of 北方智能, device:vm:lock): its machine BF-VM-0105 still awaits initialisation (its
// aging run going); after a confirmation the run ends, the machine awaits launch and the button is gone; the
// operations log says who finished it. No other browser test reads this machine.
import { expect } from 'chai';
import type { Paged } from '../../src/core/contract/index.ts';
import { LifecycleState } from '../../src/core/contract/index.ts';
import { vendingMachinePage } from '../../src/core/contract/api/devices.ts';
import type { Device, DeviceDetail } from '../../src/core/contract/api/devices.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { DevicePanel } from '../../src/features/devices/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, serverGet, sessionReady } from './fixtures/feature-host.tsx';
import { cellText, tableRows, toasts } from './fixtures/paged-table.ts';

const TAG = 'test-device-panel-aging';
const machine = { id: 0 };
defineFeatureHost(TAG, () => <DevicePanel view="list" deviceId={machine.id} locale="zh-CN" />);

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13900000001'))).token;

beforeEach(async () => {
  const page = await serverGet<Paged<Device>>(`${vendingMachinePage.path}?page=1&limit=10&code=BF-VM-0105`, await token());
  machine.id = page.rows[0].id;
});
afterEach(() => {
  for (const element of document.querySelectorAll(TAG)) element.remove();
});

describe('结束老化', () => {
  it('ends the running aging of a machine awaiting initialisation after a confirmation; it then awaits launch', async () => {
    const before = await serverGet<DeviceDetail>(`/api/operation/merchant/vm/detail/${machine.id}`, await token());
    expect(before.lifecycleState).to.equal(LifecycleState.AWAITING_INIT);
    const host = mount<HTMLElement>(TAG);
    await waitFor(() => sessionReady() && inShadow(host, '.backroom-device-title')?.textContent?.includes('BF-VM-0105'), 'the machine', 15_000);
    (await waitFor(() => inShadow<HTMLElement>(host, '.backroom-device-aging-finish'), 'the 结束老化 button')).click();
    const confirm = await waitFor(
      () => [...(host.shadowRoot?.querySelectorAll<HTMLButtonElement>('.semi-popconfirm button') ?? [])].find((button) => button.textContent?.includes('确定')),
      'the confirmation',
    );
    expect(host.shadowRoot?.querySelector('.semi-popconfirm')?.textContent).to.include('确定强制结束该设备的老化？');
    confirm.click();
    await waitFor(() => toasts(host).includes('老化已结束'), 'the 老化已结束 toast');
    await waitFor(() => inShadow(host, '.backroom-device-aging-finish') === null, 'the button gone');
    const after = await serverGet<DeviceDetail>(`/api/operation/merchant/vm/detail/${machine.id}`, await token());
    expect(after.lifecycleState).to.equal(LifecycleState.AWAITING_LAUNCH);

    const tab = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-device-tabs [role="tab"]') ?? [])].find((one) => one.textContent === '操作日志');
    tab?.click();
    const scope = '.backroom-device-ops-log';
    await waitFor(() => tableRows(host, scope).some((row) => cellText(host, row, '操作', scope) === '结束老化'), 'the log entry');
    const entry = tableRows(host, scope).find((row) => cellText(host, row, '操作', scope) === '结束老化') as HTMLElement;
    expect(cellText(host, entry, '状态', scope)).to.equal('已完成');
    expect(cellText(host, entry, '操作人', scope)).to.not.equal('系统');
  });
});
