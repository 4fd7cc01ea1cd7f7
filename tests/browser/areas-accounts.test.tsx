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
import { frames, inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, requestsTo, serverCall, serverGet, sessionReady, shownDialog } from './fixtures/feature-host.tsx';
import { cellText, rowOf, tableRows, toasts, typeInto, waitForRows } from './fixtures/paged-table.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import {
  merchantInfo, operatorAccountRecharge, platformFeeBillPage, prePaidFeeStrategyCreate, prePaidFeeStrategyPage, serviceChargeOrderCreate,
  serviceChargeOrderPage,
} from '../../src/core/contract/api/accounts.ts';
import type { MerchantInfo, PrepaidFeeStrategy, ServiceChargeDetail, ServiceChargeOrder } from '../../src/core/contract/api/accounts.ts';

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

// Issue 13 §3: the account page recharges and deducts through a checked form and a confirmation; the fee forms check
// their fields before anything is sent. The balance of 13800000007 is restored (other files read it).
const dialogOf = (host: Element, name: string) => shownDialog(host, name);
const errorsIn = (dialog: Element | null) => [...(dialog?.querySelectorAll('.semi-form-field-error-message') ?? [])].map((error) => error.textContent ?? '');
const click = (element: Element | null | undefined) => (element as HTMLElement).click();

describe('账户充值: recharge and deduct with the ledger', () => {
  it('checks the amount before sending, confirms, recharges once, then deducts it back; the ledger shows both', async () => {
    const before = (await serverGet<MerchantInfo>(merchantInfo.path, await token())).balance;
    const host = mount<HTMLElement>(HOME);
    await waitFor(() => sessionReady() && inShadow(host, '.backroom-merchant-recharge'), 'the recharge button', 15_000);
    await waitFor(() => inShadow(host, '.backroom-ledger-table[data-loading="false"]') ?? inShadow(host, '.backroom-paged-table[data-loading="false"]'), 'the ledger', 15_000);
    const recharges = requestsTo(operatorAccountRecharge.path);

    click(inShadow(host, '.backroom-merchant-recharge'));
    const dialog = () => dialogOf(host, 'backroom-movement-recharge');
    await waitFor(() => dialog()?.querySelector('.backroom-movement-next'), 'the 账户充值 dialog');
    click(dialog()?.querySelector('.backroom-movement-next'));
    await waitFor(() => errorsIn(dialog()).length === 1, 'the amount error');
    expect(errorsIn(dialog())).to.deep.equal(['请输入金额']);
    const amount = () => dialog()?.querySelector<HTMLInputElement>('.backroom-movement-amount input') ?? null;
    for (const [typed, message] of [['0', '金额须大于 0.00 元'], ['abc', '请输入金额'], ['1000000.01', '单笔金额不能超过 1000000.00 元']]) {
      typeInto(amount(), typed);
      click(dialog()?.querySelector('.backroom-movement-next'));
      await waitFor(() => errorsIn(dialog())[0] === message, `${typed}: ${message}`);
    }
    // The field takes only money: letters never arrive, a third decimal is not kept.
    for (const [typed, kept] of [['abc', ''], ['12a.345', '12.34'], ['-5', '5']]) {
      typeInto(amount(), typed);
      await waitFor(() => amount()?.value === kept, `${typed} kept as ${kept}`);
    }
    expect(requestsTo(operatorAccountRecharge.path)).to.equal(recharges);

    typeInto(amount(), '12.30');
    click(dialog()?.querySelector('.backroom-movement-next'));
    await waitFor(() => dialog()?.querySelector('.backroom-movement-confirm-text'), 'the confirmation');
    expect(dialog()?.querySelector('.backroom-movement-confirm-text')?.textContent).to.equal(`确认向账户充值 12.30 元？充值后余额 ${formatMoney(before + 1_230)} 元。`);
    expect(requestsTo(operatorAccountRecharge.path)).to.equal(recharges);
    click(dialog()?.querySelector('.backroom-movement-confirm'));
    await waitFor(() => toasts(host).includes(`充值成功，当前余额 ${formatMoney(before + 1_230)} 元`), 'the recharge toast');
    await waitFor(() => inShadow(host, '.backroom-merchant-balance')?.textContent === formatMoney(before + 1_230), 'the new balance');
    expect(requestsTo(operatorAccountRecharge.path)).to.equal(recharges + 1);
    await waitFor(() => tableRows(host).some((row) => row.textContent?.includes('+12.30')), 'the ledger row');

    const deduct = () => dialogOf(host, 'backroom-movement-deduct');
    // The page refetches after the recharge and may draw the button anew: click again until the dialog is there.
    await waitFor(() => {
      if (!deduct()) inShadow(host, '.backroom-merchant-deduct')?.click();
      return deduct()?.querySelector('.backroom-movement-next') && deduct()?.querySelector('.backroom-movement-amount input');
    }, 'the 账户扣款 dialog');
    typeInto(deduct()?.querySelector<HTMLInputElement>('.backroom-movement-amount input') ?? null, formatMoney(before + 1_231));
    click(deduct()?.querySelector('.backroom-movement-next'));
    await waitFor(() => errorsIn(deduct())[0] === `账户余额不足，当前余额 ${formatMoney(before + 1_230)} 元`, 'the balance error');
    typeInto(deduct()?.querySelector<HTMLInputElement>('.backroom-movement-amount input') ?? null, '12.3');
    click(deduct()?.querySelector('.backroom-movement-next'));
    await waitFor(() => deduct()?.querySelector('.backroom-movement-confirm'), 'the deduction confirmation');
    click(deduct()?.querySelector('.backroom-movement-confirm'));
    await waitFor(() => inShadow(host, '.backroom-merchant-balance')?.textContent === formatMoney(before), 'the balance back');
    await waitFor(() => tableRows(host).some((row) => row.textContent?.includes('-12.30')), 'the deduction row');
    expect((await serverGet<MerchantInfo>(merchantInfo.path, await token())).balance).to.equal(before);
  });
});

