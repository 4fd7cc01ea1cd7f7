// Element base in real Chromium: attributes, properties, events and the lifecycle pitfalls of r2wc that the
// base must not have (DESIGN.md "Elements").
import { expect } from 'chai';
import type { BackroomElement } from '../../elements/base/index.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { frames, inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { declareWidget, renderedProps } from './fixtures/element-base-widget.tsx';
import type { WidgetFilters } from './fixtures/element-base-widget.tsx';

type Widget = BackroomElement & {
  disabled: boolean;
  pageSize: number;
  label: string;
  locale: string;
  themeMode: string;
  filters: WidgetFilters | null;
  onPick: ((value: string) => void) | null;
};

declareWidget('props-widget').define();

const counter = (host: Element) => waitFor(() => inShadow<HTMLButtonElement>(host, '.w-counter'), 'the counter button');
const settled = async <T,>(read: () => T) => {
  await frames();
  return read();
};

afterEach(() => {
  for (const element of document.querySelectorAll('props-widget, late-widget')) element.remove();
});

describe('element base: attributes', () => {
  it('reads boolean attributes by presence, whatever their text, and removal turns them off', async () => {
    const host = mount<Widget>('props-widget', { disabled: '' });
    expect((await counter(host)).disabled).to.equal(true);
    host.setAttribute('disabled', 'false'); // HTML semantics: present means true, as for <input disabled="false">
    expect(await settled(() => renderedProps(host).disabled)).to.equal(true);
    host.removeAttribute('disabled');
    expect(await settled(() => (inShadow<HTMLButtonElement>(host, '.w-counter') as HTMLButtonElement).disabled)).to.equal(false);
  });

  it('resets a prop to its default when its attribute is removed', async () => {
    const host = mount<Widget>('props-widget', { 'page-size': '50', label: 'Shops', locale: 'en' });
    await counter(host);
    expect(renderedProps(host)).to.include({ pageSize: 50, label: 'Shops', locale: 'en' });
    for (const name of ['page-size', 'label', 'locale']) host.removeAttribute(name);
    expect(await settled(() => renderedProps(host))).to.include({ pageSize: 20, label: 'Count', locale: 'zh-CN' });
  });

  it('gives every element the common attributes with their defaults', async () => {
    const host = mount<Widget>('props-widget');
    await counter(host);
    expect(renderedProps(host)).to.include({
      apiBase: '', mainColor: null, minorColor: null, themeMode: 'light', locale: 'zh-CN', country: 'CN', routing: 'memory', basePath: '/',
    });
  });

  it('reads unknown enumerated values and unparseable numbers as the default', async () => {
    const host = mount<Widget>('props-widget', { 'theme-mode': 'purple', routing: 'HISTORY', 'page-size': 'many', locale: 'en-US' });
    await counter(host);
    expect(renderedProps(host)).to.include({ themeMode: 'light', routing: 'history', pageSize: 20, locale: 'en' });
  });

  it('switches the element\'s language live with locale', async () => {
    const host = mount<Widget>('props-widget');
    await counter(host);
    expect(inShadow(host, '.w-text')?.textContent).to.equal('操作失败');
    host.setAttribute('locale', 'en');
    expect(await settled(() => inShadow(host, '.w-text')?.textContent)).to.equal('Operation failed');
  });
});

describe('element base: properties', () => {
  it('writes attribute-backed properties to their attribute, the one source of truth', async () => {
    const host = mount<Widget>('props-widget');
    await counter(host);
    host.themeMode = 'dark';
    host.disabled = true;
    host.pageSize = 30;
    expect(host.getAttribute('theme-mode')).to.equal('dark');
    expect(host.getAttribute('disabled')).to.equal('');
    expect(host.pageSize).to.equal(30);
    host.disabled = false;
    expect(host.hasAttribute('disabled')).to.equal(false);
    expect(await settled(() => renderedProps(host))).to.include({ themeMode: 'dark', disabled: false, pageSize: 30 });
  });

  it('passes objects and callbacks as properties without reflecting them into attributes', async () => {
    const host = mount<Widget>('props-widget');
    await counter(host);
    const attributesBefore = host.getAttributeNames();
    host.filters = { shopId: 7 };
    host.onPick = () => undefined;
    expect(await settled(() => renderedProps(host))).to.deep.include({ filters: { shopId: 7 }, onPick: 'function' });
    expect(host.getAttributeNames()).to.deep.equal(attributesBefore);
    expect(host.filters).to.deep.equal({ shopId: 7 });
  });

  it('applies properties and attributes set before define() upgraded the element', async () => {
    const early = document.createElement('late-widget') as Widget;
    early.filters = { shopId: 42 };
    early.label = 'Early';
    early.setAttribute('page-size', '10');
    document.body.append(early);
    declareWidget('late-widget').define();
    await counter(early);
    expect(renderedProps(early)).to.deep.include({ filters: { shopId: 42 }, label: 'Early', pageSize: 10 });
    expect(early.getAttribute('label')).to.equal('Early');
    expect(Object.prototype.hasOwnProperty.call(early, 'filters')).to.equal(false);
  });
});

