// Message notifications (spec §2; issue 5) in real Chromium against the real server, as 13900000001 (operator of
// 北方智能, one open and one handled notification in the seed): the /common/inform screen and the message icon.
import { expect } from 'chai';
import { Route } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { InformScreen, MessageIconButton } from '../../src/features/inform/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, hover, navigate, requestsTo, serverGet, sessionReady, shellCalls, tooltipText } from './fixtures/feature-host.tsx';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { handleNotification, notificationPage } from '../../src/core/contract/api/notifications.ts';
import type { Notification } from '../../src/core/contract/api/notifications.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';

const TAG = 'test-inform';
defineFeatureHost(TAG, () => (
  <>
    <MessageIconButton navigate={navigate} />
    <InformScreen path={Route.inform} title="" navigate={navigate} />
  </>
));

const PHONE = '13900000001';

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage(PHONE))).token;
const serverPage = async (query = '') =>
  serverGet<Paged<Notification>>(`${notificationPage.path}?page=1&limit=10${query}`, await token());

beforeEach(async () => {
  shellCalls.reset();
  await token();
});
afterEach(async () => {
  for (const element of document.querySelectorAll(TAG)) element.remove();
  await hover(null);
});

const rows = (host: Element) => [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-inform-table tr[data-notification-id]') ?? [])];
const rowOf = (host: Element, id: number) => inShadow<HTMLElement>(host, `.backroom-inform-table tr[data-notification-id="${id}"]`);
const messageIcon = (host: Element) => inShadow<HTMLButtonElement>(host, '.backroom-message-button');
const dot = (host: Element) => inShadow(host, '.backroom-icon-action .semi-badge-dot');
const handleButton = (row: Element) => row.querySelector<HTMLButtonElement>('.backroom-inform-handle') as HTMLButtonElement;

async function mountInform(expectedRows: number): Promise<HTMLElement> {
  const host = mount<HTMLElement>(TAG);
  await waitFor(() => sessionReady() && rows(host).length === expectedRows, `${expectedRows} notification rows`, 15_000);
  return host;
}

describe('the message page /common/inform', () => {
  it("lists the user's notifications newest first, each with 去处理, paged by page number", async () => {
    const expected = await serverPage();
    expect(expected.total).to.be.greaterThan(0);
    const host = await mountInform(expected.rows.length);
    expect(rows(host).map((row) => Number(row.dataset.notificationId))).to.deep.equal(expected.rows.map((row) => row.id));
    const headers = [...(host.shadowRoot?.querySelectorAll('.backroom-inform-table thead th') ?? [])].map((cell) => cell.textContent);
    expect(headers).to.deep.equal(['标题', '内容', '通知时间', '状态', '操作']);
    for (const [index, row] of rows(host).entries()) {
      expect(row.textContent).to.include(expected.rows[index].title).and.to.include(expected.rows[index].content);
      expect(row.textContent).to.include(expected.rows[index].handled ? '已处理' : '未处理');
      expect(handleButton(row).textContent).to.equal('去处理');
    }
    // The pager of every list (issue 16), not Semi's own.
    expect(inShadow(host, '.backroom-inform .backroom-pager') === null).to.equal(false);
    expect(inShadow(host, '.backroom-inform .semi-page')).to.equal(null);
    expect(inShadow(host, '.backroom-inform .semi-typography')?.textContent).to.equal('消息通知');
  });

  it('未处理 shows only the open notifications', async () => {
    const open = await serverPage('&handled=false');
    const host = await mountInform((await serverPage()).rows.length);
    const radio = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.semi-radio') ?? [])].find((item) => item.textContent === '未处理');
    (radio?.querySelector('input') as HTMLInputElement).click();
    await waitFor(() => rows(host).length === open.rows.length && rows(host).every((row) => row.dataset.handled === 'false'), 'the open ones only');
    expect(rows(host).map((row) => Number(row.dataset.notificationId))).to.deep.equal(open.rows.map((row) => row.id));
  });

  it('去处理 on a handled notification opens its screen without marking it again', async () => {
    const handled = (await serverPage('&handled=true')).rows[0];
    expect(handled === undefined).to.equal(false);
    const host = await mountInform((await serverPage()).rows.length);
    const puts = requestsTo(urlOf(handleNotification, { id: handled.id }));
    handleButton(rowOf(host, handled.id) as HTMLElement).click();
    await waitFor(() => shellCalls.navigated.length === 1, 'the navigation');
    expect(shellCalls.navigated).to.deep.equal([handled.route]);
    expect(requestsTo(urlOf(handleNotification, { id: handled.id }))).to.equal(puts);
  });
});

describe('the message icon', () => {
  it('is a button named 消息通知 like its tooltip, with a dot while notifications wait; it goes to /common/inform', async () => {
    const open = await serverPage('&handled=false');
    expect(open.total).to.be.greaterThan(0);
    const host = await mountInform((await serverPage()).rows.length);
    const button = await waitFor(() => messageIcon(host), 'the message icon');
    expect(button.getAttribute('aria-label')).to.equal('消息通知');
    await waitFor(() => dot(host), 'the unhandled dot');
    const description = inShadow(host, `[id="${button.getAttribute('aria-describedby')}"]`);
    expect(description?.textContent).to.equal(`${open.total}条未处理`);
    await hover(button);
    expect(await waitFor(() => tooltipText(host), 'the tooltip')).to.equal('消息通知');
    button.click();
    expect(shellCalls.navigated).to.deep.equal([Route.inform]);
    expect(Route.inform).to.equal('/common/inform');
  });

  it('去处理 opens its screen and leaves it open; 标记已处理 marks it handled on the server, and the dot follows', async () => {
    const open = await serverPage('&handled=false');
    const target = open.rows[0];
    const host = await mountInform((await serverPage()).rows.length);
    await waitFor(() => dot(host), 'the unhandled dot');
    const puts = requestsTo(urlOf(handleNotification, { id: target.id }));
    handleButton(rowOf(host, target.id) as HTMLElement).click();
    await waitFor(() => shellCalls.navigated.length === 1, 'the navigation');
    expect(shellCalls.navigated).to.deep.equal([target.route]);
    expect(requestsTo(urlOf(handleNotification, { id: target.id }))).to.equal(puts);
    expect((await serverPage('&handled=false')).total).to.equal(open.total);

    (rowOf(host, target.id)?.querySelector('.backroom-inform-done') as HTMLButtonElement).click();
    const confirm = await waitFor(
      () => [...(host.shadowRoot?.querySelectorAll<HTMLButtonElement>('.semi-popconfirm button') ?? [])].find((button) => button.textContent?.includes('确定')),
      'the confirmation',
    );
    confirm.click();
    await waitFor(() => rowOf(host, target.id)?.dataset.handled === 'true', 'the row to show 已处理');
    expect((await serverPage('&handled=false')).total).to.equal(open.total - 1);
    expect(rowOf(host, target.id)?.textContent).to.include('已处理');
    expect(rowOf(host, target.id)?.querySelector('.backroom-inform-done')).to.equal(null);
    if (open.total === 1) await waitFor(() => dot(host) === null, 'the dot to go');
  });
});
