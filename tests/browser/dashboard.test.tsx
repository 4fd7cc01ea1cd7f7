// The home page (issue 5) in real Chromium against the real seeded server, as 13800000007 (admin of 鲜食优选, every
// menu): the figures the server computed, the two VChart charts in the shadow root, cards that open their screens,
// 数据获取失败 with a retry; then the background badges (spec §4, §6) with a shortened refresh interval. One file,
// because approving a package (the badge test) changes the figures the first tests compare.
import { expect } from 'chai';
import { ReplenishmentStatus, Route, SALES_TREND_DEFAULT_DAYS, Screen } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { BadgeRefreshContext, MenuBadge, useMenuBadges } from '../../src/features/badges/index.ts';
import { DashboardScreen } from '../../src/features/dashboard/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, requestsTo, serverCall, serverGet, sessionReady, shellCalls } from './fixtures/feature-host.tsx';
import {
  canvasDrawn, canvasHas, chartCanvas, failRequests, failure, figureCard, figureDetail, figureValue, rgbOf, yuan,
} from './dashboard.fixtures.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { replPackageApprove, replPackagePage } from '../../src/core/contract/api/replenishment.ts';
import type { ReplenishmentPackage } from '../../src/core/contract/api/replenishment.ts';
import { badgeCounts, dashboardSalesTrend, dashboardSummary } from '../../src/core/contract/api/dashboard.ts';
import type { BadgeCounts, DashboardSummary } from '../../src/core/contract/api/dashboard.ts';

const TAG = 'test-dashboard';
defineFeatureHost(TAG, () => <DashboardScreen path={Route.dashboard} title="" navigate={navigate} />);

/** The shortened background refresh of these tests (the real one is BACKGROUND_REFRESH_MS, 30 s). */
const REFRESH_MS = 1_000;
/** One refresh cycle, plus what one request to the server may take on a busy machine. */
const ONE_CYCLE = REFRESH_MS + 1_500;

/** What a sidebar does with the badges: one MenuBadge per menu entry, by Screen component name. */
function BadgeProbe() {
  const badges = useMenuBadges();
  return (
    <ul>
      {Object.values(Screen).map((screen) => (
        <li key={screen} data-screen={screen}>
          <MenuBadge count={badges[screen]} />
        </li>
      ))}
    </ul>
  );
}
const BADGE_TAG = 'test-menu-badges';
defineFeatureHost(BADGE_TAG, () => (
  <BadgeRefreshContext.Provider value={REFRESH_MS}>
    <BadgeProbe />
  </BadgeRefreshContext.Provider>
));
const badgeOn = (host: Element, screen: string) => inShadow(host, `[data-screen="${screen}"] .backroom-menu-badge`);
const badgeCount = (host: Element, screen: string) => badgeOn(host, screen)?.querySelector('.semi-badge-count')?.textContent ?? null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PHONE = '13800000007';
let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage(PHONE))).token;
const serverSummary = async () => serverGet<DashboardSummary>(dashboardSummary.path, await token());

let restoreRequests: (() => void) | null = null;
beforeEach(async () => {
  shellCalls.reset();
  await token();
});
afterEach(() => {
  restoreRequests?.();
  restoreRequests = null;
  for (const element of document.querySelectorAll(`${TAG}, ${BADGE_TAG}`)) element.remove();
});

async function mountDashboard(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const host = mount<HTMLElement>(TAG, attributes);
  await waitFor(() => sessionReady() && figureValue(host, 'online') !== null, 'the figure cards', 15_000);
  return host;
}

