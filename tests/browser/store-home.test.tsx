// <store-home> alone in real Chromium against the real seeded server (issue 12), as a partner page shows it: the
// session found in storage, `shop-id` giving one store's detail, an exception handled after a confirmation (the
// result said, the count dropping), and its page changes announced by `backroom-navigate`, which a host may take over.
import { expect } from 'chai';
import { Route } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { SubOrderStatus, convenienceSelfStore, subOrderCount, subOrderPage } from '../../src/core/contract/api/convenience.ts';
import type { SelfStore, SubOrder, SubOrderCounts } from '../../src/core/contract/api/convenience.ts';
import { getOrCreateSessionBus } from '../../src/core/session/index.ts';
import type { BackroomEventDetails } from '../../src/ui/providers/index.ts';
import { storeHome } from '../../elements/store-home.tsx';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { cellText, rowOf, toasts, waitForRows } from './fixtures/paged-table.ts';

storeHome.define();

const PHONE = '13800000005';
const LUJIAZUI = 102;
let session: Promise<string> | null = null;
const token = () => (session ??= signInThroughStorage(PHONE).then((login) => login.token));
const serverGet = async <T,>(path: string): Promise<T> => {
  const response = await fetch(path, { headers: { Authorization: `Bearer ${await token()}`, Client: 'web' } });
  return ((await response.json()) as { data: T }).data;
};
const ready = () => getOrCreateSessionBus().getState().status === 'ready';
const countOf = (host: Element, key: keyof SubOrderCounts) =>
  inShadow(host, `.backroom-suborder-counts [data-count="${key}"] .backroom-store-figure-value`)?.textContent ?? '';

function navigations(): Array<BackroomEventDetails['backroom-navigate']> {
  const seen: Array<BackroomEventDetails['backroom-navigate']> = [];
  document.addEventListener('backroom-navigate', (event) => seen.push(event.detail));
  return seen;
}

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll('store-home')) element.remove();
});

describe('<store-home shop-id>: one store alone', () => {
  it('shows the store, its counts and its sub-orders, newest first', async () => {
    const [counts, page] = await Promise.all([
      serverGet<SubOrderCounts>(`${subOrderCount.path}?shopId=${LUJIAZUI}`),
      serverGet<Paged<SubOrder>>(`${subOrderPage.path}?shopId=${LUJIAZUI}&page=1&limit=10`),
    ]);
    const host = mount<HTMLElement>('store-home', { 'shop-id': String(LUJIAZUI) });
    await waitFor(() => ready() && inShadow(host, '.backroom-store-detail .semi-card-header')?.textContent === '鲜食优选·陆家嘴店', 'the store', 20_000);
    expect(inShadow(host, '.backroom-store-detail .semi-descriptions')?.textContent).to.include('陆家嘴环路').and.include('00:00-24:00');
    await waitFor(() => countOf(host, 'total') === String(counts.total), 'the counts');
    expect(countOf(host, 'exception')).to.equal(String(counts.exception));
    await waitForRows(host, page.rows.map((row) => row.id), 'the sub-orders', '.backroom-suborder-table', 20_000);
    const first = rowOf(host, page.rows[0].id, '.backroom-suborder-table') as HTMLElement;
    expect(cellText(host, first, '子订单号', '.backroom-suborder-table')).to.equal(page.rows[0].subOrderNo);
    expect(cellText(host, first, '商品', '.backroom-suborder-table')).to.equal(page.rows[0].goods);
  });

  it('handles an exception after a confirmation: the result is said and the count drops', async () => {
    const exceptions = await serverGet<Paged<SubOrder>>(`${subOrderPage.path}?shopId=${LUJIAZUI}&status=${SubOrderStatus.EXCEPTION}&limit=100`);
    expect(exceptions.total).to.be.greaterThan(0);
    const target = exceptions.rows[0];
    const host = mount<HTMLElement>('store-home', { 'shop-id': String(LUJIAZUI) });
    await waitFor(() => ready() && countOf(host, 'exception') === String(exceptions.total), 'the exception count', 20_000);
    // Filter the list to the exceptions, as a user would, then handle the first one.
    const handleButton = await waitFor(
      () => rowOf(host, target.id, '.backroom-suborder-table')?.querySelector<HTMLElement>('.backroom-exception-handle'),
      'the 处理 button of the exception',
      20_000,
    );
    handleButton.click();
    const dialog = await waitFor(() => inShadow(host, '.backroom-popup-layer .backroom-exception-dialog'), 'the confirmation');
    expect(dialog.querySelector('.semi-modal-title')?.textContent).to.equal(`处理异常订单 ${target.subOrderNo}`);
    const confirm = dialog.querySelector<HTMLButtonElement>('.backroom-exception-confirm') as HTMLButtonElement;
    expect(confirm.disabled, 'nothing chosen yet').to.equal(true);
    const choice = [...dialog.querySelectorAll<HTMLElement>('.backroom-exception-result .semi-radio')].find((radio) => radio.textContent === '核实无误');
    (choice?.querySelector('input') as HTMLInputElement).click();
    await waitFor(() => !confirm.disabled, 'the confirm button to enable');
    confirm.click();

    await waitFor(() => toasts(host).includes(`异常订单 ${target.subOrderNo} 已处理：核实无误`), 'the result toast', 20_000);
    await waitFor(() => countOf(host, 'exception') === String(exceptions.total - 1), 'the exception count to drop', 20_000);
    await waitFor(() => {
      const row = rowOf(host, target.id, '.backroom-suborder-table');
      return row && cellText(host, row, '处理结果', '.backroom-suborder-table') === '核实无误' && !row.querySelector('.backroom-exception-handle');
    }, 'the row to show the result');
    const row = rowOf(host, target.id, '.backroom-suborder-table') as HTMLElement;
    expect(cellText(host, row, '状态', '.backroom-suborder-table')).to.equal('已完成');
    expect(cellText(host, row, '处理人', '.backroom-suborder-table')).to.equal('陈静');
  });
});

