// The 'bug日志' (spec §2; issue 5) in real Chromium: the top-bar icon shows only once errors were logged, its dialog
// lists the page log's records newest first with a clear button; window errors, unhandled rejections and failed
// requests of the real server feed it.
import { expect } from 'chai';
import { ERROR_LOG_CAPACITY, pageErrorLog } from '../../src/core/errorlog/index.ts';
import { ErrorLogButton, useErrorCapture } from '../../src/features/errorlog/index.ts';
import { useSessionServices } from '../../src/ui/session/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { frames, inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, hostServices, hover, sessionReady, shownDialog, tooltipText } from './fixtures/feature-host.tsx';
import { handleNotification } from '../../src/core/contract/api/notifications.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';

/** What the shell does: capture the page's window errors and rejections and this element's failed requests. */
function Capture() {
  const { http } = useSessionServices();
  useErrorCapture({ source: window, http });
  return null;
}

const TAG = 'test-error-log';
defineFeatureHost(TAG, () => (
  <>
    <Capture />
    <ErrorLogButton />
  </>
));

const PHONE = '13900000001';
const DIALOG = 'backroom-errorlog-dialog';
const log = pageErrorLog();

let session: Promise<unknown> | null = null;
beforeEach(async () => {
  await (session ??= signInThroughStorage(PHONE));
  log.clear();
});
afterEach(async () => {
  for (const element of document.querySelectorAll(TAG)) element.remove();
  await hover(null);
});

const icon = (host: Element) => inShadow<HTMLButtonElement>(host, '.backroom-errorlog-button');
const items = (dialog: Element) => [...dialog.querySelectorAll<HTMLElement>('.backroom-errorlog-record')];
const messages = (dialog: Element) => items(dialog).map((item) => item.querySelector('.backroom-errorlog-message')?.textContent);

async function mountLog(): Promise<HTMLElement> {
  const host = mount<HTMLElement>(TAG);
  await waitFor(() => sessionReady() && inShadow(host, '.backroom-root'), 'the element', 15_000);
  await frames(2);
  return host;
}

async function openDialog(host: HTMLElement): Promise<HTMLElement> {
  (await waitFor(() => icon(host), 'the bug日志 icon')).click();
  return waitFor(() => shownDialog(host, DIALOG), 'the bug日志 dialog');
}

describe('the error-log icon', () => {
  it('is not shown while nothing was logged, and appears with the first error', async () => {
    const host = await mountLog();
    expect(icon(host) === null).to.equal(true);
    log.record({ kind: 'window', message: 'first' });
    await waitFor(() => icon(host), 'the icon');
  });

  it('is a button named by its tooltip text, bug日志', async () => {
    log.record({ kind: 'window', message: 'x' });
    const host = await mountLog();
    const button = await waitFor(() => icon(host), 'the icon');
    expect(button.getAttribute('aria-label')).to.equal('bug日志');
    await hover(button);
    expect(await waitFor(() => tooltipText(host), 'the tooltip')).to.equal(button.getAttribute('aria-label'));
  });

  it('is the page log: a second element shows the same records', async () => {
    const [first, second] = [await mountLog(), await mountLog()];
    log.record({ kind: 'request', message: 'seen by both' });
    await waitFor(() => icon(first) && icon(second), 'the icon in both elements');
  });
});

describe('the bug日志 dialog', () => {
  it('lists the records newest first with their kind and time; details fold out', async () => {
    log.record({ kind: 'render', message: 'oldest', detail: 'Error: oldest\n    at Screen' });
    log.record({ kind: 'rejection', message: 'middle' });
    log.record({ kind: 'request', message: 'newest' });
    const dialog = await openDialog(await mountLog());
    expect(dialog.querySelector('.semi-modal-title')?.textContent).to.equal('bug日志');
    expect(messages(dialog)).to.deep.equal(['newest', 'middle', 'oldest']);
    const kinds = items(dialog).map((item) => item.querySelector('.semi-tag')?.textContent);
    expect(kinds).to.deep.equal(['请求失败', '未处理的异步异常', '渲染错误']);
    expect(items(dialog)[2].querySelector('details pre')?.textContent).to.equal('Error: oldest\n    at Screen');
    expect(items(dialog)[0].querySelector('details') === null).to.equal(true);
    expect(items(dialog)[0].textContent).to.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it('清空 empties the log: the dialog closes and the icon goes', async () => {
    log.record({ kind: 'window', message: 'to be cleared' });
    const host = await mountLog();
    const dialog = await openDialog(host);
    const clear = dialog.querySelector('.backroom-errorlog-clear') as HTMLButtonElement;
    expect(clear.textContent).to.equal('清空');
    clear.click();
    await waitFor(() => shownDialog(host, DIALOG) === null && icon(host) === null, 'the dialog and icon to go');
    expect(log.entries().length).to.equal(0);
  });

  it('holds at most ERROR_LOG_CAPACITY records, the oldest dropped', async () => {
    for (let i = 1; i <= ERROR_LOG_CAPACITY + 5; i++) log.record({ kind: 'window', message: `error ${i}` });
    const dialog = await openDialog(await mountLog());
    expect(items(dialog).length).to.equal(ERROR_LOG_CAPACITY);
    expect(messages(dialog)[0]).to.equal(`error ${ERROR_LOG_CAPACITY + 5}`);
    expect(messages(dialog).at(-1)).to.equal('error 6');
    expect(dialog.querySelector('.semi-modal-footer')?.textContent).to.include(`共${ERROR_LOG_CAPACITY}条，仅保留最近${ERROR_LOG_CAPACITY}条`);
  });
});

describe('what feeds the log', () => {
  it('an uncaught error, an unhandled rejection and a failed request of the real server', async () => {
    const host = await mountLog();
    // Mocha fails a test on window.onerror; the error still reaches every 'error' listener, the log's included.
    const mochaOnError = window.onerror;
    window.onerror = () => true;
    try {
      await new Promise<void>((resolve) => {
        setTimeout(() => {
          resolve();
          throw new TypeError('deliberate uncaught error for the bug日志 test');
        });
      });
      await frames(2);
    } finally {
      window.onerror = mochaOnError;
    }
    window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: new Error('deliberate rejection') }));
    const failed = await hostServices.current?.http.put(urlOf(handleNotification, { id: 987_654_321 })).then(() => 'answered', () => 'failed');
    expect(failed).to.equal('failed');

    const records = log.entries();
    expect(records.map((record) => record.kind)).to.deep.equal(['window', 'rejection', 'request']);
    expect(records[0].message).to.include('deliberate uncaught error for the bug日志 test');
    expect(records[1].message).to.equal('deliberate rejection');
    expect(records[2].message).to.equal(`PUT ${urlOf(handleNotification, { id: 987_654_321 })}: HTTP 404`);
    for (const record of records) {
      expect(Object.keys(record).every((key) => ['time', 'kind', 'message', 'detail'].includes(key))).to.equal(true);
    }
    const dialog = await openDialog(host);
    expect(messages(dialog)[0]).to.equal(records[2].message);
  });
});