describe('the dashboard of 13800000007 (admin of 鲜食优选)', () => {
  it("shows the organisation's figures as the server computed them, money from cents with 2 decimals", async () => {
    const host = await mountDashboard();
    const summary = await serverSummary();
    expect(summary.devices.total).to.be.greaterThan(0);
    expect(summary.orders.weekSales).to.be.greaterThan(0);
    expect({
      online: figureValue(host, 'online'),
      offline: figureValue(host, 'offline'),
      alarm: figureValue(host, 'alarm'),
      todayOrders: figureValue(host, 'todayOrders'),
      todaySales: figureValue(host, 'todaySales'),
      weekOrders: figureValue(host, 'weekOrders'),
      weekSales: figureValue(host, 'weekSales'),
      pendingComplaints: figureValue(host, 'pendingComplaints'),
      pendingReplenishments: figureValue(host, 'pendingReplenishments'),
      abnormalOrders: figureValue(host, 'abnormalOrders'),
    }).to.deep.equal({
      online: String(summary.devices.online),
      offline: String(summary.devices.offline),
      alarm: String(summary.devices.alarm),
      todayOrders: String(summary.orders.todayCount),
      todaySales: yuan(summary.orders.todaySales),
      weekOrders: String(summary.orders.weekCount),
      weekSales: yuan(summary.orders.weekSales),
      pendingComplaints: String(summary.pendingComplaints),
      pendingReplenishments: String(summary.pendingReplenishments),
      abnormalOrders: String(summary.abnormalOrders),
    });
    expect(figureDetail(host, 'online')).to.equal(`共${summary.devices.total}台`);
    expect(figureDetail(host, 'alarm')).to.equal(`温度告警 ${summary.devices.temperatureAlarm} · 库存预警 ${summary.devices.inventoryWarning}`);
    const labels = [...(host.shadowRoot?.querySelectorAll('.backroom-dash-figure-label') ?? [])].map((label) => label.textContent);
    expect(labels).to.deep.equal([
      '在线设备', '离线设备', '告警设备', '今日订单', '今日销售额（元）', '本周订单', '本周销售额（元）', '待处理客诉', '待审核补货包', '异常订单',
    ]);
    expect(inShadow(host, '.backroom-dash-title')?.textContent).to.equal('欢迎回来，赵敏');
  });

  it('draws the sales trend and the device status with VChart on canvases inside the shadow root', async () => {
    const host = await mountDashboard();
    const sales = await waitFor(() => (canvasDrawn(chartCanvas(host, 'salesTrend')) ? chartCanvas(host, 'salesTrend') : null), 'the sales chart', 15_000);
    const devices = await waitFor(() => (canvasDrawn(chartCanvas(host, 'deviceStatus')) ? chartCanvas(host, 'deviceStatus') : null), 'the device chart', 15_000);
    expect(sales.getRootNode() === host.shadowRoot).to.equal(true);
    expect(devices.getRootNode() === host.shadowRoot).to.equal(true);
    expect(host.shadowRoot?.querySelectorAll('.backroom-dash-chart canvas').length).to.equal(2);
    expect(document.querySelector('canvas') === null).to.equal(true);
    const titles = [...(host.shadowRoot?.querySelectorAll('.backroom-dash-chart-title') ?? [])].map((title) => title.textContent);
    expect(titles).to.deep.equal([`近${SALES_TREND_DEFAULT_DAYS}日销售额`, '设备状态']);
  });

  it('puts the figures on screen before the charts, and one chart at a time, even with VChart already here', async () => {
    // VChart loaded: the next dashboard could render figures and charts at once.
    const before = await mountDashboard();
    await waitFor(() => canvasDrawn(chartCanvas(before, 'deviceStatus')), 'the first device chart', 15_000);
    before.remove();
    // What the screen holds after each of its DOM changes (a MutationObserver runs after each task that changed it):
    // the figures, and which chart cards hold their chart rather than the loading spinner.
    const shows = (host: Element, chart: string) =>
      inShadow(host, `.backroom-dash-chart[data-chart="${chart}"] .backroom-dash-chart-body`) !== null &&
      inShadow(host, `.backroom-dash-chart[data-chart="${chart}"] .backroom-dash-chart-loading`) === null;
    const states: Array<{ figures: boolean; trend: boolean; device: boolean }> = [];
    const host = mount<HTMLElement>(TAG);
    const root = await waitFor(() => host.shadowRoot, 'the shadow root');
    const observer = new MutationObserver(() =>
      states.push({ figures: figureValue(host, 'online') !== null, trend: shows(host, 'salesTrend'), device: shows(host, 'deviceStatus') }),
    );
    observer.observe(root, { childList: true, subtree: true });
    await waitFor(() => canvasDrawn(chartCanvas(host, 'deviceStatus')), 'the device chart', 15_000);
    observer.disconnect();
    const figures = states.findIndex((state) => state.figures);
    expect(figures).to.be.greaterThan(-1);
    expect([states[figures].trend, states[figures].device]).to.deep.equal([false, false]);
    // One chart a task: never both charts in one change; the one drawn first stands alone for a while.
    const first = states.findIndex((state) => state.trend || state.device);
    expect(first).to.be.greaterThan(figures);
    expect(states[first].trend && states[first].device).to.equal(false);
    expect(states.some((state) => state.trend && state.device)).to.equal(true);
  });

  it("paints the sales bars in the element's main colour (Semi's token) and follows a change of it", async () => {
    const host = await mountDashboard({ 'main-color': '#00B42A' });
    await waitFor(() => canvasHas(chartCanvas(host, 'salesTrend'), rgbOf('#00B42A')), 'bars in #00B42A', 15_000);
    host.setAttribute('main-color', '#7B61FF');
    await waitFor(() => canvasHas(chartCanvas(host, 'salesTrend'), rgbOf('#7B61FF')), 'bars in #7B61FF', 15_000);
  });

  it("a card opens its screen at the route the user's menus give it", async () => {
    const host = await mountDashboard();
    const cards = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('[data-figure]') ?? [])];
    expect(cards.every((card) => card.tagName === 'BUTTON')).to.equal(true);
    (figureCard(host, 'abnormalOrders') as HTMLElement).click();
    (figureCard(host, 'pendingReplenishments') as HTMLElement).click();
    (figureCard(host, 'weekSales') as HTMLElement).click();
    (figureCard(host, 'alarm') as HTMLElement).click();
    expect(shellCalls.navigated).to.deep.equal([
      Route.abnormalOrders,
      '/replenishManager/packageList',
      '/orderManager/orderList',
      '/deviceManager/vendingMachineList',
    ]);
  });

  it('says 数据获取失败 when the figures cannot be fetched, and 重试 fetches them again', async () => {
    restoreRequests = failRequests([dashboardSummary.path]).restore;
    const host = mount<HTMLElement>(TAG);
    const failed = await waitFor(() => failure(host), '数据获取失败', 15_000);
    expect(failed.textContent).to.include('数据获取失败');
    expect(figureValue(host, 'online') === null).to.equal(true);
    restoreRequests();
    restoreRequests = null;
    (inShadow<HTMLButtonElement>(host, '.backroom-dash-retry') as HTMLButtonElement).click();
    await waitFor(() => figureValue(host, 'online') !== null, 'the figures after 重试', 15_000);
    expect(failure(host) === null).to.equal(true);
    expect(figureValue(host, 'online')).to.equal(String((await serverSummary()).devices.online));
  });

  it('a failed sales trend fails only its chart, which 重试 draws', async () => {
    restoreRequests = failRequests([dashboardSalesTrend.path]).restore;
    const host = await mountDashboard();
    const failed = await waitFor(() => failure(host, '[data-chart="salesTrend"]'), 'the chart to fail', 15_000);
    expect(failed.textContent).to.include('数据获取失败');
    expect(failure(host, '[data-chart="deviceStatus"]') === null).to.equal(true);
    restoreRequests();
    restoreRequests = null;
    (failed.querySelector('.backroom-dash-retry') as HTMLButtonElement).click();
    await waitFor(() => canvasDrawn(chartCanvas(host, 'salesTrend')), 'the sales chart after 重试', 15_000);
  });
});

