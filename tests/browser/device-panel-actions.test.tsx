// The device panel's selection and per-device actions (issue 10) in real Chromium against the real seeded server, as
// 13800000007 (admin of 鲜食优选): 导出 from the fleet list; 批量指令 over the rows ticked with a result per device as it
// arrives (成功, 失败 from XS-CL-0501 which the suite's simulator makes fail, 3502 设备离线, 40525 …); 清除缓存; the
// cooler compressor-control import (template, 604 empty, 603 beyond 500 rows, a wrong cell, then taken); on a device,
// 检查序列号 and 开门失败记录. The devices touched are ones no other browser test reads.
import { expect } from 'chai';
import type { Paged } from '../../src/core/contract/index.ts';
import { coolerCompressorTemplate } from '../../src/core/contract/api/cooler.ts';
import { coolerPage, vendingMachineOpenFailLogPage, vendingMachinePage } from '../../src/core/contract/api/devices.ts';
import type { Device, DeviceDetail, OpenFailRow } from '../../src/core/contract/api/devices.ts';
import { asyncTaskPage } from '../../src/core/contract/api/tasks.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { DevicePanel } from '../../src/features/devices/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, serverGet, sessionReady, shownDialog } from './fixtures/feature-host.tsx';
import { cellText, rowOf, tableRows, toasts, typeInto, waitForRows } from './fixtures/paged-table.ts';

const VENDING = 'test-device-actions-vending';
const COOLERS = 'test-device-actions-coolers';
const ONE = 'test-device-actions-one';
const ids: Record<string, number> = {};
defineFeatureHost(VENDING, () => <DevicePanel view="list" kind="vending" deviceId={null} locale="zh-CN" title="售货机列表" />);
defineFeatureHost(COOLERS, () => <DevicePanel view="list" kind="cooler" deviceId={null} locale="zh-CN" title="冷柜列表" />);
defineFeatureHost(ONE, () => <DevicePanel view="list" deviceId={ids['XS-VM-0102']} locale="zh-CN" />);

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;
const serverPage = async (path: string, query = '') => serverGet<Paged<Device>>(`${path}?page=1&limit=10${query}`, await token());

