// Merchant applications (issue 4) in real Chromium against the real seeded server, as 13800000007 (鲜食优选, whose
// 财务中心 audits three applications, one awaiting audit): audit statuses and merchant types through the dictionaries,
// masked contact phones, the number awaiting audit, and the audit-status filter.
import { expect } from 'chai';
import { MerchantAuditStatus } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import ApplicationsScreen from '../../src/features/merchants/ApplicationsScreen.tsx';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, serverGet, sessionReady } from './fixtures/feature-host.tsx';
import { cellText, chooseOption, rowOf, tableRows, waitForRows } from './fixtures/paged-table.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { merchantApplicationAuditCount, merchantApplicationPage } from '../../src/core/contract/api/merchants.ts';
import type { MerchantApplication } from '../../src/core/contract/api/merchants.ts';

const TAG = 'test-areas-merchants';
defineFeatureHost(TAG, () => <ApplicationsScreen path="/merchantManager/applicationList" title="进件审核" navigate={navigate} />);

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;
const serverPage = async (query = '') => serverGet<Paged<MerchantApplication>>(`${merchantApplicationPage.path}?page=1&limit=10${query}`, await token());
const AUDIT_LABELS: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已驳回' };

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(TAG)) element.remove();
});

describe('merchant applications', () => {
  it('list the applications with their audit status and type, and how many await audit', async () => {
    const expected = await serverPage();
    const awaiting = await serverGet<number>(merchantApplicationAuditCount.path, await token());
    const host = mount<HTMLElement>(TAG);
    await waitFor(() => sessionReady(), 'the session', 15_000);
    await waitForRows(host, expected.rows.map((row) => row.id), 'the applications', undefined, 15_000);
    await waitFor(() => tableRows(host).every((row) => cellText(host, row, '审核状态') !== '——' && cellText(host, row, '商户类型') !== '——'), 'the labels');
    for (const application of expected.rows) {
      const row = rowOf(host, application.id) as HTMLElement;
      expect(cellText(host, row, '审核状态')).to.equal(AUDIT_LABELS[application.auditStatus]);
      expect(cellText(host, row, '联系电话')).to.equal(application.contactPhone).and.to.match(/^\d{3}\*{4}\d{4}$/);
    }
    await waitFor(() => inShadow(host, '.backroom-awaiting-audit'), 'the awaiting count');
    expect(inShadow(host, '.backroom-awaiting-audit')?.textContent).to.equal(`待审核 ${awaiting} 条`);
  });

  it('filter by audit status', async () => {
    const all = await serverPage();
    const approved = await serverPage(`&auditStatus=${MerchantAuditStatus.APPROVED}`);
    const host = mount<HTMLElement>(TAG);
    await waitFor(() => sessionReady(), 'the session', 15_000);
    await waitForRows(host, all.rows.map((row) => row.id), 'the applications', undefined, 15_000);
    await chooseOption(host, inShadow(host, '.backroom-filter-status'), '已通过');
    (inShadow(host, '.backroom-filter-search') as HTMLElement).click();
    await waitForRows(host, approved.rows.map((row) => row.id), 'the approved applications');
  });
});
