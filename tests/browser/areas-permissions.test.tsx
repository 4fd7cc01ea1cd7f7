// Button permissions on the business screens (spec §6; issue 4) in real Chromium against the real seeded server, as
// 13900000001 (operator of 北方智能: operatorStaff and financialStaff, neither REPL_PACKAGE_APPROVE nor
// PROCLAMATION_EDIT): the lists show, their changing buttons do not.
import { expect } from 'chai';
import { PROCLAMATION_EDIT, REPL_PACKAGE_APPROVE, ReplenishmentStatus } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import ProclamationsScreen from '../../src/features/announcements/ProclamationsScreen.tsx';
import PackagesScreen from '../../src/features/replenishment/PackagesScreen.tsx';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, hostServices, navigate, serverGet, sessionReady } from './fixtures/feature-host.tsx';
import { cellText, headers, rowOf, waitForRows } from './fixtures/paged-table.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { replPackagePage } from '../../src/core/contract/api/replenishment.ts';
import type { ReplenishmentPackage } from '../../src/core/contract/api/replenishment.ts';
import { proclamationPage } from '../../src/core/contract/api/announcements.ts';
import type { Proclamation } from '../../src/core/contract/api/announcements.ts';

const PACKAGES = 'test-areas-packages-readonly';
const ANNOUNCEMENTS = 'test-areas-announcements-readonly';
defineFeatureHost(PACKAGES, () => <PackagesScreen path="/replenishManager/packageList" title="补货包" navigate={navigate} />);
defineFeatureHost(ANNOUNCEMENTS, () => <ProclamationsScreen path="/proclamation/proclamationList" title="公告列表" navigate={navigate} />);

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13900000001'))).token;
const serverPage = async <T,>(path: string) => serverGet<Paged<T>>(`${path}?page=1&limit=10`, await token());

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${PACKAGES}, ${ANNOUNCEMENTS}`)) element.remove();
});

async function mountList<T extends { id: number }>(tag: string, expected: Paged<T>): Promise<HTMLElement> {
  const host = mount<HTMLElement>(tag);
  await waitFor(() => sessionReady(), 'the session', 15_000);
  await waitForRows(host, expected.rows.map((row) => row.id), 'the seeded rows', undefined, 15_000);
  return host;
}

const viewCodes = () => hostServices.current?.controller.bus.getState().viewCodes ?? [];

describe('a persona without REPL_PACKAGE_APPROVE', () => {
  it('sees the packages, one awaiting approval among them, and their 详情, but no 通过 or 驳回', async () => {
    const expected = await serverPage<ReplenishmentPackage>(replPackagePage.path);
    expect(expected.rows.some((pkg) => pkg.status === ReplenishmentStatus.AWAITING_APPROVAL)).to.equal(true);
    const host = await mountList(PACKAGES, expected);
    expect(viewCodes()).not.to.include(REPL_PACKAGE_APPROVE);
    expect(viewCodes()).not.to.include('*:*:*');
    // 详情 is for every reader of the list (issue 13 §5); the audit buttons only for holders of the code.
    expect(inShadow(host, '.backroom-package-open')?.textContent).to.equal('详情');
    expect(inShadow(host, '.backroom-package-approve') === null).to.equal(true);
    expect(inShadow(host, '.backroom-package-reject') === null).to.equal(true);
    for (const pkg of expected.rows) expect(cellText(host, rowOf(host, pkg.id) as HTMLElement, '补货包编号')).to.equal(pkg.packageNo);
  });
});

describe('a persona without PROCLAMATION_EDIT', () => {
  it('reads the announcements and their status, with no 新增公告, switch, 编辑 or 删除', async () => {
    const expected = await serverPage<Proclamation>(proclamationPage.path);
    expect(expected.total).to.be.greaterThan(0);
    const host = await mountList(ANNOUNCEMENTS, expected);
    expect(viewCodes()).not.to.include(PROCLAMATION_EDIT);
    expect(inShadow(host, '.backroom-proclamation-add') === null).to.equal(true);
    expect(inShadow(host, '.backroom-proclamation-status') === null).to.equal(true);
    expect(inShadow(host, '.backroom-proclamation-edit') === null).to.equal(true);
    expect(inShadow(host, '.backroom-proclamation-delete') === null).to.equal(true);
    expect(headers(host)).not.to.include('操作');
    for (const proclamation of expected.rows) {
      expect(cellText(host, rowOf(host, proclamation.id) as HTMLElement, '状态')).to.equal(proclamation.status === 1 ? '启用' : '停用');
    }
  });
});
