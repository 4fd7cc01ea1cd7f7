// The order lists (issue 4) in real Chromium against the real seeded server, as 13800000007 (admin of 鲜食优选, 30
// days of orders): page-number pagination over thousands of rows, page sizes, the pager's 7 entries (5 on narrow
// screens, spec §9), money in cents shown as yuan with 2 decimals, and the abnormal orders (status 8).
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import type { Paged } from '../../src/core/contract/index.ts';
import { endOfToday, formatMoney, oneMonthBack } from '../../src/core/format/index.ts';
import AbnormalOrdersScreen from '../../src/features/orders/AbnormalOrdersScreen.tsx';
import OrdersScreen from '../../src/features/orders/OrdersScreen.tsx';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, serverGet, sessionReady } from './fixtures/feature-host.tsx';
import { cellText, chooseOption, clickPage, currentPage, pagerEntries, pagerTotal, rowOf, waitForRows } from './fixtures/paged-table.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { abnormalOrderPage, orderPage } from '../../src/core/contract/api/orders.ts';
import type { Order } from '../../src/core/contract/api/orders.ts';

const ORDERS = 'test-areas-orders';
const ABNORMAL = 'test-areas-abnormal-orders';
defineFeatureHost(ORDERS, () => <OrdersScreen path="/orderManager/orderList" title="订单列表" navigate={navigate} />);
defineFeatureHost(ABNORMAL, () => <AbnormalOrdersScreen path="/orderManager/abnormalorderList" title="无人店异常订单" navigate={navigate} />);

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;
/** The orders screen starts on one month back to the end of today (spec §9 date helpers). */
const defaultRange = () => `&startTime=${oneMonthBack()}&endTime=${endOfToday()}`;
const serverOrders = async (page: number, limit: number) =>
  serverGet<Paged<Order>>(`${orderPage.path}?page=${page}&limit=${limit}${defaultRange()}`, await token());
const ids = (paged: Paged<Order>) => paged.rows.map((order) => order.id);

beforeEach(async () => {
  await token();
  await setViewport({ width: 1366, height: 900 });
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${ORDERS}, ${ABNORMAL}`)) element.remove();
});

async function mountOrders(first: Paged<Order>): Promise<HTMLElement> {
  const host = mount<HTMLElement>(ORDERS);
  await waitFor(() => sessionReady(), 'the session', 15_000);
  await waitForRows(host, ids(first), 'the first page of orders', undefined, 15_000);
  return host;
}

describe('the order list', () => {
  it('pages by page number: 7 pager entries, page 2 on click, and money as yuan with 2 decimals', async () => {
    const first = await serverOrders(1, 10);
    const pages = Math.ceil(first.total / 10);
    expect(pages).to.be.greaterThan(7);
    const host = await mountOrders(first);
    expect(pagerTotal(host)).to.equal(`共 ${first.total} 条`);
    expect(pagerEntries(host)).to.deep.equal(['1', '2', '3', '4', '5', '…', String(pages)]);
    for (const order of first.rows) {
      const amount = cellText(host, rowOf(host, order.id) as HTMLElement, '金额（元）');
      expect(amount).to.equal(formatMoney(order.amount)).and.to.match(/^\d+\.\d{2}$/);
      expect(cellText(host, rowOf(host, order.id) as HTMLElement, '订单号')).to.equal(order.orderNo);
    }
    const second = await serverOrders(2, 10);
    clickPage(host, 2);
    await waitForRows(host, ids(second), 'the second page');
    expect(currentPage(host)).to.equal('2');
    (inShadow(host, '.backroom-pager-previous') as HTMLElement).click();
    await waitForRows(host, ids(first), 'back on the first page');
  });

  it('a page size of 20 shows 20 rows from page 1; a narrow screen shows 5 pager entries', async () => {
    const first = await serverOrders(1, 10);
    const host = await mountOrders(first);
    clickPage(host, 3);
    await waitForRows(host, ids(await serverOrders(3, 10)), 'the third page');
    const twenty = await serverOrders(1, 20);
    await chooseOption(host, inShadow(host, '.backroom-pager-size'), '20 条/页');
    await waitForRows(host, ids(twenty), '20 rows of page 1');
    expect(twenty.rows).to.have.length(20);
    const pages = Math.ceil(twenty.total / 20);
    expect(pagerEntries(host)).to.deep.equal(['1', '2', '3', '4', '5', '…', String(pages)]);
    await setViewport({ width: 800, height: 900 });
    await waitFor(() => pagerEntries(host).length === 5, 'the narrow pager');
    expect(pagerEntries(host)).to.deep.equal(['1', '2', '3', '…', String(pages)]);
    clickPage(host, pages);
    await waitForRows(host, ids(await serverOrders(pages, 20)), 'the last page');
    expect(pagerEntries(host)).to.deep.equal(['1', '…', String(pages - 2), String(pages - 1), String(pages)]);
    expect(inShadow(host, '.backroom-pager-next')?.hasAttribute('disabled')).to.equal(true);
  });
});

describe('the abnormal orders', () => {
  it('lists the status-8 orders whatever their age, with why each waits', async () => {
    const expected = await serverGet<Paged<Order>>(`${abnormalOrderPage.path}?page=1&limit=10`, await token());
    expect(expected.total).to.be.greaterThan(0);
    const host = mount<HTMLElement>(ABNORMAL);
    await waitFor(() => sessionReady(), 'the session', 15_000);
    await waitForRows(host, ids(expected), 'the abnormal orders', undefined, 15_000);
    const first = rowOf(host, expected.rows[0].id) as HTMLElement;
    await waitFor(() => cellText(host, first, '状态') === '异常订单', 'the orderStatus labels');
    for (const order of expected.rows) {
      const row = rowOf(host, order.id) as HTMLElement;
      expect(cellText(host, row, '状态')).to.equal('异常订单');
      expect(cellText(host, row, '异常原因')).to.equal(order.abnormalReason ?? '——');
      expect(cellText(host, row, '金额（元）')).to.equal(formatMoney(order.amount));
    }
    expect(inShadow(host, '.backroom-filter-status') === null).to.equal(true);
  });
});
