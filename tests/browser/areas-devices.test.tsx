// The device lists (issue 4; device panels since issue 10) in real Chromium against the real seeded server, as 13800000007 (admin of 鲜食优选): rows
// as the server pages them, temperature −50 as ——, page-size change, filters.
import { expect } from 'chai';
import type { Paged } from '../../src/core/contract/index.ts';
import CoolersScreen from '../../src/features/devices/CoolersScreen.tsx';
import VendingMachinesScreen from '../../src/features/devices/VendingMachinesScreen.tsx';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, serverGet, sessionReady } from './fixtures/feature-host.tsx';
import {
  cellText, chooseOption, currentPage, headers, pagerEntries, pagerTotal, requestsWith, rowKeys, rowOf, tableRows, typeInto, waitForRows,
} from './fixtures/paged-table.ts';
import { coolerPage, vendingMachinePage } from '../../src/core/contract/api/devices.ts';
import type { Device } from '../../src/core/contract/api/devices.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';

const VENDING = 'test-areas-vending';
const COOLERS = 'test-areas-coolers';
defineFeatureHost(VENDING, () => <VendingMachinesScreen path="/deviceManager/vendingMachineList" title="售货机列表" navigate={navigate} />);
defineFeatureHost(COOLERS, () => <CoolersScreen path="/deviceManager/coolerList" title="冷柜列表" navigate={navigate} />);

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;
const serverPage = async (path: string, query = '') => serverGet<Paged<Device>>(`${path}?page=1&limit=10${query}`, await token());

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${VENDING}, ${COOLERS}`)) element.remove();
});

async function mountList(tag: string, expected: Paged<Device>): Promise<HTMLElement> {
  const host = mount<HTMLElement>(tag);
  await waitFor(() => sessionReady(), 'the session', 15_000);
  await waitForRows(host, expected.rows.map((device) => device.id), 'the seeded devices', undefined, 15_000);
  // Lifecycle states are dictionary labels, which arrive with their concept.
  await waitFor(() => tableRows(host).every((row) => cellText(host, row, '生命周期状态') !== '——'), 'the lifecycle labels');
  return host;
}

describe('the vending machine list', () => {
  it('shows the seeded machines as the server pages them, with their columns, and page-number pagination', async () => {
    const expected = await serverPage(vendingMachinePage.path);
    expect(expected.total).to.equal(8);
    const host = await mountList(VENDING, expected);
    expect(inShadow(host, '.backroom-screen-title')?.textContent).to.equal('售货机列表');
    // The first column holds the checkboxes of the batch lock, the last 详情 and 锁机/解锁 (issue 10).
    expect(headers(host)).to.deep.equal([
      '', '设备编号', '设备名称', '生命周期状态', '在线状态', '温度', '温控模式', '告警', '点位', '所属部门', '最后在线时间', '最后上报', '操作',
    ]);
    for (const device of expected.rows) {
      const row = rowOf(host, device.id) as HTMLElement;
      expect(cellText(host, row, '设备编号')).to.equal(device.code);
      expect(cellText(host, row, '在线状态')).to.equal(device.online ? '在线' : '离线');
    }
    const byCode = (code: string) => rowOf(host, expected.rows.find((device) => device.code === code)?.id ?? 0) as HTMLElement;
    // spec §9: −50 means not available (——); other values in ℃.
    expect(cellText(host, byCode('XS-VM-0105'), '温度')).to.equal('——');
    // No status report yet from the seeded machines: 最后上报 is empty.
    expect(cellText(host, byCode('XS-VM-0105'), '最后上报')).to.equal('——');
    expect(cellText(host, byCode('XS-VM-0101'), '温度')).to.equal('6℃');
    expect(cellText(host, byCode('XS-VM-0101'), '生命周期状态')).to.equal('运营中');
    expect(cellText(host, byCode('XS-VM-0102'), '告警')).to.equal('库存预警 3');
    expect(cellText(host, byCode('XS-VM-0101'), '告警')).to.equal('——');
    expect(pagerTotal(host)).to.equal('共 8 条');
    expect(pagerEntries(host)).to.deep.equal(['1']);
    expect(currentPage(host)).to.equal('1');
    expect(inShadow(host, '.backroom-pager-next')?.hasAttribute('disabled')).to.equal(true);
  });

  it('changing the page size asks the server for that many rows from page 1', async () => {
    const expected = await serverPage(vendingMachinePage.path);
    const host = await mountList(VENDING, expected);
    const before = requestsWith(vendingMachinePage.path, { page: '1', limit: '20' });
    await chooseOption(host, inShadow(host, '.backroom-pager-size'), '20 条/页');
    await waitFor(() => requestsWith(vendingMachinePage.path, { page: '1', limit: '20' }) > before, 'the request with limit 20');
    await waitForRows(host, expected.rows.map((device) => device.id), 'the same machines');
    expect(inShadow(host, '.backroom-pager-size')?.textContent).to.equal('20 条/页');
    (inShadow(host, '.backroom-pager-size') as HTMLElement).click();
    const options = await waitFor(() => {
      const found = [...(host.shadowRoot?.querySelectorAll('.semi-select-option') ?? [])].map((option) => option.textContent);
      return found.length > 0 ? found : null;
    }, 'the page sizes');
    expect(options).to.deep.equal(['10 条/页', '20 条/页', '50 条/页', '100 条/页']);
  });

  it('filters by lifecycle state and keyword on 搜索, and 重置 shows every machine again', async () => {
    const all = await serverPage(vendingMachinePage.path);
    const operating = await serverPage(vendingMachinePage.path, '&lifecycleState=2');
    const lujiazui = await serverPage(vendingMachinePage.path, '&lifecycleState=2&keyword=XS-VM-02');
    expect(operating.total).to.be.lessThan(all.total);
    const host = await mountList(VENDING, all);
    await chooseOption(host, inShadow(host, '.backroom-filter-lifecycle'), '运营中');
    expect(rowKeys(host)).to.deep.equal(all.rows.map((device) => device.id)); // nothing sent before 搜索
    (inShadow(host, '.backroom-filter-search') as HTMLElement).click();
    await waitForRows(host, operating.rows.map((device) => device.id), 'the operating machines');
    expect(tableRows(host).every((row) => cellText(host, row, '生命周期状态') === '运营中')).to.equal(true);
    typeInto(inShadow<HTMLInputElement>(host, '.backroom-filter-keyword input'), 'XS-VM-02');
    (inShadow(host, '.backroom-filter-search') as HTMLElement).click();
    await waitForRows(host, lujiazui.rows.map((device) => device.id), 'the operating machines matching XS-VM-02');
    (inShadow(host, '.backroom-filter-reset') as HTMLElement).click();
    await waitForRows(host, all.rows.map((device) => device.id), 'every machine again');
  });
});

describe('the cooler list', () => {
  it('shows the seeded coolers with temperature alarms, and —— for an offline cooler without a reading', async () => {
    const expected = await serverPage(coolerPage.path);
    const host = await mountList(COOLERS, expected);
    const alarmed = expected.rows.find((device) => device.temperatureAlarm) as Device;
    expect(cellText(host, rowOf(host, alarmed.id) as HTMLElement, '告警')).to.include('温度告警');
    expect(cellText(host, rowOf(host, alarmed.id) as HTMLElement, '温度')).to.equal(`${alarmed.temperature}℃`);
    const unread = expected.rows.find((device) => device.temperature === -50) as Device;
    expect(cellText(host, rowOf(host, unread.id) as HTMLElement, '温度')).to.equal('——');
    expect(pagerTotal(host)).to.equal(`共 ${expected.total} 条`);
  });
});