beforeEach(async () => {
  for (const path of [vendingMachinePage.path, coolerPage.path]) {
    for (const device of (await serverPage(path)).rows) ids[device.code] = device.id;
  }
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${VENDING}, ${COOLERS}, ${ONE}`)) element.remove();
});

const TABLE = '.backroom-device-table';

async function mountList(tag: string, path: string): Promise<HTMLElement> {
  const expected = await serverPage(path);
  const host = mount<HTMLElement>(tag);
  await waitFor(() => sessionReady(), 'the session', 15_000);
  await waitForRows(host, expected.rows.map((device) => device.id), 'the seeded devices', TABLE, 15_000);
  return host;
}

/** Ticks the row of `code` (its checkbox's input takes the click) and waits until the table shows it selected. */
async function tick(host: HTMLElement, code: string): Promise<void> {
  const box = rowOf(host, ids[code], TABLE)?.querySelector<HTMLElement>('.semi-checkbox-input');
  if (!box) throw new Error(`no checkbox for ${code}`);
  box.click();
  await waitFor(() => rowOf(host, ids[code], TABLE)?.classList.contains('semi-table-row-selected'), `${code} ticked`);
}

const buttonIn = (host: HTMLElement, scope: string, label: string) =>
  [...(host.shadowRoot?.querySelectorAll<HTMLButtonElement>(`${scope} button`) ?? [])].find((button) => button.textContent === label) ?? null;

/** The bulk dialog's result per device code, as shown. */
function bulkLines(host: HTMLElement): Record<string, string> {
  const lines: Record<string, string> = {};
  for (const row of tableRows(host, '.backroom-device-bulk-results')) {
    const [code, result] = [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
    lines[code] = result;
  }
  return lines;
}

describe('the fleet list toolbar', () => {
  it('导出 queues an export of the machines and says 已添加到下载缓存区', async () => {
    const host = await mountList(VENDING, vendingMachinePage.path);
    const queued = new Promise<CustomEvent>((resolve) => window.addEventListener('backroom-export-queued', (event) => resolve(event as CustomEvent), { once: true }));
    (inShadow(host, '.backroom-export-button[data-export-type="vendingMachines"]') as HTMLElement).click();
    await waitFor(() => toasts(host).includes('已添加到下载缓存区'), 'the 已添加到下载缓存区 toast');
    const { detail } = await queued;
    const after = await serverGet<Paged<{ id: number; taskDesc: string }>>(`${asyncTaskPage.path}?page=1&limit=10`, await token());
    expect(after.rows.find((task) => task.id === detail.taskId)?.taskDesc).to.equal(detail.taskDesc);
  });

  it('批量指令 over the coolers ticked: choose, confirm, then 成功, 失败 and 3502 设备离线 per device as they arrive', async () => {
    const results: Array<{ deviceId: string; command: string; ok: boolean }> = [];
    const listen = (event: Event) => results.push((event as CustomEvent).detail);
    document.addEventListener('backroom-command-result', listen);
    try {
      const host = await mountList(COOLERS, coolerPage.path);
      (inShadow(host, '.backroom-device-bulk') as HTMLElement).click();
      await waitFor(() => toasts(host).includes('请先选择设备'), 'the 请先选择设备 warning');
      for (const code of ['XS-CL-0202', 'XS-CL-0104', 'XS-CL-0501']) await tick(host, code);
      (inShadow(host, '.backroom-device-bulk') as HTMLElement).click();
      const dialog = await waitFor(() => shownDialog(host, 'backroom-device-bulk-dialog'), 'the bulk dialog');
      expect(dialog.querySelector('.semi-modal-title')?.textContent).to.equal('批量指令（3 台）');
      expect(dialog.querySelector('.backroom-device-bulk-kind .semi-select-selection')?.textContent).to.equal('开灯');
      (dialog.querySelector('.backroom-device-bulk-next') as HTMLElement).click();
      await waitFor(() => dialog.querySelector('.backroom-device-bulk-confirm')?.textContent === '确定向 3 台设备发送“开灯”？', 'the confirmation');
      (dialog.querySelector('.backroom-device-bulk-send') as HTMLElement).click();
      // The refusal reads at once; the others once their device answered.
      await waitFor(() => bulkLines(host)['XS-CL-0104'] === '3502 设备离线', 'the offline cooler');
      await waitFor(() => inShadow(host, '.backroom-device-bulk-tally[data-done="true"]'), 'every result', 20_000);
      expect(bulkLines(host)).to.deep.equal({ 'XS-CL-0202': '成功', 'XS-CL-0104': '3502 设备离线', 'XS-CL-0501': '失败' });
      expect(inShadow(host, '.backroom-device-bulk-tally')?.textContent).to.equal('成功 1 台，失败 2 台');
      await waitFor(() => results.length === 3, 'backroom-command-result per device');
      expect(results.map((result) => [result.deviceId, result.command, result.ok]).sort()).to.deep.equal(
        [[String(ids['XS-CL-0104']), 'lightOn', false], [String(ids['XS-CL-0202']), 'lightOn', true], [String(ids['XS-CL-0501']), 'lightOn', false]].sort(),
      );
    } finally {
      document.removeEventListener('backroom-command-result', listen);
    }
  });

  it('批量指令 设置温度 sends the temperature chosen; a machine in repair reads 40525', async () => {
    const host = await mountList(VENDING, vendingMachinePage.path);
    for (const code of ['XS-VM-0201', 'XS-VM-0105']) await tick(host, code);
    (inShadow(host, '.backroom-device-bulk') as HTMLElement).click();
    const dialog = await waitFor(() => shownDialog(host, 'backroom-device-bulk-dialog'), 'the bulk dialog');
    (dialog.querySelector('.backroom-device-bulk-kind') as HTMLElement).click();
    const option = await waitFor(() => [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.semi-select-option') ?? [])].find((item) => item.textContent === '设置温度'), 'the option 设置温度');
    option.click();
    const temp = await waitFor(() => dialog.querySelector<HTMLInputElement>('.backroom-device-bulk-temp input'), 'the temperature');
    typeInto(temp, '3');
    (dialog.querySelector('.backroom-device-bulk-next') as HTMLElement).click();
    await waitFor(() => dialog.querySelector('.backroom-device-bulk-confirm')?.textContent === '确定向 2 台设备发送“设置温度”？', 'the confirmation');
    (dialog.querySelector('.backroom-device-bulk-send') as HTMLElement).click();
    await waitFor(() => inShadow(host, '.backroom-device-bulk-tally[data-done="true"]'), 'every result', 20_000);
    const lines = bulkLines(host);
    expect(lines['XS-VM-0201']).to.equal('成功');
    expect(lines['XS-VM-0105']).to.match(/^40525 /);
    const detail = await serverGet<DeviceDetail>(`/api/operation/merchant/vm/detail/${ids['XS-VM-0201']}`, await token());
    expect(detail.temperature).to.equal(3);
  });

  it('清除缓存 forgets the reports of the machines ticked, after a confirmation', async () => {
    const host = await mountList(VENDING, vendingMachinePage.path);
    expect(cellText(host, rowOf(host, ids['XS-VM-0301'], TABLE) as HTMLElement, '温度', TABLE)).to.equal('22℃');
    await tick(host, 'XS-VM-0301');
    (inShadow(host, '.backroom-device-remove-cache') as HTMLElement).click();
    const confirm = await waitFor(
      () => [...(host.shadowRoot?.querySelectorAll<HTMLButtonElement>('.semi-popconfirm button') ?? [])].find((button) => button.textContent?.includes('确定')),
      'the confirmation',
    );
    expect(host.shadowRoot?.querySelector('.semi-popconfirm')?.textContent).to.include('确定清除所选 1 台设备的缓存？');
    confirm.click();
    await waitFor(() => toasts(host).includes('已清除 1 台设备的缓存'), 'the toast');
    await waitFor(() => cellText(host, rowOf(host, ids['XS-VM-0301'], TABLE) as HTMLElement, '温度', TABLE) === '——', 'the temperature gone');
  });
});

/** A file chosen in the import dialog's Upload. */
function choose(host: HTMLElement, file: File): void {
  const input = inShadow<HTMLInputElement>(host, '.backroom-import-upload input[type=file]');
  if (!input) throw new Error('no file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
const csv = (rows: string[][], name = 'plan.csv') => new File([rows.map((row) => row.join(',')).join('\n')], name, { type: 'text/csv' });
const HEADER = ['设备编号', '开启时间', '关闭时间'];

describe('压缩机控制导入 on the cooler list', () => {
  it('offers the template; refuses an empty file (604) and 501 rows (603), names a wrong cell, then takes a plan', async () => {
    const host = await mountList(COOLERS, coolerPage.path);
    (inShadow(host, '.backroom-device-compressor-import') as HTMLElement).click();
    const dialog = await waitFor(() => shownDialog(host, 'backroom-import-dialog'), 'the import dialog');
    expect(dialog.querySelector('.semi-modal-title')?.textContent).to.equal('压缩机控制导入');
    expect(dialog.querySelector('.backroom-import-columns')?.textContent).to.include('设备编号、开启时间、关闭时间');
    expect(dialog.querySelector('.backroom-import-template')).to.not.equal(null);

    // The server's template is a workbook (with an example row); a file of headers only is empty: 604.
    const template = await fetch(coolerCompressorTemplate.path, { headers: { Authorization: `Bearer ${await token()}`, Client: 'web' } });
    expect(template.ok).to.equal(true);
    expect((await template.blob()).size).to.be.greaterThan(0);
    choose(host, csv([HEADER], 'empty.csv'));
    await waitFor(() => toasts(host).includes('导入文件为空'), 'the 604 toast');
    choose(host, csv([HEADER, ...Array.from({ length: 501 }, () => ['XS-CL-0202', '06:00', '23:00'])]));
    await waitFor(() => toasts(host).includes('导入最多允许500行'), 'the 603 toast');
    choose(host, csv([HEADER, ['XS-CL-0202', '06:00', '23:00'], ['XS-VM-0101', '06:00', '23:00']]));
    await waitFor(() => inShadow(host, '.backroom-import-errors'), 'the wrong cells');
    expect(tableRows(host, '.backroom-import-errors').map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent))).to.deep.equal([['3', '设备编号']]);

    choose(host, csv([HEADER, ['XS-CL-0202', '07:30', '22:00']]));
    await waitFor(() => toasts(host).includes('已导入 1 条'), 'the 已导入 toast');
    await waitFor(() => !shownDialog(host, 'backroom-import-dialog'), 'the dialog closed');
    const cooler = await serverGet<DeviceDetail>(`/api/cooler/machine/info/${ids['XS-CL-0202']}`, await token());
    expect(cooler.compressorPlan).to.deep.equal({ onTime: '07:30', offTime: '22:00' });
    (rowOf(host, ids['XS-CL-0202'], TABLE)?.querySelector('.backroom-device-open') as HTMLElement).click();
    await waitFor(() => inShadow(host, '.backroom-device-compressor-plan')?.textContent === '07:30–22:00', 'the plan on the cooler');
  });
});

function openTab(host: HTMLElement, label: string): void {
  const tab = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-device-tabs [role="tab"]') ?? [])].find((one) => one.textContent === label);
  if (!tab) throw new Error(`no tab ${label}`);
  tab.click();
}

describe('one machine', () => {
  it('开门失败记录 lists its door-open failures as the server pages them', async () => {
    const path = vendingMachineOpenFailLogPage.path.replace(':id', String(ids['XS-VM-0102']));
    const expected = await serverGet<Paged<OpenFailRow>>(`${path}?page=1&limit=10`, await token());
    expect(expected.total).to.be.greaterThan(0);
    const host = mount<HTMLElement>(ONE);
    await waitFor(() => inShadow(host, '.backroom-device-title')?.textContent?.includes('XS-VM-0102'), 'the machine', 15_000);
    openTab(host, '开门失败记录');
    const scope = '.backroom-device-open-fails';
    await waitForRows(host, expected.rows.map((row) => row.id), 'the failures', scope);
    const first = rowOf(host, expected.rows[0].id, scope) as HTMLElement;
    expect(cellText(host, first, '失败原因', scope)).to.equal(expected.rows[0].reason);
    expect(cellText(host, first, '用户手机号', scope)).to.equal(expected.rows[0].userPhone);
    expect(expected.rows[0].userPhone).to.contain('****');
  });

  it('检查序列号 says whether an NFC serial number is free or bound here (with the device); another organisation\'s binding is not told', async () => {
    const host = mount<HTMLElement>(ONE);
    await waitFor(() => inShadow(host, '.backroom-device-title')?.textContent?.includes('XS-VM-0102'), 'the machine', 15_000);
    openTab(host, '绑定设置');
    const field = await waitFor(() => inShadow<HTMLInputElement>(host, '.backroom-device-check-sn input'), 'the serial number field');
    const check = async (typed: string) => {
      typeInto(field, typed);
      await waitFor(() => !inShadow(host, '.backroom-device-check-sn-button')?.hasAttribute('disabled'), 'the button enabled');
      buttonIn(host, '.backroom-device-bindings', '检查序列号')?.click();
      return (await waitFor(() => inShadow<HTMLElement>(host, '.backroom-device-check-sn-result'), `the word on ${typed}`)).textContent;
    };
    expect(await check(`NFC-${ids['XS-VM-0101']}`)).to.equal(`NFC-${ids['XS-VM-0101']} 已绑定设备 XS-VM-0101`);
    // Bound by another organisation: the answer is the caller's organisation's only (no oracle of other tenants' serials).
    expect(await check('NFC-70001')).to.equal('NFC-70001 未绑定，可以使用');
    expect(await check('NFC-FREE 1')).to.equal('NFC-FREE1 未绑定，可以使用');
  });
});
