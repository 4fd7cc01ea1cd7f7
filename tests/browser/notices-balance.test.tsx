// The low-balance notice and banner of spec §4 in real Chromium against the real server: 13800000002 (operator,
// organisation on the watch list, finance:btn, balance below the warning level) gets the 账户余额通知 dialog once.
import { expect } from 'chai';
import { Route } from '../../src/core/contract/index.ts';
import { formatMoney } from '../../src/core/format/index.ts';
import { getOrCreateSessionBus } from '../../src/core/session/index.ts';
import { BALANCE_NOTICE_KEY, LowBalanceBanner, LowBalanceNotice, noticeStep } from '../../src/features/balance/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { frames, inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, hostServices, navigate, requestsTo, serverGet, sessionReady, shellCalls, shownDialog } from './fixtures/feature-host.tsx';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { amountOwingNotify, merchantInfo } from '../../src/core/contract/api/accounts.ts';
import type { MerchantInfo } from '../../src/core/contract/api/accounts.ts';

const TAG = 'test-low-balance';
defineFeatureHost(TAG, () => (
  <>
    <LowBalanceBanner navigate={navigate} />
    <LowBalanceNotice navigate={navigate} />
  </>
));

const PHONE = '13800000002';
const DIALOG = 'backroom-low-balance-dialog';
const bus = getOrCreateSessionBus();

let session: Promise<LoginResponse> | null = null;
beforeEach(async () => {
  shellCalls.reset();
  sessionStorage.removeItem(BALANCE_NOTICE_KEY);
  await (session ??= signInThroughStorage(PHONE));
});
afterEach(() => {
  for (const element of document.querySelectorAll(TAG)) element.remove();
});

const banner = (host: Element) => inShadow<HTMLElement>(host, '.backroom-low-balance-banner');
const dialogOf = (host: Element) => shownDialog(host, DIALOG);
const button = (dialog: Element, selector: string) => dialog.querySelector<HTMLButtonElement>(selector) as HTMLButtonElement;

async function mountNotice(): Promise<HTMLElement> {
  const host = mount<HTMLElement>(TAG);
  await waitFor(() => sessionReady() && banner(host), 'the low-balance banner', 15_000);
  return host;
}

async function openDialog(): Promise<HTMLElement> {
  const host = await mountNotice();
  return waitFor(() => dialogOf(host), 'the 账户余额通知 dialog', 8_000);
}