describe('element base: events', () => {
  it('dispatches backroom-ready once from the host, bubbling and composed', async () => {
    const heard: Array<{ detail: unknown; composed: boolean; target: EventTarget | null }> = [];
    const listener = (event: HTMLElementEventMap['backroom-ready']) => heard.push({ detail: event.detail, composed: event.composed, target: event.target });
    document.addEventListener('backroom-ready', listener);
    try {
      const host = mount<Widget>('props-widget');
      await waitFor(() => heard.length > 0, 'backroom-ready');
      expect(heard).to.have.length(1);
      expect(heard[0]).to.deep.include({ composed: true, target: host });
      expect((heard[0].detail as { tag: string }).tag).to.equal('props-widget');
    } finally {
      document.removeEventListener('backroom-ready', listener);
    }
  });

  it('lets a host router cancel backroom-navigate, and the element hears that it was cancelled', async () => {
    const host = mount<Widget>('props-widget');
    await counter(host);
    const seen: HTMLElementEventMap['backroom-navigate'][] = [];
    const takeOver = (event: HTMLElementEventMap['backroom-navigate']) => {
      seen.push(event);
      event.preventDefault();
    };
    document.body.addEventListener('backroom-navigate', takeOver);
    try {
      (inShadow(host, '.w-navigate') as HTMLElement).click();
      await waitFor(() => inShadow(host, '.w-navigated')?.textContent === 'false', 'the navigation result');
      expect(seen[0]).to.deep.include({ bubbles: true, composed: true, cancelable: true });
      expect(seen[0].detail).to.deep.equal({ path: '/devices', replace: false });
    } finally {
      document.body.removeEventListener('backroom-navigate', takeOver);
    }
    (inShadow(host, '.w-navigate') as HTMLElement).click();
    await waitFor(() => inShadow(host, '.w-navigated')?.textContent === 'true', 'an uncancelled navigation');
  });

  it('emit() returns whether the event was not cancelled; only cancelable events can be', async () => {
    const host = mount<Widget>('props-widget');
    const cancelAll = (event: Event) => event.preventDefault();
    host.addEventListener('backroom-error', cancelAll);
    host.addEventListener('backroom-logout', cancelAll);
    expect(host.emit('backroom-error', { message: 'boom' })).to.equal(true);
    expect(host.emit('backroom-logout', { reason: 'user' }, { cancelable: true })).to.equal(false);
  });
});

describe('element base: lifecycle', () => {
  it('keeps React state when the element moves to another parent', async () => {
    const [from, to] = [document.createElement('section'), document.createElement('aside')];
    document.body.append(from, to);
    const host = document.createElement('props-widget') as Widget;
    const ready: Event[] = [];
    host.addEventListener('backroom-ready', (event) => ready.push(event));
    from.append(host);
    const button = await counter(host);
    await waitFor(() => ready.length === 1, 'backroom-ready');
    for (let i = 0; i < 3; i += 1) button.click();
    await waitFor(() => button.textContent === 'Count: 3', 'three clicks');
    to.appendChild(host);
    await frames();
    expect((await counter(host)).textContent).to.equal('Count: 3');
    expect(ready).to.have.length(1);
    from.remove();
    to.remove();
  });

  it('unmounts React once the element is really removed, and starts fresh when added again', async () => {
    const host = mount<Widget>('props-widget');
    const button = await counter(host);
    button.click();
    await waitFor(() => button.textContent === 'Count: 1', 'one click');
    host.remove();
    await frames();
    expect(inShadow(host, '.backroom-root')?.childElementCount).to.equal(0);
    document.body.append(host);
    expect((await counter(host)).textContent).to.equal('Count: 0');
  });

  it('keeps React context per element: two elements, two languages', async () => {
    const [chinese, english] = [mount<Widget>('props-widget'), mount<Widget>('props-widget', { locale: 'en' })];
    await counter(english);
    expect(inShadow(chinese, '.w-text')?.textContent).to.equal('操作失败');
    expect(inShadow(english, '.w-text')?.textContent).to.equal('Operation failed');
  });
});
