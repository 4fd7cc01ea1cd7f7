// The business actions of issue 13 in real Chromium against the real seeded server, as 13800000007 (admin of 鲜食优选,
// '*:*:*'): each form dialog validates before it sends (spec §5), and 详情 opens the record in a side sheet. Nothing is
// submitted here (the end-to-end journeys handle, complete and audit on a server of their own), so other test files
// see the seeded rows unchanged.
import { expect } from 'chai';
import { ABNORMAL_ORDER_STATUS, ComplaintStatus, MerchantAuditStatus } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import ComplaintsScreen from '../../src/features/complaints/ComplaintsScreen.tsx';
import ApplicationsScreen from '../../src/features/merchants/ApplicationsScreen.tsx';
import AbnormalOrdersScreen from '../../src/features/orders/AbnormalOrdersScreen.tsx';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { frames, inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, requestsTo, serverGet, sessionReady, shownDialog } from './fixtures/feature-host.tsx';
import { rowOf, tableRows, typeInto } from './fixtures/paged-table.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { complaintDetail, complaintHandle, complaintPage } from '../../src/core/contract/api/complaints.ts';
import type { Complaint, ComplaintDetail } from '../../src/core/contract/api/complaints.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';
import { merchantApplicationFinanceAudit, merchantApplicationPage } from '../../src/core/contract/api/merchants.ts';
import type { MerchantApplication } from '../../src/core/contract/api/merchants.ts';
import { abnormalOrderHandle, abnormalOrderPage } from '../../src/core/contract/api/orders.ts';
import type { Order } from '../../src/core/contract/api/orders.ts';

