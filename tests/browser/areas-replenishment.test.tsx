// Replenishment (issue 4) in real Chromium against the real seeded server, as 13800000007 (admin: '*:*:*', so
// REPL_PACKAGE_APPROVE): the packages with 通过/驳回 on those awaiting approval only, the audit dialog, and the tally
// records. The audit itself is not sent here: the seeded packages are the dashboard's figures other tests read.
import { expect } from 'chai';
import { ReplenishmentStatus } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { formatMoney } from '../../src/core/format/index.ts';
import PackagesScreen from '../../src/features/replenishment/PackagesScreen.tsx';
import TallyScreen from '../../src/features/replenishment/TallyScreen.tsx';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, requestsTo, serverGet, sessionReady, shownDialog } from './fixtures/feature-host.tsx';
import { cellText, headers, rowOf, waitForRows } from './fixtures/paged-table.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { replPackageApprove, replPackageDetail, replPackagePage, replTallyPage } from '../../src/core/contract/api/replenishment.ts';
import type { ReplenishmentPackage, ReplenishmentPackageDetail, TallyRecord } from '../../src/core/contract/api/replenishment.ts';

const PACKAGES = 'test-areas-packages';
const TALLY = 'test-areas-tally';
defineFeatureHost(PACKAGES, () => <PackagesScreen path="/replenishManager/packageList" title="补货包" navigate={navigate} />);
defineFeatureHost(TALLY, () => <TallyScreen path="/replenishManager/tallyList" title="理货单" navigate={navigate} />);

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;
const serverPage = async <T,>(path: string) => serverGet<Paged<T>>(`${path}?page=1&limit=10`, await token());

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${PACKAGES}, ${TALLY}`)) element.remove();
});

async function mountList<T extends { id: number }>(tag: string, expected: Paged<T>): Promise<HTMLElement> {
  const host = mount<HTMLElement>(tag);
  await waitFor(() => sessionReady(), 'the session', 15_000);
  await waitForRows(host, expected.rows.map((row) => row.id), 'the seeded rows', undefined, 15_000);
  return host;
}

describe('replenishment packages for a holder of REPL_PACKAGE_APPROVE', () => {
  it('offers 通过 and 驳回 on the packages awaiting approval only; the dialog names the package and cancelling sends nothing', async () => {
    const expected = await serverPage<ReplenishmentPackage>(replPackagePage.path);
    const host = await mountList(PACKAGES, expected);
    expect(headers(host)).to.include('操作');
    for (const pkg of expected.rows) {
      const row = rowOf(host, pkg.id) as HTMLElement;
      const offered = [...row.querySelectorAll('button')].map((button) => button.textContent);
      expect(offered).to.deep.equal(pkg.status === ReplenishmentStatus.AWAITING_APPROVAL ? ['详情', '通过', '驳回'] : ['详情']);
      expect(cellText(host, row, '货值（元）')).to.equal(formatMoney(pkg.amount));
    }
    const awaiting = expected.rows.find((pkg) => pkg.status === ReplenishmentStatus.AWAITING_APPROVAL) as ReplenishmentPackage;
    const approvals = requestsTo(replPackageApprove.path);
    (rowOf(host, awaiting.id)?.querySelector('.backroom-package-reject') as HTMLElement).click();
    const dialog = await waitFor(() => shownDialog(host, 'backroom-package-audit-dialog'), 'the audit dialog');
    expect(dialog.querySelector('.semi-modal-title')?.textContent).to.equal(`驳回补货包 ${awaiting.packageNo}`);
    expect(dialog.querySelector('.backroom-package-audit-confirm')?.textContent).to.equal('驳回');
    const cancel = [...dialog.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === '取消');
    cancel?.click();
    await waitFor(() => shownDialog(host, 'backroom-package-audit-dialog') === null, 'the dialog to close');
    expect(requestsTo(replPackageApprove.path)).to.equal(approvals);
  });
});

describe('tally records', () => {
  it('list each count with its package, or 例行盘点 for a routine count, and the difference', async () => {
    const expected = await serverPage<TallyRecord>(replTallyPage.path);
    const host = await mountList(TALLY, expected);
    for (const tally of expected.rows) {
      const row = rowOf(host, tally.id) as HTMLElement;
      expect(cellText(host, row, '补货包编号')).to.equal(tally.packageNo ?? '例行盘点');
      expect(cellText(host, row, '差异')).to.equal(tally.difference > 0 ? `+${tally.difference}` : String(tally.difference));
    }
    expect(expected.rows.some((tally) => tally.packageNo === null)).to.equal(true);
    expect(inShadow(host, '.backroom-tally-mismatch') === null).to.equal(!expected.rows.some((tally) => tally.difference !== 0));
  });
});

describe('details (issue 13 §5)', () => {
  it('a package awaiting approval: its goods, the mutually exclusive ones named, its device\'s unfinished replenishment', async () => {
    const expected = await serverPage<ReplenishmentPackage>(replPackagePage.path);
    const host = await mountList(PACKAGES, expected);
    const pkg = expected.rows.find((row) => row.packageNo === 'XS-BH-0032') as ReplenishmentPackage;
    const detail = await serverGet<ReplenishmentPackageDetail>(replPackageDetail.path.replace(':id', String(pkg.id)), await token());
    (rowOf(host, pkg.id)?.querySelector('.backroom-package-open') as HTMLElement).click();
    const dialog = () => shownDialog(host, 'backroom-package-details');
    await waitFor(() => dialog()?.querySelector('.backroom-package-conflicts') && dialog()?.querySelector('.backroom-package-unfinished'), 'the conflicts and the unfinished notice');
    const names = [...(dialog()?.querySelectorAll('.backroom-package-items tbody tr') ?? [])].map((row) => row.children[1]?.textContent);
    expect(names).to.deep.equal(detail.items.map((item) => item.itemName));
    expect(dialog()?.querySelector('.backroom-package-conflicts')?.textContent).to.include('冷热饮不可同柜：');
    expect(dialog()?.querySelector('.backroom-package-unfinished')?.textContent).to.equal('该设备有未完成的补货单，审核完成前不能更换商户');
    expect(dialog()?.querySelector('.backroom-package-tallies')?.textContent).to.include('暂无理货记录');
  });

  it('a tally after a package names the package and its goods', async () => {
    const expected = await serverPage<TallyRecord>(replTallyPage.path);
    const host = await mountList(TALLY, expected);
    const tally = expected.rows.find((row) => row.packageNo !== null) as TallyRecord;
    (rowOf(host, tally.id)?.querySelector('.backroom-tally-open') as HTMLElement).click();
    const dialog = () => shownDialog(host, 'backroom-tally-details');
    await waitFor(() => dialog()?.querySelector('.backroom-tally-items tbody tr'), 'the goods counted');
    expect(dialog()?.textContent).to.include(tally.packageNo as string);
  });
});
