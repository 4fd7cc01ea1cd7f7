// The home page and badges (issue 5) as 13800000008 (brand owner of 清泉饮品集团, category 2, no badge role), in real
// Chromium against the real seeded server: cards without a menu do not navigate, and no badge is polled or shown.
import { expect } from 'chai';
import { Route, Screen } from '../../src/core/contract/index.ts';
import { MenuBadge, useMenuBadges } from '../../src/features/badges/index.ts';
import { DashboardScreen } from '../../src/features/dashboard/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, requestsTo, serverGet, sessionReady, shellCalls } from './fixtures/feature-host.tsx';
import { figureCard, figureValue } from './dashboard.fixtures.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { badgeCounts, dashboardSummary } from '../../src/core/contract/api/dashboard.ts';
import type { DashboardSummary } from '../../src/core/contract/api/dashboard.ts';

const TAG = 'test-dashboard-brand';
defineFeatureHost(TAG, () => <DashboardScreen path={Route.dashboard} title="" navigate={navigate} />);

const REFRESH_MS = 500;
function BadgeProbe() {
  const badges = useMenuBadges({ intervalMs: REFRESH_MS });
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
const BADGE_TAG = 'test-menu-badges-brand';
defineFeatureHost(BADGE_TAG, () => <BadgeProbe />);

const PHONE = '13800000008';
let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage(PHONE))).token;

beforeEach(async () => {
  shellCalls.reset();
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${TAG}, ${BADGE_TAG}`)) element.remove();
});

describe('the dashboard of 13800000008 (brand owner)', () => {
  it('shows its figures, no device cards (it has no devices); cards whose screen is not in its menus are not buttons and go nowhere', async () => {
    const host = mount<HTMLElement>(TAG);
    await waitFor(() => sessionReady() && figureValue(host, 'weekOrders') !== null, 'the figure cards', 15_000);
    const summary = await serverGet<DashboardSummary>(dashboardSummary.path, await token());
    expect(summary.devices.total).to.equal(0);
    expect(figureCard(host, 'online')).to.equal(null);
    expect(figureValue(host, 'weekOrders')).to.equal(String(summary.orders.weekCount));
    for (const key of ['pendingComplaints', 'pendingReplenishments', 'abnormalOrders']) {
      expect(figureCard(host, key)?.tagName, key).to.equal('DIV');
      (figureCard(host, key) as HTMLElement).click();
    }
    expect(shellCalls.navigated).to.deep.equal([]);
    (figureCard(host, 'todayOrders') as HTMLElement).click();
    expect(shellCalls.navigated).to.deep.equal(['/orderManager/orderList']);
  });
});

describe('the badges of 13800000008', () => {
  it('are neither polled nor shown: no rule of spec §6 gives a brand owner one', async () => {
    performance.clearResourceTimings();
    const host = mount<HTMLElement>(BADGE_TAG);
    await waitFor(() => sessionReady() && inShadow(host, 'ul'), 'the probe', 15_000);
    await new Promise((resolve) => setTimeout(resolve, REFRESH_MS * 3));
    expect(requestsTo(badgeCounts.path)).to.equal(0);
    expect(inShadow(host, '.backroom-menu-badge') === null).to.equal(true);
  });
});