const COMPLAINTS = 'test-actions-complaints';
const APPLICATIONS = 'test-actions-applications';
const ABNORMAL = 'test-actions-abnormal-orders';
defineFeatureHost(COMPLAINTS, () => <ComplaintsScreen path="/complaintManager/complaintList" title="支付客诉" navigate={navigate} />);
defineFeatureHost(APPLICATIONS, () => <ApplicationsScreen path="/merchantManager/applicationList" title="进件审核" navigate={navigate} />);
defineFeatureHost(ABNORMAL, () => <AbnormalOrdersScreen path="/orderManager/abnormalorderList" title="无人店异常订单" navigate={navigate} />);

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${COMPLAINTS}, ${APPLICATIONS}, ${ABNORMAL}`)) element.remove();
});

const ACTIVE = '.semi-tabs-pane-active .backroom-paged-table';

async function mountList(tag: string, scope = '.backroom-paged-table'): Promise<HTMLElement> {
  const host = mount<HTMLElement>(tag);
  await waitFor(() => sessionReady(), 'the session', 15_000);
  await waitFor(() => tableRows(host, scope).length > 0 && inShadow(host, `${scope}[data-loading="false"]`), 'the rows', 15_000);
  return host;
}

const errors = (dialog: HTMLElement | null) => [...(dialog?.querySelectorAll('.semi-form-field-error-message') ?? [])].map((error) => error.textContent ?? '');
const click = (element: Element | null | undefined) => (element as HTMLElement).click();
const chooseRadio = (dialog: HTMLElement | null, className: string) => click(dialog?.querySelector(`.${className} input`));

describe('handling a complaint', () => {
  it('the dialog refuses a missing note, a missing refund and a refund above the disputed amount before sending', async () => {
    const { rows } = await serverGet<Paged<Complaint>>(`${complaintPage.path}?page=1&limit=10&channel=wechat`, await token());
    const pending = rows.find((row) => row.status === ComplaintStatus.PENDING && row.amount > 0) as Complaint;
    const host = await mountList(COMPLAINTS, ACTIVE);
    const sent = requestsTo(complaintHandle.path);
    click(await waitFor(() => rowOf(host, pending.id, ACTIVE)?.querySelector('.backroom-complaint-handle'), 'the 处理 button'));
    const dialog = () => shownDialog(host, 'backroom-complaint-handle-dialog');
    await waitFor(dialog, 'the handling dialog');
    expect(dialog()?.querySelector('.semi-modal-title')?.textContent).to.equal(`处理投诉 ${pending.complaintNo}`);
    click(dialog()?.querySelector('.backroom-complaint-handle-save'));
    await waitFor(() => errors(dialog()).includes('请填写处理说明'), 'the note error');

    chooseRadio(dialog(), 'backroom-complaint-action-refund');
    await waitFor(() => dialog()?.querySelector('.backroom-complaint-refund input'), 'the refund field');
    typeInto(dialog()?.querySelector<HTMLTextAreaElement>('textarea') ?? null, '   ');
    click(dialog()?.querySelector('.backroom-complaint-handle-save'));
    await waitFor(() => errors(dialog()).includes('请输入退款金额') && errors(dialog()).includes('请填写处理说明'), 'the refund and blank note errors');

    typeInto(dialog()?.querySelector<HTMLInputElement>('.backroom-complaint-refund input') ?? null, String(pending.amount / 100 + 1));
    click(dialog()?.querySelector('.backroom-complaint-handle-save'));
    const max = (pending.amount / 100).toFixed(2);
    await waitFor(() => errors(dialog()).includes(`退款金额不能超过涉及金额 ${max} 元`), 'the refund limit error');
    await frames(10);
    expect(requestsTo(complaintHandle.path)).to.equal(sent);
  });

  it('详情 opens the complaint in a side sheet with its §3 reason and its order', async () => {
    const { rows } = await serverGet<Paged<Complaint>>(`${complaintPage.path}?page=1&limit=10&channel=wechat`, await token());
    const complaint = rows.find((row) => row.orderNo !== null) as Complaint;
    const host = await mountList(COMPLAINTS, ACTIVE);
    click(await waitFor(() => rowOf(host, complaint.id, ACTIVE)?.querySelector('.backroom-complaint-detail-open'), 'the 详情 button'));
    const sheet = await waitFor(() => inShadow(host, '.backroom-complaint-sheet .backroom-complaint-detail'), 'the side sheet');
    await waitFor(() => sheet.querySelector('.backroom-complaint-order')?.textContent?.includes(complaint.orderNo ?? '-'), 'the order');
    expect(inShadow(host, '.backroom-complaint-sheet .semi-sidesheet-title')?.textContent).to.equal(`投诉详情 ${complaint.complaintNo}`);
    expect(sheet.querySelector('.backroom-complaint-reason')?.textContent).to.not.equal('');
    expect(sheet.querySelector('.backroom-complaint-phone')?.textContent).to.equal(complaint.customerPhone);
    // The order's time is labelled as the order's (下单时间), the complaint's as the complaint's (投诉时间).
    const order = sheet.querySelector('.backroom-complaint-order')?.textContent ?? '';
    expect(order).to.include('下单时间');
    expect(order).to.not.include('投诉时间');
  });
});

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('a complaint image', () => {
  it('chosen in the handling dialog is attached to the complaint at once and shown in its detail', async () => {
    const { rows } = await serverGet<Paged<Complaint>>(`${complaintPage.path}?page=1&limit=10&channel=alipay`, await token());
    const pending = rows.find((row) => row.status === ComplaintStatus.PENDING) as Complaint;
    const host = await mountList(COMPLAINTS, ACTIVE);
    const before = (await serverGet<ComplaintDetail>(urlOf(complaintDetail, { id: pending.id }), await token())).files.length;
    click(await waitFor(() => [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.semi-tabs-tab') ?? [])].find((tab) => tab.textContent === '支付宝'), 'the Alipay tab'));
    click(await waitFor(() => rowOf(host, pending.id, ACTIVE)?.querySelector('.backroom-complaint-handle'), 'the 处理 button'));
    const dialog = await waitFor(() => shownDialog(host, 'backroom-complaint-handle-dialog'), 'the handling dialog');
    const input = dialog.querySelector<HTMLInputElement>('.backroom-complaint-upload input[type=file]') as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File([PNG], '扣款截图.png', { type: 'image/png' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const detailNow = async () => serverGet<ComplaintDetail>(urlOf(complaintDetail, { id: pending.id }), await token());
    let after = await detailNow();
    for (let tries = 0; tries < 100 && after.files.length === before; tries += 1) after = await detailNow();
    expect(after.files.length).to.equal(before + 1);
    await waitFor(() => dialog.querySelector('.backroom-complaint-upload .semi-upload-picture-file-card-done, .backroom-complaint-upload img[src*="/api/tool/oss/file"]'), 'the uploaded picture', 15_000);
    expect(after.files.at(-1)?.name).to.equal('扣款截图.png');
    expect(after.status).to.equal(ComplaintStatus.PENDING); // attaching is not handling
  });
});

describe('auditing a merchant application', () => {
  it('rejecting needs a reason (blank counts as missing) before anything is sent; 详情 shows the audit log', async () => {
    const { rows } = await serverGet<Paged<MerchantApplication>>(`${merchantApplicationPage.path}?page=1&limit=10&auditStatus=1`, await token());
    const awaiting = rows.find((row) => row.auditStatus === MerchantAuditStatus.AWAITING_AUDIT) as MerchantApplication;
    const host = await mountList(APPLICATIONS);
    const sent = requestsTo(merchantApplicationFinanceAudit.path);
    click(await waitFor(() => rowOf(host, awaiting.id)?.querySelector('.backroom-application-audit'), 'the 审核 button'));
    const dialog = () => shownDialog(host, 'backroom-application-audit-dialog');
    await waitFor(dialog, 'the audit dialog');
    chooseRadio(dialog(), 'backroom-application-reject');
    await waitFor(() => dialog()?.querySelector('.backroom-application-reason textarea'), 'the reason field');
    click(dialog()?.querySelector('.backroom-application-audit-save'));
    await waitFor(() => errors(dialog()).includes('请填写驳回原因'), 'the reason error');
    typeInto(dialog()?.querySelector<HTMLTextAreaElement>('.backroom-application-reason textarea') ?? null, '    ');
    click(dialog()?.querySelector('.backroom-application-audit-save'));
    await frames(10);
    expect(errors(dialog())).to.include('请填写驳回原因');
    expect(requestsTo(merchantApplicationFinanceAudit.path)).to.equal(sent);
    click(dialog()?.parentElement?.querySelector('.semi-modal-close') ?? dialog()?.querySelector('button.semi-button-tertiary'));

    click(rowOf(host, awaiting.id)?.querySelector('.backroom-application-detail-open'));
    const sheet = await waitFor(() => inShadow(host, '.backroom-application-sheet .backroom-application-log'), 'the audit log');
    await waitFor(() => sheet.textContent?.includes('提交申请'), 'the submitted entry');
    expect(inShadow(host, '.backroom-application-sheet .backroom-application-phone')?.textContent).to.equal(awaiting.contactPhone);
  });

  it('approving asks for a confirmation first; cancelling it sends nothing', async () => {
    const { rows } = await serverGet<Paged<MerchantApplication>>(`${merchantApplicationPage.path}?page=1&limit=10&auditStatus=1`, await token());
    const host = await mountList(APPLICATIONS);
    const sent = requestsTo(merchantApplicationFinanceAudit.path);
    click(await waitFor(() => rowOf(host, rows[0].id)?.querySelector('.backroom-application-audit'), 'the 审核 button'));
    await waitFor(() => shownDialog(host, 'backroom-application-audit-dialog'), 'the audit dialog');
    click(shownDialog(host, 'backroom-application-audit-dialog')?.querySelector('.backroom-application-audit-save'));
    const confirm = await waitFor(() => shownDialog(host, 'backroom-application-approve-confirm'), 'the confirmation');
    expect(confirm.textContent).to.include('确认通过');
    click([...confirm.querySelectorAll('button')].find((button) => button.textContent === '取消'));
    await waitFor(() => shownDialog(host, 'backroom-application-approve-confirm') === null, 'the confirmation to close');
    expect(requestsTo(merchantApplicationFinanceAudit.path)).to.equal(sent);
  });
});

describe('handling an abnormal order', () => {
  it('the dialog refuses a missing amount and note, and a refund above the order amount, before sending', async () => {
    const { rows } = await serverGet<Paged<Order>>(`${abnormalOrderPage.path}?page=1&limit=10`, await token());
    const order = rows.find((row) => row.status === ABNORMAL_ORDER_STATUS && row.corrections === 0) as Order;
    const host = await mountList(ABNORMAL);
    const sent = requestsTo(abnormalOrderHandle.path);
    click(await waitFor(() => rowOf(host, order.id)?.querySelector('.backroom-order-handle'), 'the 处理 button'));
    const dialog = () => shownDialog(host, 'backroom-order-handle-dialog');
    await waitFor(dialog, 'the handling dialog');
    click(dialog()?.querySelector('.backroom-order-handle-save'));
    await waitFor(() => errors(dialog()).includes('请输入金额') && errors(dialog()).includes('请填写处理说明'), 'the amount and note errors');
    typeInto(dialog()?.querySelector<HTMLInputElement>('.backroom-order-amount input') ?? null, String(order.amount / 100 + 5));
    typeInto(dialog()?.querySelector<HTMLTextAreaElement>('textarea') ?? null, '识别错误');
    click(dialog()?.querySelector('.backroom-order-handle-save'));
    await waitFor(() => errors(dialog()).includes(`退款金额不能超过订单金额 ${(order.amount / 100).toFixed(2)} 元`), 'the refund limit error');
    await frames(10);
    expect(requestsTo(abnormalOrderHandle.path)).to.equal(sent);
  });

  it('an order past the correction limit offers closing only', async () => {
    const { rows } = await serverGet<Paged<Order>>(`${abnormalOrderPage.path}?page=1&limit=100`, await token());
    const limited = rows.find((row) => row.corrections >= 3) as Order;
    const host = await mountList(ABNORMAL);
    click(await waitFor(() => rowOf(host, limited.id)?.querySelector('.backroom-order-handle'), 'the 处理 button'));
    const dialog = await waitFor(() => shownDialog(host, 'backroom-order-handle-dialog'), 'the handling dialog');
    expect(dialog.querySelector('.backroom-order-corrections')?.textContent).to.equal('已达更正次数上限，只能关闭订单');
    expect(dialog.querySelector<HTMLInputElement>('.backroom-order-action-refund input')?.disabled).to.equal(true);
    expect(dialog.querySelector<HTMLInputElement>('.backroom-order-action-close input')?.checked).to.equal(true);
    expect(dialog.querySelector('.backroom-order-amount')).to.equal(null);
  });
});
