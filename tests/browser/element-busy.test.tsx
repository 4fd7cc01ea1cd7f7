// `:state(busy)` on an element's host: set while its session loads or any of its queries is in flight, gone once it
// has what it asked for, and never left behind by an element removed mid-request.
import { useQuery } from '@tanstack/react-query';
import { expect } from 'chai';
import { getOrCreateSessionBus } from '../../src/core/session/index.ts';
import { ElementSession } from '../../src/ui/session/index.ts';
import { defineElement } from '../../elements/base/index.ts';
import type { CommonElementProps } from '../../elements/base/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { mount, waitFor } from './fixtures/element-base-dom.ts';

/** The answer a `wait`ing query is waiting for: the test gives it. */
let answer: (() => void) | null = null;

function Waiting({ wait }: { wait: boolean }) {
  useQuery({
    queryKey: ['busy-probe'],
    queryFn: () => new Promise<number>((resolve) => (answer = () => resolve(1))),
    enabled: wait,
  });
  return null;
}

function BusyProbe({ apiBase, country, locale, wait }: CommonElementProps & { wait: boolean }) {
  return (
    <ElementSession apiBase={apiBase} country={country} locale={locale}>
      <Waiting wait={wait} />
    </ElementSession>
  );
}

defineElement<{ wait: boolean }>({ tag: 'busy-probe', component: BusyProbe, attributes: { wait: 'boolean' } }).define();

const bus = getOrCreateSessionBus();
const busy = (host: Element) => host.matches(':state(busy)');

afterEach(() => {
  for (const element of document.querySelectorAll('busy-probe')) element.remove();
  answer = null;
});

describe('element base: :state(busy)', () => {
  it('is busy while the session loads and while a query is in flight, and idle once the answers are in', async () => {
    await signInThroughStorage('13800000007');
    const host = document.createElement('busy-probe');
    const ready = new Promise((resolve) => host.addEventListener('backroom-ready', resolve, { once: true }));
    document.body.append(host);
    await ready;
    // Its first effects have run and the session's first requests are on their way: no answer can be in yet.
    await Promise.resolve();
    expect(bus.getState().status).to.not.equal('ready');
    expect(busy(host)).to.equal(true);
    await waitFor(() => bus.getState().status === 'ready', 'the session loaded', 20_000);
    await waitFor(() => !busy(host), 'idle once the session is in, with nothing asked');

    host.setAttribute('wait', '');
    await waitFor(() => busy(host) && answer, 'busy while its query is in flight');
    answer?.();
    await waitFor(() => !busy(host), 'idle once the answer is in');
  });

  it('does not stay busy when removed with a query in flight', async () => {
    await signInThroughStorage('13800000007');
    const host = mount('busy-probe', { wait: '' });
    await waitFor(() => bus.getState().status === 'ready' && answer && busy(host), 'busy with its query in flight', 20_000);
    host.remove();
    await waitFor(() => !busy(host), 'idle once removed');
    expect(host.isConnected).to.equal(false);
  });
});
