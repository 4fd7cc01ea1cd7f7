// The complaint lists (issue 4) in real Chromium against the real seeded server, as 13800000007 (admin of 鲜食优选):
// one tab per payment channel, statuses through the dictionary so 商户待处理/客服待处理 read 挂起中/系统处理中 (spec §4),
// and the risk complaints of both channels.
import { expect } from 'chai';
import { ComplaintStatus } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import ComplaintsScreen from '../../src/features/complaints/ComplaintsScreen.tsx';
import RiskComplaintsScreen from '../../src/features/complaints/RiskComplaintsScreen.tsx';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, serverGet, sessionReady } from './fixtures/feature-host.tsx';
import { cellText, chooseOption, requestsWith, rowOf, tableRows, waitForRows } from './fixtures/paged-table.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { complaintPage, riskComplaintPage } from '../../src/core/contract/api/complaints.ts';
import type { Complaint } from '../../src/core/contract/api/complaints.ts';

const COMPLAINTS = 'test-areas-complaints';
const RISK = 'test-areas-risk-complaints';
defineFeatureHost(COMPLAINTS, () => <ComplaintsScreen path="/complaintManager/complaintList" title="支付客诉" navigate={navigate} />);
defineFeatureHost(RISK, () => <RiskComplaintsScreen path="/complaintManager/riskComplaintList" title="风险投诉" navigate={navigate} />);

/** The table of the tab shown (Semi keeps a visited tab's pane in the DOM). */
const ACTIVE = '.semi-tabs-pane-active .backroom-paged-table';

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;
const serverPage = async (path: string, query: string) => serverGet<Paged<Complaint>>(`${path}?page=1&limit=10${query}`, await token());
const ids = (paged: Paged<Complaint>) => paged.rows.map((complaint) => complaint.id);
const byStatus = (paged: Paged<Complaint>, status: number) => paged.rows.find((complaint) => complaint.status === status) as Complaint;

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${COMPLAINTS}, ${RISK}`)) element.remove();
});

/** Statuses and reasons are dictionary labels, which arrive with their concepts. */
async function labelsLoaded(host: Element, scope: string): Promise<void> {
  await waitFor(
    () => tableRows(host, scope).every((row) => cellText(host, row, '状态', scope) !== '——' && cellText(host, row, '投诉原因', scope) !== '——'),
    'the status and reason labels',
  );
}

describe('the payment complaints', () => {
  it('opens on the WeChat Pay tab; 客服待处理 reads 系统处理中; phones stay masked', async () => {
    const wechat = await serverPage(complaintPage.path, '&channel=wechat');
    const host = mount<HTMLElement>(COMPLAINTS);
    await waitFor(() => sessionReady(), 'the session', 15_000);
    await waitForRows(host, ids(wechat), 'the WeChat Pay complaints', ACTIVE, 15_000);
    await labelsLoaded(host, ACTIVE);
    const tabs = () => [...(host.shadowRoot?.querySelectorAll('.semi-tabs-tab') ?? [])].map((tab) => tab.textContent).join(',');
    await waitFor(() => tabs() === '微信支付,支付宝', 'the tabs named by the payChannel dictionary');
    const servicePending = byStatus(wechat, ComplaintStatus.SERVICE_PENDING);
    const row = rowOf(host, servicePending.id, ACTIVE) as HTMLElement;
    expect(cellText(host, row, '状态', ACTIVE)).to.equal('系统处理中');
    expect(cellText(host, row, '用户手机号', ACTIVE)).to.equal(servicePending.customerPhone).and.to.match(/^\d{3}\*{4}\d{4}$/);
    expect(cellText(host, row, '投诉原因', ACTIVE)).to.equal('掉落商品不符');
    expect(inShadow(host, ACTIVE)?.textContent).not.to.match(/商户待处理|客服待处理/);
  });

  it('the Alipay tab lists that channel; 商户待处理 reads 挂起中 and filters as 挂起中', async () => {
    const alipay = await serverPage(complaintPage.path, '&channel=alipay');
    const suspended = await serverPage(complaintPage.path, `&channel=alipay&status=${ComplaintStatus.MERCHANT_PENDING}`);
    const host = mount<HTMLElement>(COMPLAINTS);
    await waitFor(() => sessionReady() && tableRows(host, ACTIVE).length > 0, 'the first tab', 15_000);
    const before = requestsWith(complaintPage.path, { channel: 'alipay' });
    // The tabs are named by the payChannel dictionary, which arrives with its concept.
    const tab = await waitFor(
      () => [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.semi-tabs-tab') ?? [])].find((item) => item.textContent === '支付宝'),
      'the Alipay tab',
    );
    tab.click();
    await waitForRows(host, ids(alipay), 'the Alipay complaints', ACTIVE);
    await labelsLoaded(host, ACTIVE);
    expect(requestsWith(complaintPage.path, { channel: 'alipay' })).to.be.greaterThan(before);
    const merchantPending = byStatus(alipay, ComplaintStatus.MERCHANT_PENDING);
    expect(cellText(host, rowOf(host, merchantPending.id, ACTIVE) as HTMLElement, '状态', ACTIVE)).to.equal('挂起中');
    await chooseOption(host, inShadow(host, '.semi-tabs-pane-active .backroom-filter-status'), '挂起中');
    const suspendedQuery = { channel: 'alipay', status: String(ComplaintStatus.MERCHANT_PENDING) };
    const asked = requestsWith(complaintPage.path, suspendedQuery);
    (inShadow(host, '.semi-tabs-pane-active .backroom-filter-search') as HTMLElement).click();
    await waitForRows(host, ids(suspended), 'the suspended Alipay complaints', ACTIVE);
    expect(requestsWith(complaintPage.path, suspendedQuery)).to.equal(asked + 1);
  });
});

describe('the risk complaints', () => {
  it('lists both channels, each named', async () => {
    const risk = await serverPage(riskComplaintPage.path, '');
    expect(new Set(risk.rows.map((complaint) => complaint.channel)).size).to.equal(2);
    const host = mount<HTMLElement>(RISK);
    await waitFor(() => sessionReady(), 'the session', 15_000);
    await waitForRows(host, ids(risk), 'the risk complaints', undefined, 15_000);
    await labelsLoaded(host, '.backroom-paged-table');
    for (const complaint of risk.rows) {
      expect(cellText(host, rowOf(host, complaint.id) as HTMLElement, '支付渠道')).to.equal(complaint.channel === 'wechat' ? '微信支付' : '支付宝');
    }
  });
});
