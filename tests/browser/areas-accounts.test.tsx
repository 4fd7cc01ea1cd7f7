// Accounts and fees (issue 4) in real Chromium against the real seeded server, as 13800000007 (鲜食优选, an operator
// with a balance of 12680.00): the account page's balance from cents (spec §9), service charges in yuan, prepaid fee
// strategies per device and month or as a share of sales, and no platform fee bills for an operator.
import { expect } from 'chai';
import { FeeType } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { formatMoney } from '../../src/core/format/index.ts';
import FeeBillsScreen from '../../src/features/accounts/FeeBillsScreen.tsx';
import FeeStrategiesScreen from '../../src/features/accounts/FeeStrategiesScreen.tsx';
import MerchantHomeScreen from '../../src/features/accounts/MerchantHomeScreen.tsx';
import ServiceChargeOrdersScreen from '../../src/features/accounts/ServiceChargeOrdersScreen.tsx';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, requestsTo, serverGet, sessionReady } from './fixtures/feature-host.tsx';
import { cellText, rowOf, tableRows, waitForRows } from './fixtures/paged-table.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { merchantInfo, platformFeeBillPage, prePaidFeeStrategyPage, serviceChargeOrderPage } from '../../src/core/contract/api/accounts.ts';
import type { MerchantInfo, PrepaidFeeStrategy, ServiceChargeOrder } from '../../src/core/contract/api/accounts.ts';

const HOME = 'test-areas-merchant-home';
const CHARGES = 'test-areas-charges';
const STRATEGIES = 'test-areas-strategies';
const BILLS = 'test-areas-bills';
defineFeatureHost(HOME, () => <MerchantHomeScreen path="/accountManager/merchantHome" title="商户账户" navigate={navigate} />);
defineFeatureHost(CHARGES, () => <ServiceChargeOrdersScreen path="/accountManager/serviceChargeOrderList" title="服务费订单" navigate={navigate} />);
defineFeatureHost(STRATEGIES, () => <FeeStrategiesScreen path="/accountManager/prePaidFeeStrategyList" title="预付费策略" navigate={navigate} />);
defineFeatureHost(BILLS, () => <FeeBillsScreen path="/accountManager/platformFeeBillList" title="平台费账单" navigate={navigate} />);

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;
const serverPage = async <T,>(path: string) => serverGet<Paged<T>>(`${path}?page=1&limit=10`, await token());

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${HOME}, ${CHARGES}, ${STRATEGIES}, ${BILLS}`)) element.remove();
});

async function mountList<T extends { id: number }>(tag: string, expected: Paged<T>): Promise<HTMLElement> {
  const host = mount<HTMLElement>(tag);
  await waitFor(() => sessionReady(), 'the session', 15_000);
  await waitForRows(host, expected.rows.map((row) => row.id), 'the seeded rows', undefined, 15_000);
  return host;
}

describe('the merchant account page', () => {
  it('shows the balance held in cents as yuan with 2 decimals, and the account status', async () => {
    const info = await serverGet<MerchantInfo>(merchantInfo.path, await token());
    expect(info.balance).to.equal(1_268_000);
    const host = mount<HTMLElement>(HOME);
    await waitFor(() => sessionReady() && inShadow(host, '.backroom-merchant-status'), 'the account', 15_000);
    expect(inShadow(host, '.backroom-merchant-balance')?.textContent).to.equal('12680.00');
    expect(inShadow(host, '.backroom-merchant-status')?.textContent).to.equal('正常');
    expect(inShadow(host, '.backroom-screen-title')?.textContent).to.equal('商户账户');
  });
});

describe('the fee lists', () => {
  it('service charges show their amounts in yuan', async () => {
    const expected = await serverPage<ServiceChargeOrder>(serviceChargeOrderPage.path);
    const host = await mountList(CHARGES, expected);
    for (const charge of expected.rows) {
      const row = rowOf(host, charge.id) as HTMLElement;
      expect(cellText(host, row, '金额（元）')).to.equal(formatMoney(charge.amount)).and.to.match(/^\d+\.\d{2}$/);
      expect(cellText(host, row, '收费项目')).to.equal(charge.item);
    }
  });

  it('prepaid fee strategies show a price per device and month or a share of sales, the other as ——', async () => {
    const expected = await serverPage<PrepaidFeeStrategy>(prePaidFeeStrategyPage.path);
    const host = await mountList(STRATEGIES, expected);
    const share = expected.rows.find((strategy) => strategy.feeType === FeeType.SALES_SHARE) as PrepaidFeeStrategy;
    const perDevice = expected.rows.find((strategy) => strategy.feeType === FeeType.PER_DEVICE_MONTH) as PrepaidFeeStrategy;
    expect(share.rateBasisPoints).to.equal(50);
    const shareRow = rowOf(host, share.id) as HTMLElement;
    expect([cellText(host, shareRow, '交易额分成'), cellText(host, shareRow, '单价（元/台/月）')]).to.deep.equal(['0.50%', '——']);
    const deviceRow = rowOf(host, perDevice.id) as HTMLElement;
    expect([cellText(host, deviceRow, '单价（元/台/月）'), cellText(host, deviceRow, '交易额分成')]).to.deep.equal([formatMoney(perDevice.unitPrice), '——']);
    expect(cellText(host, deviceRow, '状态')).to.equal(perDevice.status === 1 ? '启用' : '停用');
  });

  it('an operator issues no platform fee bills: 暂无数据 and no pager', async () => {
    const expected = await serverPage<{ id: number }>(platformFeeBillPage.path);
    expect(expected.total).to.equal(0);
    const loads = requestsTo(platformFeeBillPage.path);
    const host = mount<HTMLElement>(BILLS);
    await waitFor(() => sessionReady() && requestsTo(platformFeeBillPage.path) > loads, 'the bill request', 15_000);
    await waitFor(() => inShadow(host, '.backroom-paged-table[data-loading="false"] .semi-table-empty'), 'the empty table');
    expect(inShadow(host, '.semi-table-empty')?.textContent).to.include('暂无数据');
    expect(tableRows(host)).to.have.length(0);
    expect(inShadow(host, '.backroom-pager') === null).to.equal(true);
  });
});