describe('<store-home>: the store home and its pages', () => {
  it('shows today\'s figures and every store; 查看详情 announces the page and opens it', async () => {
    const home = await serverGet<SelfStore>(convenienceSelfStore.path);
    const seen = navigations();
    const host = mount<HTMLElement>('store-home');
    await waitFor(() => ready() && (host.shadowRoot?.querySelectorAll('.backroom-store-card').length ?? 0) === home.shopCount, 'the store cards', 20_000);
    expect(inShadow(host, '.backroom-store-count')?.textContent).to.equal(`门店数量：${home.shopCount}`);
    expect(inShadow(host, '[data-figure="exceptions"] h3')?.textContent).to.equal(String(home.today.exceptions));
    expect(inShadow(host, '[data-figure="todayOrders"] h3')?.textContent).to.equal(String(home.today.todayOrders));
    const cards = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-store-card') ?? [])];
    expect(cards.map((card) => Number(card.dataset.shopId))).to.deep.equal(home.shops.map((shop) => shop.id));
    await waitFor(() => (host.shadowRoot?.querySelectorAll('.backroom-exception-table .semi-table-tbody tr[data-row-key]').length ?? 0) === Math.min(home.today.exceptions, 10), 'the exceptions to handle');

    (cards[0].querySelector('.backroom-store-open') as HTMLElement).click();
    const path = `${Route.convenienceStoreDetail}?id=${home.shops[0].id}`;
    expect(seen).to.deep.include({ path, replace: false });
    await waitFor(() => inShadow(host, '.backroom-store-detail .semi-card-header')?.textContent === home.shops[0].name, 'the store detail');
  });

  it('a host that cancels backroom-navigate takes over, and answers with the path attribute', async () => {
    const host = mount<HTMLElement>('store-home', { path: Route.convenienceStoreHome });
    host.addEventListener('backroom-navigate', (event) => event.preventDefault());
    const open = await waitFor(() => ready() && inShadow<HTMLElement>(host, '.backroom-store-card .backroom-store-open'), 'a store card', 20_000);
    open.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(inShadow(host, '.backroom-store-detail'), 'the host did not open it').to.equal(null);
    host.setAttribute('path', `${Route.convenienceStoreDetail}?id=${LUJIAZUI}`);
    await waitFor(() => inShadow(host, '.backroom-store-detail .semi-card-header')?.textContent === '鲜食优选·陆家嘴店', 'the page of the path');
    host.setAttribute('path', `${Route.convenience}/no-such-page`);
    await waitFor(() => inShadow(host, '.backroom-store-not-found'), 'the not-found page');
  });
});
