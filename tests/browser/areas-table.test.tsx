// The shared paged table (src/ui/table) when its list cannot be loaded, in real Chromium against the real server:
// 数据获取失败 with the server's reason in place of the rows, the one error toast of spec §8, and a retry that asks
// again. The list asks for a lifecycle state the server does not know (status 400). And a list's request goes out as
// the list renders, not after its first paint (issue 30).
import { Suspense, useLayoutEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { expect } from 'chai';
import { vendingMachinePage } from '../../src/core/contract/api/devices.ts';
import type { LifecycleState } from '../../src/core/contract/index.ts';
import { deviceWords } from '../../src/features/devices/words.ts';
import { usePaged } from '../../src/ui/data/index.ts';
import { useWords } from '../../src/ui/i18n/index.ts';
import { useSessionState } from '../../src/ui/session/index.ts';
import { PagedTable } from '../../src/ui/table/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { frames, inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, sessionReady } from './fixtures/feature-host.tsx';
import { requestsWith, toasts } from './fixtures/paged-table.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';

const UNKNOWN_STATE = '99';

function FailingList() {
  const { t } = useWords(deviceWords);
  // A state the contract does not have, as a broken client would send it.
  const paged = usePaged(vendingMachinePage, { lifecycleState: UNKNOWN_STATE as unknown as LifecycleState });
  return <PagedTable paged={paged} columns={[{ title: t('code'), dataIndex: 'code' }]} />;
}

const TAG = 'test-areas-table-failure';
defineFeatureHost(TAG, () => <FailingList />);

/** The page's requests to the server, as they are sent (the browser's resource timing has them once answered). */
const sent: string[] = [];
const fetchOfPage = window.fetch.bind(window);
window.fetch = (input, init) => {
  sent.push(input instanceof Request ? input.url : String(input));
  return fetchOfPage(input, init);
};
const EAGER_KEYWORD = 'eager-list';
const eagerRequests = () => sent.filter((url) => new URL(url, location.href).searchParams.get('keyword') === EAGER_KEYWORD).length;
/** The eager list's requests already sent when React committed the render that enabled it; null before then. */
let sentAtCommit: number | null = null;

function EagerList() {
  const { status } = useSessionState();
  const paged = usePaged(vendingMachinePage, { keyword: EAGER_KEYWORD });
  // Runs after the commit, before the browser paints it and before any passive effect (where useQuery subscribes).
  useLayoutEffect(() => {
    if (status === 'ready' && sentAtCommit === null) sentAtCommit = eagerRequests();
  }, [status]);
  return <PagedTable paged={paged} columns={[{ title: 'code', dataIndex: 'code' }]} />;
}

const EAGER_TAG = 'test-areas-table-eager';
defineFeatureHost(EAGER_TAG, () => <EagerList />);

const LATE_KEYWORD = 'late-commit';
const lateRequests = () => sent.filter((url) => new URL(url, location.href).searchParams.get('keyword') === LATE_KEYWORD).length;
const settledIn = new Map<string, Promise<unknown>>();

/** Holds its tree's commit back (suspends) until the query whose key holds `marker` has settled (answer or failure). */
function UntilSettled({ marker }: { marker: string }) {
  const queryClient = useQueryClient();
  const settled = () =>
    queryClient.getQueryCache().findAll({ predicate: (query) => JSON.stringify(query.queryKey).includes(marker) && query.state.status !== 'pending' }).length > 0;
  if (!settled()) throw settledIn.get(marker) ?? settledIn.set(marker, waitFor(settled, `${marker} settled`, 15_000)).get(marker);
  return null;
}

function LateList() {
  const paged = usePaged(vendingMachinePage, { keyword: LATE_KEYWORD });
  return (
    <>
      <UntilSettled marker={LATE_KEYWORD} />
      <PagedTable paged={paged} columns={[{ title: 'code', dataIndex: 'code' }]} />
    </>
  );
}

/** The failing list, its commit held back until its failure is in. */
function LateFailingList() {
  return (
    <>
      <UntilSettled marker={UNKNOWN_STATE} />
      <FailingList />
    </>
  );
}
const LATE_FAILING_TAG = 'test-areas-table-late-failing';
defineFeatureHost(LATE_FAILING_TAG, () => (
  <Suspense fallback={null}>
    <LateFailingList />
  </Suspense>
));

const LATE_TAG = 'test-areas-table-late';
defineFeatureHost(LATE_TAG, () => (
  <Suspense fallback={null}>
    <LateList />
  </Suspense>
));

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${TAG}, ${EAGER_TAG}, ${LATE_TAG}, ${LATE_FAILING_TAG}`)) element.remove();
});

const failedLoads = () => requestsWith(vendingMachinePage.path, { lifecycleState: UNKNOWN_STATE });

describe('a list that cannot be loaded', () => {
  it('shows 数据获取失败 with the reason and one error toast; 重试 asks the server again', async () => {
    const before = failedLoads();
    const host = mount<HTMLElement>(TAG);
    await waitFor(() => sessionReady() && inShadow(host, '.backroom-load-failed'), 'the failure', 15_000);
    const failure = inShadow(host, '.backroom-load-failed') as HTMLElement;
    expect(failure.getAttribute('role')).to.equal('alert');
    expect(failure.querySelector('.semi-empty-title')?.textContent).to.equal('数据获取失败');
    const reason = failure.querySelector('.semi-empty-description')?.textContent ?? '';
    expect(reason).not.to.equal('');
    expect(failedLoads()).to.equal(before + 1); // no silent retry: one failed load, one toast
    await waitFor(() => toasts(host).length > 0, 'the error toast');
    expect(toasts(host)).to.deep.equal([reason]);
    expect(inShadow(host, '.semi-table') === null).to.equal(true);
    expect(inShadow(host, '.backroom-pager') === null).to.equal(true);
    (failure.querySelector('.backroom-load-retry') as HTMLElement).click();
    await waitFor(() => failedLoads() === before + 2, 'the retry');
    await frames(4);
    expect(inShadow(host, '.backroom-load-failed .semi-empty-title')?.textContent).to.equal('数据获取失败');
  });
});

describe('a list\'s request', () => {
  it('goes out as the list renders, before its first commit, once', async () => {
    const host = mount<HTMLElement>(EAGER_TAG);
    await waitFor(() => sentAtCommit !== null, 'the commit that enabled the list', 15_000);
    expect(sentAtCommit).to.equal(1);
    await waitFor(() => inShadow(host, '.backroom-paged-table[data-loading="false"]') !== null, 'the list loaded', 15_000);
    expect(eagerRequests()).to.equal(1);
  });

  it('is not sent again when its answer came before the commit (a query never cached, stale at once)', async () => {
    const host = mount<HTMLElement>(LATE_TAG);
    await waitFor(() => inShadow(host, '.backroom-paged-table[data-loading="false"]') !== null, 'the list shown', 15_000);
    await frames(4);
    expect(lateRequests()).to.equal(1);
  });

  it('that failed before the commit is not sent again as the list mounts: one failed load, one toast', async () => {
    const before = failedLoads();
    const host = mount<HTMLElement>(LATE_FAILING_TAG);
    await waitFor(() => inShadow(host, '.backroom-load-failed') !== null, 'the failure', 15_000);
    await waitFor(() => toasts(host).length > 0, 'the error toast');
    await frames(4);
    expect(failedLoads()).to.equal(before + 1);
    expect(toasts(host)).to.have.length(1);
  });
});