describe('the background badges of 13800000007 (admin of the operator 鲜食优选)', () => {
  const serverCounts = async () => serverGet<BadgeCounts>(badgeCounts.path, await token());

  it('sit on the abnormal orders, complaints and replenishment packages entries; the audit badge is not an admin one', async () => {
    const counts = await serverCounts();
    expect(counts.abnormalOrders).to.be.greaterThan(0);
    expect(counts.replenishmentApprovals).to.be.greaterThan(0);
    const host = mount<HTMLElement>(BADGE_TAG);
    await waitFor(() => badgeCount(host, Screen.abnormalOrders), 'the abnormal-order badge', 15_000);
    expect(badgeCount(host, Screen.abnormalOrders)).to.equal(String(counts.abnormalOrders));
    expect(badgeCount(host, Screen.replenishmentPackages)).to.equal(String(counts.replenishmentApprovals));
    expect(badgeCount(host, Screen.complaints)).to.equal(counts.complaints > 0 ? String(counts.complaints) : null);
    expect(badgeOn(host, Screen.merchantApplications) === null).to.equal(true);
    expect(badgeOn(host, Screen.orders) === null).to.equal(true);
    expect(badgeOn(host, Screen.abnormalOrders)?.textContent).to.include(`${counts.abnormalOrders}项待处理`);
  });

  it("update within one refresh cycle after the server's count changes (a package approved)", async () => {
    const before = (await serverCounts()).replenishmentApprovals;
    const host = mount<HTMLElement>(BADGE_TAG);
    await waitFor(() => badgeCount(host, Screen.replenishmentPackages) === String(before), `the badge at ${before}`, 15_000);
    const awaiting = await serverGet<Paged<ReplenishmentPackage>>(
      `${replPackagePage.path}?page=1&limit=1&status=${ReplenishmentStatus.AWAITING_APPROVAL}`,
      await token(),
    );
    await serverCall('POST', replPackageApprove.path, await token(), { ids: [awaiting.rows[0].id], status: ReplenishmentStatus.APPROVED });
    expect((await serverCounts()).replenishmentApprovals).to.equal(before - 1);
    const expected = before - 1 > 0 ? String(before - 1) : null;
    await waitFor(() => badgeCount(host, Screen.replenishmentPackages) === expected, 'the badge to follow', ONE_CYCLE);
  });

  it('stop polling while the page is hidden and resume when it shows again', async () => {
    const host = mount<HTMLElement>(BADGE_TAG);
    await waitFor(() => badgeCount(host, Screen.abnormalOrders), 'the abnormal-order badge', 15_000);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await sleep(REFRESH_MS / 2); // a request already under way may still land
      performance.clearResourceTimings();
      await sleep(REFRESH_MS * 3);
      expect(requestsTo(badgeCounts.path)).to.equal(0);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      document.dispatchEvent(new Event('visibilitychange'));
    }
    await waitFor(() => requestsTo(badgeCounts.path) > 0, 'polling to resume', ONE_CYCLE);
  });
});
