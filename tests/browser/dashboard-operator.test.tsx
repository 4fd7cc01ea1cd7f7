// The home page and badges (issue 5) as 13900000001 (operator of 北方智能, operatorStaff and financialStaff), in real
// Chromium against the real seeded server: its own organisation's figures, not 鲜食优选's, and the badges spec §6
// gives an operator with finance duties.
import { expect } from 'chai';
import { Route, Screen } from '../../src/core/contract/index.ts';
import { MenuBadge, useMenuBadges } from '../../src/features/badges/index.ts';
import { DashboardScreen } from '../../src/features/dashboard/index.ts';
import { apiLogin, signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, serverGet, sessionReady, shellCalls } from './fixtures/feature-host.tsx';
import { canvasDrawn, chartCanvas, figureCard, figureValue, yuan } from './dashboard.fixtures.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { badgeCounts, dashboardSummary } from '../../src/core/contract/api/dashboard.ts';
import type { BadgeCounts, DashboardSummary } from '../../src/core/contract/api/dashboard.ts';

const TAG = 'test-dashboard-operator';
defineFeatureHost(TAG, () => <DashboardScreen path={Route.dashboard} title="" navigate={navigate} />);

function BadgeProbe() {
  // The option form of the shortened interval (dashboard.test.tsx uses BadgeRefreshContext).
  const badges = useMenuBadges({ intervalMs: 1_000 });
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
const BADGE_TAG = 'test-menu-badges-operator';
defineFeatureHost(BADGE_TAG, () => <BadgeProbe />);
const badgeCount = (host: Element, screen: string) => inShadow(host, `[data-screen="${screen}"] .semi-badge-count`)?.textContent ?? null;

const PHONE = '13900000001';
let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage(PHONE))).token;

beforeEach(async () => {
  shellCalls.reset();
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${TAG}, ${BADGE_TAG}`)) element.remove();
});

async function mountDashboard(): Promise<HTMLElement> {
  const host = mount<HTMLElement>(TAG);
  await waitFor(() => sessionReady() && figureValue(host, 'online') !== null, 'the figure cards', 15_000);
  return host;
}

describe('the dashboard of 13900000001 (operator of 北方智能)', () => {
  it("shows its own organisation's figures, which are not 鲜食优选's", async () => {
    const host = await mountDashboard();
    const own = await serverGet<DashboardSummary>(dashboardSummary.path, await token());
    const other = await serverGet<DashboardSummary>(dashboardSummary.path, (await apiLogin('13800000007')).token);
    expect(own.devices.total).to.be.greaterThan(0);
    expect(own.devices.total).to.not.equal(other.devices.total);
    expect(own.orders.weekSales).to.not.equal(other.orders.weekSales);
    expect(figureValue(host, 'online')).to.equal(String(own.devices.online));
    expect(figureValue(host, 'offline')).to.equal(String(own.devices.offline));
    expect(figureValue(host, 'alarm')).to.equal(String(own.devices.alarm));
    expect(figureValue(host, 'weekOrders')).to.equal(String(own.orders.weekCount));
    expect(figureValue(host, 'weekSales')).to.equal(yuan(own.orders.weekSales));
    expect(figureValue(host, 'todaySales')).to.equal(yuan(own.orders.todaySales));
    expect(figureValue(host, 'pendingReplenishments')).to.equal(String(own.pendingReplenishments));
    expect(figureValue(host, 'abnormalOrders')).to.equal(String(own.abnormalOrders));
    expect(inShadow(host, '.backroom-dash-scope')?.textContent).to.include('北方智能零售运营有限公司');
    await waitFor(() => canvasDrawn(chartCanvas(host, 'salesTrend')) && canvasDrawn(chartCanvas(host, 'deviceStatus')), 'both charts', 15_000);
  });

  it('its cards lead to the routes of its own menus', async () => {
    const host = await mountDashboard();
    (figureCard(host, 'pendingComplaints') as HTMLElement).click();
    (figureCard(host, 'online') as HTMLElement).click();
    expect(shellCalls.navigated).to.deep.equal(['/complaintManager/complaintList', '/deviceManager/onlineReport']);
  });
});

describe('the badges of 13900000001', () => {
  it('complaints and replenishment approvals (operator) and the audit badge (financialStaff); no abnormal-order badge', async () => {
    const counts = await serverGet<BadgeCounts>(badgeCounts.path, await token());
    expect(counts.abnormalOrders).to.equal(0);
    expect(counts.replenishmentApprovals).to.be.greaterThan(0);
    expect(counts.orgAudit + counts.complaints).to.be.greaterThan(0);
    const host = mount<HTMLElement>(BADGE_TAG);
    await waitFor(() => badgeCount(host, Screen.replenishmentPackages), 'the replenishment badge', 15_000);
    const shown = (value: number) => (value > 0 ? String(value) : null);
    expect({
      abnormalOrders: badgeCount(host, Screen.abnormalOrders),
      merchantApplications: badgeCount(host, Screen.merchantApplications),
      complaints: badgeCount(host, Screen.complaints),
      replenishmentPackages: badgeCount(host, Screen.replenishmentPackages),
    }).to.deep.equal({
      abnormalOrders: null,
      merchantApplications: shown(counts.orgAudit),
      complaints: shown(counts.complaints),
      replenishmentPackages: String(counts.replenishmentApprovals),
    });
  });
});
