// The device panel (issue 10) in real Chromium against the real seeded server, as 13800000007 (admin of 鲜食优选):
// the fleet list's filters and columns, and one command from click to result — the progress while it waits and
// 轮询超时 10 秒 (4402) under a fake clock for the device the simulator keeps silent (XS-VM-0401:
// scripts/wtr-api-server.mjs); a command that succeeds, and backroom-command-result for each.
import { expect } from 'chai';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { Paged } from '../../src/core/contract/index.ts';
import { vendingMachinePage } from '../../src/core/contract/api/devices.ts';
import type { Device } from '../../src/core/contract/api/devices.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { langOf } from '../../src/core/i18n/index.ts';
import type { Platform } from '../../src/core/platform/index.ts';
import { DevicePanel } from '../../src/features/devices/index.ts';
import { SessionProvider, useSessionServices, useSessionState } from '../../src/ui/session/index.ts';
import { defineElement } from '../../elements/base/index.ts';
import type { CommonElementProps } from '../../elements/base/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { serverGet, testPlatform } from './fixtures/feature-host.tsx';
import { cellText, chooseOption, headers, rowOf, typeInto, waitForRows } from './fixtures/paged-table.ts';

/** A clock the test moves: timers run when `advance` passes their time (the panel's polls, deadline and ticks). */
const clock = {
  base: Date.now(),
  now: 0,
  next: 1,
  timers: new Map<number, { at: number; run: () => void }>(),
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = due[1].at;
      due[1].run();
    }
    this.now = end;
  },
};
const fakePlatform: Platform = {
  ...testPlatform,
  now: () => clock.base + clock.now,
  setTimeout: (run, ms) => {
    const id = clock.next++;
    clock.timers.set(id, { at: clock.now + ms, run });
    return id;
  },
  clearTimeout: (id) => void clock.timers.delete(id as number),
};

let ready = false;
function Bootstrapped({ children }: { children: ReactNode }) {
  const { controller } = useSessionServices();
  const { token, status } = useSessionState();
  ready = status === 'ready';
  useEffect(() => {
    if (token && status === 'idle') void controller.bootstrap().catch(() => undefined);
  }, [controller, token, status]);
  return <>{children}</>;
}

const LIST = 'test-device-panel-list';
const SILENT = 'test-device-panel-silent';
const ONE = 'test-device-panel-one';
const COOLER = 'test-device-panel-cooler';
const hostOf = (render: () => ReactNode, platform?: Platform) =>
  function Host({ apiBase, country, locale }: CommonElementProps) {
    return (
      <SessionProvider apiBase={apiBase} country={country} locale={langOf(locale)} onExpired={() => undefined} platform={platform ?? testPlatform}>
        <Bootstrapped>{render()}</Bootstrapped>
      </SessionProvider>
    );
  };

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;
const serverPage = async (query = '') => serverGet<Paged<Device>>(`${vendingMachinePage.path}?page=1&limit=10${query}`, await token());
const deviceIds: Record<string, number> = {};

defineElement<object>({ tag: LIST, component: hostOf(() => <DevicePanel view="list" kind="vending" deviceId={null} locale="zh-CN" title="售货机列表" />) }).define();
defineElement<object>({ tag: SILENT, component: hostOf(() => <DevicePanel view="list" deviceId={deviceIds['XS-VM-0401']} locale="zh-CN" />, fakePlatform) }).define();
defineElement<object>({ tag: COOLER, component: hostOf(() => <DevicePanel view="list" deviceId={deviceIds['XS-CL-0103']} locale="zh-CN" />) }).define();
defineElement<object>({ tag: ONE, component: hostOf(() => <DevicePanel view="list" deviceId={deviceIds['XS-VM-0101']} locale="zh-CN" />) }).define();

