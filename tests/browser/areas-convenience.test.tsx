// Convenience stores (issue 4) in real Chromium against the real seeded server, as 13800000007 (鲜食优选, four
// stores): the store list opening a store's detail by `?id=`, the detail of one store, a store outside the
// organisation said in place (no toast), and the store home with every store.
import { expect } from 'chai';
import { Route } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { formatDateTime } from '../../src/core/format/index.ts';
import StoreDetailScreen from '../../src/features/convenience/StoreDetailScreen.tsx';
import StoreHomeScreen from '../../src/features/convenience/StoreHomeScreen.tsx';
import StoreListScreen from '../../src/features/convenience/StoreListScreen.tsx';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, requestsTo, serverGet, sessionReady, shellCalls } from './fixtures/feature-host.tsx';
import { cellText, rowOf, toasts, waitForRows } from './fixtures/paged-table.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { convenienceShop, convenienceShopPage } from '../../src/core/contract/api/convenience.ts';
import type { ConvenienceShop } from '../../src/core/contract/api/convenience.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';

const LIST = 'test-areas-stores';
const HOME = 'test-areas-store-home';
const detailTag = (id: string) => `test-areas-store-detail-${id}`;
defineFeatureHost(LIST, () => <StoreListScreen path={`${Route.convenience}/convenienceStores`} title="门店列表" navigate={navigate} />);
defineFeatureHost(HOME, () => <StoreHomeScreen path={Route.convenienceStoreHome} title="门店首页" navigate={navigate} />);
/** The detail of `?id=102` (鲜食优选·陆家嘴店), `?id=701` (北方智能's), and without an id. */
for (const id of ['102', '701', 'none']) {
  const path = id === 'none' ? Route.convenienceStoreDetail : `${Route.convenienceStoreDetail}?id=${id}`;
  defineFeatureHost(detailTag(id), () => <StoreDetailScreen path={path} title="单店详情" navigate={navigate} />);
}

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;
const serverShops = async () => serverGet<Paged<ConvenienceShop>>(`${convenienceShopPage.path}?page=1&limit=10`, await token());

beforeEach(async () => {
  shellCalls.reset();
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${LIST}, ${HOME}, ${['102', '701', 'none'].map(detailTag).join(', ')}`)) element.remove();
});

describe('the store list', () => {
  it('lists the stores, most recently updated first; 查看详情 opens the store by ?id=', async () => {
    const expected = await serverShops();
    expect(expected.total).to.equal(4);
    const host = mount<HTMLElement>(LIST);
    await waitFor(() => sessionReady(), 'the session', 15_000);
    await waitForRows(host, expected.rows.map((shop) => shop.id), 'the stores', undefined, 15_000);
    const [latest] = expected.rows;
    expect(cellText(host, rowOf(host, latest.id) as HTMLElement, '门店名称')).to.equal(latest.name);
    expect(cellText(host, rowOf(host, latest.id) as HTMLElement, '更新时间')).to.equal(formatDateTime(latest.updateTime));
    (rowOf(host, latest.id)?.querySelector('.backroom-store-open') as HTMLElement).click();
    expect(shellCalls.navigated).to.deep.equal([`${Route.convenienceStoreDetail}?id=${latest.id}`]);
  });
});

describe('the single store detail', () => {
  it('shows the store of ?id=', async () => {
    const shop = await serverGet<ConvenienceShop>(urlOf(convenienceShop, { id: 102 }), await token());
    const host = mount<HTMLElement>(detailTag('102'));
    await waitFor(() => sessionReady() && inShadow(host, '.backroom-store-detail .semi-card-header')?.textContent === shop.name, 'the store', 15_000);
    expect(inShadow(host, '.backroom-store-detail .semi-descriptions')?.textContent).to.include('102').and.to.include(formatDateTime(shop.updateTime));
  });

  it('says a store outside the organisation is not there, without an error toast', async () => {
    const asked = requestsTo(urlOf(convenienceShop, { id: 701 }));
    const host = mount<HTMLElement>(detailTag('701'));
    await waitFor(() => sessionReady() && inShadow(host, '.backroom-store-missing'), 'the missing store', 15_000);
    expect(inShadow(host, '.backroom-store-missing')?.textContent).to.include('门店不存在或无权查看');
    expect(requestsTo(urlOf(convenienceShop, { id: 701 }))).to.equal(asked + 1);
    expect(toasts(host)).to.deep.equal([]);
  });

  it('without ?id= asks to choose a store from the list', async () => {
    const host = mount<HTMLElement>(detailTag('none'));
    await waitFor(() => inShadow(host, '.backroom-store-missing'), 'the hint', 15_000);
    expect(inShadow(host, '.backroom-store-missing')?.textContent).to.include('请从门店列表选择一家门店');
  });
});

describe('the store home', () => {
  it('counts every store and opens each', async () => {
    const expected = await serverShops();
    const host = mount<HTMLElement>(HOME);
    await waitFor(() => sessionReady() && (host.shadowRoot?.querySelectorAll('.backroom-store-card').length ?? 0) === expected.total, 'the store cards', 15_000);
    expect(inShadow(host, '.backroom-store-count')?.textContent).to.equal(`门店数量：${expected.total}`);
    const cards = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-store-card') ?? [])];
    expect(cards.map((card) => Number(card.dataset.shopId))).to.deep.equal(expected.rows.map((shop) => shop.id));
    (cards[1].querySelector('.backroom-store-open') as HTMLElement).click();
    expect(shellCalls.navigated).to.deep.equal([`${Route.convenienceStoreDetail}?id=${expected.rows[1].id}`]);
  });
});