describe('fee forms check before they send', () => {
  it('the strategy dialog: a name, and the price or share its fee type needs', async () => {
    const expected = await serverPage<PrepaidFeeStrategy>(prePaidFeeStrategyPage.path);
    const host = await mountList(STRATEGIES, expected);
    const creates = requestsTo(prePaidFeeStrategyCreate.path);
    click(inShadow(host, '.backroom-strategy-add'));
    const dialog = () => dialogOf(host, 'backroom-strategy-dialog');
    await waitFor(() => dialog(), 'the 新增策略 dialog');
    click(dialog()?.querySelector('.backroom-strategy-save'));
    await waitFor(() => errorsIn(dialog()).length === 2, 'two errors');
    expect(errorsIn(dialog())).to.deep.equal(['请输入策略名称', '请输入大于 0 的单价']);
    const share = [...(dialog()?.querySelectorAll<HTMLLabelElement>('.semi-radio') ?? [])].find((radio) => radio.textContent === '交易额分成');
    share?.querySelector('input')?.click();
    await waitFor(() => dialog()?.querySelector('.backroom-strategy-share input'), 'the share field');
    typeInto(dialog()?.querySelector<HTMLInputElement>('.backroom-strategy-share input') ?? null, '100.01');
    typeInto(dialog()?.querySelector<HTMLInputElement>('.backroom-strategy-name input') ?? null, 'x'.repeat(51));
    click(dialog()?.querySelector('.backroom-strategy-save'));
    await waitFor(() => errorsIn(dialog()).includes('请输入 0.01 到 100 之间的分成比例'), 'the share error');
    expect(errorsIn(dialog())).to.include('名称不能超过 50 个字');
    await frames(5);
    expect(requestsTo(prePaidFeeStrategyCreate.path)).to.equal(creates);
  });

  it('the service-charge dialog: item, devices and an amount above 0, the field keeping 2 decimals at most', async () => {
    const expected = await serverPage<ServiceChargeOrder>(serviceChargeOrderPage.path);
    const host = await mountList(CHARGES, expected);
    const creates = requestsTo(serviceChargeOrderCreate.path);
    click(inShadow(host, '.backroom-charge-add'));
    const dialog = () => dialogOf(host, 'backroom-charge-dialog');
    await waitFor(() => dialog(), 'the 新增服务费订单 dialog');
    click(dialog()?.querySelector('.backroom-charge-save'));
    await waitFor(() => errorsIn(dialog()).length === 3, 'three errors');
    expect(errorsIn(dialog())).to.deep.equal(['请输入收费项目', '请输入设备数', '请输入金额']);
    typeInto(dialog()?.querySelector<HTMLInputElement>('.backroom-charge-amount input') ?? null, '0.001');
    await waitFor(() => dialog()?.querySelector<HTMLInputElement>('.backroom-charge-amount input')?.value === '0.00', 'the third decimal not kept');
    click(dialog()?.querySelector('.backroom-charge-save'));
    await waitFor(() => errorsIn(dialog()).includes('金额须大于 0.00 元'), 'the amount error');
    await frames(5);
    expect(requestsTo(serviceChargeOrderCreate.path)).to.equal(creates);
  });

  it('a service charge\'s details and a confirmed cancel', async () => {
    const created = await serverCall<ServiceChargeDetail>('POST', serviceChargeOrderCreate.path, await token(), { item: `浏览器测试-${Date.now()}`, deviceCount: 1, amount: 100 });
    const expected = await serverPage<ServiceChargeOrder>(serviceChargeOrderPage.path);
    const host = await mountList(CHARGES, expected);
    click(rowOf(host, created.id)?.querySelector('.backroom-charge-open'));
    await waitFor(() => dialogOf(host, 'backroom-charge-details')?.textContent?.includes(created.orderNo), 'the details');
    expect(dialogOf(host, 'backroom-charge-details')?.textContent).to.include('赵敏');
    click(dialogOf(host, 'backroom-charge-details')?.querySelector('.semi-modal-close'));
    click(rowOf(host, created.id)?.querySelector('.backroom-charge-cancel'));
    click(await waitFor(() => inShadow<HTMLElement>(host, '.backroom-charge-cancel-confirm'), 'the cancel confirmation'));
    await waitFor(() => toasts(host).includes('订单已取消'), 'the 订单已取消 toast');
    await waitFor(() => cellText(host, rowOf(host, created.id) as HTMLElement, '状态') === '已取消', 'the cancelled status');
  });
});