beforeEach(async () => {
  await token();
  const all = await serverPage();
  for (const device of all.rows) deviceIds[device.code] = device.id;
  const coolers = await serverGet<Paged<Device>>('/api/cooler/page?page=1&limit=10&code=XS-CL-0103', await token());
  for (const device of coolers.rows) deviceIds[device.code] = device.id;
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${LIST}, ${SILENT}, ${ONE}, ${COOLER}`)) element.remove();
});

const TABLE = '.backroom-device-table';
const search = (host: HTMLElement) => (inShadow(host, '.backroom-filter-search') as HTMLElement).click();

describe('the device panel list', () => {
  it('shows the fleet with 操作 per row and filters by code, lock state and online on 搜索', async () => {
    const all = await serverPage();
    const byCode = await serverPage('&code=XS-VM-02');
    const offline = await serverPage('&online=false');
    const unlocked = await serverPage('&locked=false&code=XS-VM-01');
    expect(byCode.total).to.be.greaterThan(0).and.lessThan(all.total);
    const host = mount<HTMLElement>(LIST);
    await waitFor(() => ready, 'the session', 15_000);
    await waitForRows(host, all.rows.map((device) => device.id), 'the seeded machines', TABLE, 15_000);
    expect(headers(host, TABLE)).to.include.members(['设备编号', '生命周期状态', '在线状态', '温度', '操作']);
    // spec §9: −50 means not available.
    expect(cellText(host, rowOf(host, deviceIds['XS-VM-0105'], TABLE) as HTMLElement, '温度', TABLE)).to.equal('——');

    typeInto(inShadow<HTMLInputElement>(host, '.backroom-filter-code input'), 'XS-VM-02');
    search(host);
    await waitForRows(host, byCode.rows.map((device) => device.id), 'the machines whose code starts with XS-VM-02', TABLE);

    (inShadow(host, '.backroom-filter-reset') as HTMLElement).click();
    await waitForRows(host, all.rows.map((device) => device.id), 'every machine again', TABLE);
    await chooseOption(host, inShadow(host, '.backroom-filter-online'), '离线');
    search(host);
    await waitForRows(host, offline.rows.map((device) => device.id), 'the offline machines', TABLE);

    (inShadow(host, '.backroom-filter-reset') as HTMLElement).click();
    typeInto(inShadow<HTMLInputElement>(host, '.backroom-filter-code input'), 'XS-VM-01');
    await chooseOption(host, inShadow(host, '.backroom-filter-locked'), '未锁机');
    search(host);
    await waitForRows(host, unlocked.rows.map((device) => device.id), 'the unlocked machines of XS-VM-01', TABLE);
  });
});

function openCommands(host: HTMLElement): void {
  const tab = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-device-tabs [role="tab"]') ?? [])].find((one) => one.textContent === '设备指令');
  tab?.click();
}

const clickCommand = (host: HTMLElement, label: string) =>
  [...(host.shadowRoot?.querySelectorAll<HTMLButtonElement>('.backroom-command-bar button') ?? [])].find((button) => button.textContent === label)?.click();

describe('a command in the device panel', () => {
  it('shows its progress while the device is silent, then 轮询超时 10 秒 (4402) at 10 s (fake clock)', async () => {
    const results: unknown[] = [];
    document.addEventListener('backroom-command-result', (event) => results.push(event.detail));
    const host = mount<HTMLElement>(SILENT);
    await waitFor(() => inShadow(host, '.backroom-device-title')?.textContent?.includes('XS-VM-0401'), 'the silent machine', 15_000);
    openCommands(host);
    await waitFor(() => inShadow(host, '.backroom-command-bar'), 'the commands');
    clickCommand(host, '开灯');
    await waitFor(() => inShadow(host, '.backroom-command-run[data-phase="waiting"]'), 'the command accepted');
    clock.advance(3_000);
    await waitFor(() => inShadow(host, '.backroom-command-waiting')?.textContent?.includes('等待设备响应 3/10 秒'), 'the progress at 3 s');
    expect(inShadow(host, '.backroom-command-result')).to.equal(null);
    // Polls answer "not yet"; the deadline is the client's 10 s.
    for (let second = 3; second < 10; second += 1) {
      clock.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const result = await waitFor(() => inShadow<HTMLElement>(host, '.backroom-command-result'), 'the result');
    expect(result.textContent).to.equal('轮询超时 10 秒 (4402)');
    expect(result.dataset.status).to.equal('4402');
    await waitFor(() => results.length === 1, 'backroom-command-result');
    expect(results[0]).to.deep.equal({
      deviceId: String(deviceIds['XS-VM-0401']), command: 'lightOn', ok: false, result: { status: 4402, message: '轮询超时 10 秒' },
    });
  });

  it('reads 成功 when the device answers, and announces backroom-command-result', async () => {
    const results: unknown[] = [];
    document.addEventListener('backroom-command-result', (event) => results.push(event.detail));
    const host = mount<HTMLElement>(ONE);
    await waitFor(() => inShadow(host, '.backroom-device-title')?.textContent?.includes('XS-VM-0101'), 'the machine', 15_000);
    openCommands(host);
    await waitFor(() => inShadow(host, '.backroom-command-bar'), 'the commands');
    clickCommand(host, '开压缩机');
    const result = await waitFor(() => inShadow(host, '.backroom-command-result'), 'the result', 15_000);
    expect(result.textContent).to.equal('成功');
    await waitFor(() => results.length === 1, 'backroom-command-result');
    expect(results[0]).to.deep.equal({ deviceId: String(deviceIds['XS-VM-0101']), command: 'comprOn', ok: true, result: { compressor: true } });
  });

  it('takes a cooler picture and shows it', async () => {
    const host = mount<HTMLElement>(COOLER);
    await waitFor(() => inShadow(host, '.backroom-device-title')?.textContent?.includes('XS-CL-0103'), 'the cooler', 15_000);
    openCommands(host);
    await waitFor(() => inShadow(host, '.backroom-command-bar'), 'the commands');
    clickCommand(host, '拍照');
    const result = await waitFor(() => inShadow<HTMLElement>(host, '.backroom-command-result'), 'the result', 15_000);
    expect(result.textContent).to.equal('成功');
    const picture = await waitFor(() => inShadow<HTMLImageElement>(host, '.backroom-command-picture img'), 'the picture');
    expect(picture.getAttribute('src')).to.match(/\S/);
    expect(picture.getAttribute('alt')).to.equal('冷柜照片');
  });
});