describe('spec §4 账户余额通知 for 13800000002', () => {
  it('shows the dialog with the balance from the server, 去充值 and 知道了, and sets the flag for the identity', async () => {
    const dialog = await openDialog();
    const { balance } = await serverGet<MerchantInfo>(merchantInfo.path, (await session)?.token ?? '');
    expect(dialog.querySelector('.semi-modal-title')?.textContent).to.equal('账户余额通知');
    expect(dialog.querySelector('.backroom-low-balance-content')?.textContent).to.include(`${formatMoney(balance)} 元`);
    expect(button(dialog, '.backroom-low-balance-top-up').textContent).to.equal('去充值');
    expect(button(dialog, '.backroom-low-balance-dismiss').textContent).to.equal('知道了');
    expect(sessionStorage.getItem(BALANCE_NOTICE_KEY)).to.equal(String(bus.getState().currentGroupId));
    expect(document.querySelector('.semi-modal') === null).to.equal(true);
  });

  it('appears once: a second notice on the page finds the flag set and shows nothing', async () => {
    const first = await mountNotice();
    await waitFor(() => dialogOf(first), 'the first dialog', 8_000);
    const second = await mountNotice();
    await frames(10);
    expect(dialogOf(second) === null).to.equal(true);
    expect(document.querySelectorAll(TAG).length).to.equal(2);
  });

  it('去充值 closes the dialog and goes to /accountManager/merchantHome', async () => {
    const dialog = await openDialog();
    const host = document.querySelector(TAG) as HTMLElement;
    button(dialog, '.backroom-low-balance-top-up').click();
    await waitFor(() => dialogOf(host) === null, 'the dialog to close');
    expect(shellCalls.navigated).to.deep.equal([Route.merchantHome]);
    expect(Route.merchantHome).to.equal('/accountManager/merchantHome');
  });

  it('知道了 closes it; the banner 账户余额不足，请充值 stays and goes to /accountManager/merchantHome', async () => {
    const dialog = await openDialog();
    const host = document.querySelector(TAG) as HTMLElement;
    button(dialog, '.backroom-low-balance-dismiss').click();
    await waitFor(() => dialogOf(host) === null, 'the dialog to close');
    expect(shellCalls.navigated).to.deep.equal([]);
    const link = banner(host)?.querySelector('button') as HTMLButtonElement;
    expect(link.textContent).to.equal('账户余额不足，请充值');
    link.click();
    expect(shellCalls.navigated).to.deep.equal([Route.merchantHome]);
  });

  it('after a reload in the same session (flag already set) only the banner shows; unmounting clears the flag', async () => {
    sessionStorage.setItem(BALANCE_NOTICE_KEY, String(bus.getState().currentGroupId));
    const host = await mountNotice();
    await frames(10);
    expect(dialogOf(host) === null).to.equal(true);
    expect(sessionStorage.getItem(BALANCE_NOTICE_KEY)).to.equal(String(bus.getState().currentGroupId));
    host.remove();
    await waitFor(() => sessionStorage.getItem(BALANCE_NOTICE_KEY) === null, 'the flag to be cleared on leaving');
  });

  it('is not checked without finance:btn: no request, no banner, no dialog', async () => {
    await mountNotice();
    for (const element of document.querySelectorAll(TAG)) element.remove();
    sessionStorage.removeItem(BALANCE_NOTICE_KEY);
    const viewCodes = bus.getState().viewCodes;
    const before = requestsTo(amountOwingNotify.path);
    bus.setState({ viewCodes: (viewCodes ?? []).filter((code) => code !== 'finance:btn') });
    try {
      const host = mount<HTMLElement>(TAG);
      await waitFor(() => hostServices.current !== null && sessionReady(), 'the session');
      await frames(10);
      expect(banner(host) === null).to.equal(true);
      expect(dialogOf(host) === null).to.equal(true);
      expect(requestsTo(amountOwingNotify.path)).to.equal(before);
      expect(sessionStorage.getItem(BALANCE_NOTICE_KEY)).to.equal(null);
    } finally {
      bus.setState({ viewCodes });
    }
  });

  it('the flag follows the check: truthy clears it, otherwise it is set once per identity', () => {
    const table: Array<[boolean | undefined, string | null, number | null, string]> = [
      [undefined, null, 6001, 'wait'],
      [true, '6001', 6001, 'clear'],
      [true, null, 6001, 'clear'],
      [false, null, 6001, 'show'],
      [false, '6001', 6001, 'skip'],
      [false, '6002', 6001, 'show'],
    ];
    // noticeStep takes "notice needed", the inverse of the server's check result.
    for (const [checkResult, stored, groupId, step] of table) {
      const needed = checkResult === undefined ? undefined : !checkResult;
      expect(noticeStep(needed, stored, groupId), `${checkResult} ${stored} ${groupId}`).to.equal(step);
    }
  });

  it('logging out clears the flag and the dialog (leaving)', async () => {
    const dialog = await openDialog();
    expect(dialog === null).to.equal(false);
    const host = document.querySelector(TAG) as HTMLElement;
    await hostServices.current?.controller.logout();
    await waitFor(() => dialogOf(host) === null && banner(host) === null, 'the dialog and banner to go');
    expect(sessionStorage.getItem(BALANCE_NOTICE_KEY)).to.equal(null);
    session = null; // the next test, if any, signs in again
  });
});
