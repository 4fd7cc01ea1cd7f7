// Issue 9: the expiry latch is the page's. Three elements on one page, each with its own http client, fire three
// requests each with a token the server no longer accepts: one logout request, one `backroom-logout` per element,
// all { reason: 'expired' }, and the partner's page is not reloaded.
import { useEffect } from 'react';
import { expect } from 'chai';
import { callApi } from '../../src/core/http/index.ts';
import { currentStaffInfo } from '../../src/core/contract/api/staff.ts';
import { staffLogout } from '../../src/core/contract/api/auth.ts';
import { getOrCreateSessionBus } from '../../src/core/session/index.ts';
import { ElementSession, useHttp } from '../../src/ui/session/index.ts';
import type { BackroomEventDetails } from '../../src/ui/providers/index.ts';
import { defineElement } from '../../elements/base/index.ts';
import type { CommonElementProps } from '../../elements/base/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { mount, waitFor } from './fixtures/element-base-dom.ts';

const ELEMENTS = 3;
const REQUESTS = 3;

/** Sends REQUESTS authorised calls at once whenever its `fire` attribute is set. */
function Firing({ fire }: { fire: boolean }) {
  const http = useHttp();
  useEffect(() => {
    if (!fire) return;
    for (let i = 0; i < REQUESTS; i++) void callApi(http, currentStaffInfo, {}).catch(() => undefined);
  }, [fire, http]);
  return null;
}

function ExpiryProbe({ apiBase, country, locale, fire }: CommonElementProps & { fire: boolean }) {
  return (
    <ElementSession apiBase={apiBase} country={country} locale={locale}>
      <Firing fire={fire} />
    </ElementSession>
  );
}

defineElement<{ fire: boolean }>({
  tag: 'expiry-probe',
  component: ExpiryProbe,
  attributes: { fire: 'boolean' },
  events: ['backroom-logout'],
}).define();

const bus = getOrCreateSessionBus();
const requestsTo = (path: string) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(path)).length;
const logoutRequests = () => requestsTo(staffLogout.path);

afterEach(() => {
  for (const element of document.querySelectorAll('expiry-probe')) element.remove();
});

describe('issue 9: one expiry per page', () => {
  it(`${ELEMENTS} elements × ${REQUESTS} concurrent 401s: one logout, one backroom-logout { expired } per element, no reload`, async () => {
    await signInThroughStorage('13800000001');
    const hosts = Array.from({ length: ELEMENTS }, () => mount('expiry-probe'));
    await waitFor(() => bus.getState().status === 'ready' || bus.getState().status === 'chooseIdentity', 'the session loaded', 20_000);
    const heard = new Map<Element, Array<BackroomEventDetails['backroom-logout']>>(hosts.map((host) => [host, []]));
    const listener = (event: Event) => heard.get(event.composedPath()[0] as Element)?.push((event as CustomEvent).detail);
    document.addEventListener('backroom-logout', listener);
    const marker = Symbol.for('backroom.test.no-reload');
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    const before = logoutRequests();
    const infoBefore = requestsTo(currentStaffInfo.path);
    try {
      // The session expired on the server: the token the page holds, and the one it stored, is no longer accepted (a
      // stored token other than the page's would be another tab's newer one, which a refused call takes instead).
      localStorage.setItem('backroom:token', 'a-token-the-server-never-issued');
      bus.setState({ token: 'a-token-the-server-never-issued' });
      for (const host of hosts) host.setAttribute('fire', '');
      await waitFor(() => [...heard.values()].every((events) => events.length > 0), 'every element announced the logout', 20_000);
      await waitFor(() => bus.getState().status === 'loggedOut', 'the page logged out');
      // Nothing more arrives: wait until every request has answered (the bus stays logged out, no second logout).
      await waitFor(() => requestsTo(currentStaffInfo.path) - infoBefore >= ELEMENTS * REQUESTS, 'all requests answered');
      expect([...heard.values()]).to.deep.equal(hosts.map(() => [{ reason: 'expired' }]));
      expect(logoutRequests() - before).to.be.at.most(1);
      expect(bus.getState().token).to.equal(null);
      expect(bus.endReason()).to.equal('expired');
      expect((window as unknown as Record<symbol, boolean>)[marker]).to.equal(true); // the page was not reloaded
    } finally {
      document.removeEventListener('backroom-logout', listener);
    }
  });
});
