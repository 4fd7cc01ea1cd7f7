// 经营报表 (issue 16) in real Chromium against the real seeded server, as 13800000007: the figures of the last 30
// days as the server computes them, the two charts drawn, the device and place rankings, a quick period, and the
// workbook download.
import { expect } from 'chai';
import BusinessReportScreen from '../../src/features/reports/BusinessReportScreen.tsx';
import { businessReport } from '../../src/core/contract/api/reports.ts';
import type { BusinessReport } from '../../src/core/contract/api/reports.ts';
import { formatMoney, formatValue } from '../../src/core/format/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, serverGet, sessionReady } from './fixtures/feature-host.tsx';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { orgDayEnd, orgDayStart } from '../../src/core/rules/clock.ts';

const TAG = 'test-business-report';
defineFeatureHost(TAG, () => <BusinessReportScreen path="/reportCenter" title="经营报表" navigate={navigate} />);

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;

/** The last `days` days on the organisation's clock (China time, whatever the browser's zone), today included. */
function lastDays(days: number): [number, number] {
  const end = orgDayEnd(Date.now());
  return [orgDayStart(end) - (days - 1) * 86_400_000, end];
}
const serverReport = async ([start, end]: [number, number]) =>
  serverGet<BusinessReport>(`${businessReport.path}?startTime=${start}&endTime=${end}`, await token());
const figure = (host: Element, key: string) => inShadow(host, `[data-figure="${key}"] .backroom-report-figure-value`)?.textContent ?? null;

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(TAG)) element.remove();
});

describe('the business report', () => {
  it('shows the last 30 days: figures, both charts, and the device and place rankings', async () => {
    const expected = await serverReport(lastDays(30));
    expect(expected.totals.orders).to.be.greaterThan(0);
    const host = mount<HTMLElement>(TAG);
    await waitFor(() => sessionReady(), 'the session', 15_000);
    await waitFor(() => figure(host, 'orders') === formatValue(expected.totals.orders), 'the order count');
    expect(figure(host, 'sales')).to.equal(formatMoney(expected.totals.sales));
    expect(figure(host, 'refunds')).to.equal(formatMoney(expected.totals.refunds));
    await waitFor(() => host.shadowRoot?.querySelectorAll('.backroom-report-chart canvas').length === 2, 'the two charts');
    const devices = [...(host.shadowRoot?.querySelectorAll('[data-ranking="devices"] tbody tr') ?? [])];
    expect(devices.map((row) => row.querySelectorAll('td')[1]?.textContent)).to.deep.equal(expected.byDevice.map((row) => row.code));
    const places = [...(host.shadowRoot?.querySelectorAll('[data-ranking="places"] tbody tr') ?? [])];
    expect(places.length).to.equal(expected.byPlace.length);
  });

  it('keeps every ranking column readable in a 1024 px wide page (no column squeezed to a character per line)', async () => {
    const host = mount<HTMLElement>(TAG);
    host.style.cssText = 'display: block; width: 1024px';
    await waitFor(() => (host.shadowRoot?.querySelectorAll('[data-ranking="devices"] tbody tr').length ?? 0) > 0, 'the device ranking', 15_000);
    for (const ranking of ['devices', 'places']) {
      const cells = [...(host.shadowRoot?.querySelectorAll<HTMLElement>(`[data-ranking="${ranking}"] tbody tr:first-child td`) ?? [])];
      expect(cells.length).to.be.greaterThan(3);
      for (const cell of cells) expect(cell.getBoundingClientRect().width, `${ranking}: ${cell.textContent}`).to.be.at.least(60);
      const name = cells[ranking === 'devices' ? 2 : 1];
      // One line: a cell that wrapped per character is many lines tall.
      expect(name.getBoundingClientRect().height).to.be.below(60);
    }
  });

  it('近 7 天 reloads the figures for the last seven days', async () => {
    const week = await serverReport(lastDays(7));
    const month = await serverReport(lastDays(30));
    expect(week.totals.orders).to.be.lessThan(month.totals.orders);
    const host = mount<HTMLElement>(TAG);
    await waitFor(() => figure(host, 'orders') === formatValue(month.totals.orders), 'the 30-day figures', 15_000);
    const button = [...(host.shadowRoot?.querySelectorAll<HTMLButtonElement>('.backroom-report-toolbar button') ?? [])].find((node) => node.textContent === '近 7 天');
    (button as HTMLButtonElement).click();
    await waitFor(() => figure(host, 'orders') === formatValue(week.totals.orders), 'the 7-day figures');
  });

  it('导出报表 downloads the workbook', async () => {
    const host = mount<HTMLElement>(TAG);
    await waitFor(() => figure(host, 'orders') !== null, 'the figures', 15_000);
    const downloads: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function capture(this: HTMLAnchorElement) {
      downloads.push(this.download);
    };
    try {
      (inShadow(host, '.backroom-report-export') as HTMLButtonElement).click();
      await waitFor(() => downloads.length === 1, 'the download');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(downloads[0]).to.match(/^经营报表_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    await waitFor(() => inShadow(host, '.semi-toast-wrapper')?.textContent?.includes('报表已导出'), 'the toast');
  });
});
