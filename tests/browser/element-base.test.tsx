// Element base in real Chromium: shadow DOM, the shared stylesheet, Semi popups inside the shadow root,
// nothing in the host page's <head>, theming and a hostile host page (DESIGN.md "Semi inside shadow roots").
import { expect } from 'chai';
import { themeTokens } from '../../src/core/theme/index.ts';
import { elementStyleSheets, registerCss } from '../../elements/base/index.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { frames, inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { declareWidget } from './fixtures/element-base-widget.tsx';

declareWidget('base-widget').define();

const layerOf = (host: Element) => inShadow(host, '.backroom-popup-layer') as HTMLElement;
const counter = (host: Element) => waitFor(() => inShadow<HTMLButtonElement>(host, '.w-counter'), 'the counter button');
const click = async (host: Element, selector: string) => {
  (await waitFor(() => inShadow<HTMLElement>(host, selector), selector)).click();
};
const hostVar = (host: Element, name: string) => getComputedStyle(host).getPropertyValue(name).trim();
/** Chromium reports colours as rgb()/rgba(); a probe element resolves any CSS colour the same way. */
const resolved = (color: string) => {
  const probe = document.createElement('i');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
};

afterEach(() => {
  for (const element of document.querySelectorAll('base-widget')) element.remove();
});

describe('element base: shadow DOM and the shared stylesheet', () => {
  it('renders the component in an open shadow root, not in the light DOM', async () => {
    const host = mount('base-widget');
    expect((await counter(host)).textContent).to.equal('Count: 0');
    expect(host.shadowRoot?.mode).to.equal('open');
    expect(host.children.length).to.equal(0);
    expect(document.querySelector('.semi-button')).to.equal(null);
  });

  it('adopts the shared constructed stylesheets holding Semi CSS and ours into every shadow root, the theme last', async () => {
    const [first, second] = [mount('base-widget'), mount('base-widget')];
    await counter(second);
    const [shared] = elementStyleSheets();
    expect(first.shadowRoot?.adoptedStyleSheets[0]).to.equal(shared);
    expect(second.shadowRoot?.adoptedStyleSheets[0]).to.equal(shared);
    const selectors = [...shared.cssRules].map((rule) => (rule as CSSStyleRule).selectorText ?? '');
    expect(selectors.some((selector) => selector.includes('.semi-button'))).to.equal(true);
    expect(selectors.some((selector) => selector.includes('.backroom-popup-layer'))).to.equal(true);
    expect(selectors.some((selector) => selector.includes(':host'))).to.equal(true);
    const theme = (host: Element) => host.shadowRoot?.adoptedStyleSheets.at(-1);
    expect([...(first.shadowRoot?.adoptedStyleSheets ?? [])]).to.deep.equal([...elementStyleSheets(), theme(first)]);
    expect(theme(first)).to.not.equal(theme(second));
  });

  it('adds the CSS a later chunk brings as one more sheet in every shadow root, before the theme, without rebuilding the others (issue 15)', async () => {
    const [first, second] = [mount('base-widget'), mount('base-widget')];
    await counter(second);
    const before = [...elementStyleSheets()];
    const rulesBefore = before.map((sheet) => sheet.cssRules.length);
    // A lazily loaded chunk runs its CSS modules one after the other: they arrive as one sheet.
    registerCss('tests/late-a.css', '.late-a { color: rgb(1, 2, 3); }');
    registerCss('tests/late-b.css', '.late-b { color: rgb(4, 5, 6); }');
    registerCss('tests/late-a.css', '.late-a { color: rgb(9, 9, 9); }'); // a name already registered: ignored
    await Promise.resolve();
    const after = elementStyleSheets();
    expect(after.length).to.equal(before.length + 1);
    expect(after.slice(0, before.length)).to.deep.equal(before);
    expect(before.map((sheet) => sheet.cssRules.length)).to.deep.equal(rulesBefore);
    const added = after.at(-1) as CSSStyleSheet;
    expect([...added.cssRules].map((rule) => (rule as CSSStyleRule).selectorText)).to.deep.equal(['.late-a', '.late-b']);
    for (const host of [first, second]) {
      const adopted = [...(host.shadowRoot?.adoptedStyleSheets ?? [])];
      expect(adopted.slice(0, -1)).to.deep.equal([...after]);
      const probe = document.createElement('i');
      probe.className = 'late-b';
      host.shadowRoot?.append(probe);
      expect(getComputedStyle(probe).color).to.equal('rgb(4, 5, 6)');
      probe.remove();
    }
    // An element connected later adopts every sheet; one removed stops following (nothing left subscribed).
    second.remove();
    await Promise.resolve();
    registerCss('tests/late-c.css', '.late-c { color: rgb(7, 8, 9); }');
    await Promise.resolve();
    expect(first.shadowRoot?.adoptedStyleSheets.length).to.equal(elementStyleSheets().length + 1);
    expect(second.shadowRoot?.adoptedStyleSheets.length).to.equal(elementStyleSheets().length);
    document.body.append(second);
    expect(second.shadowRoot?.adoptedStyleSheets.length).to.equal(elementStyleSheets().length + 1);
  });

  it('adds nothing to the host page <head>, however many popups open', async () => {
    const headChildren = document.head.children.length;
    const pageSheets = document.styleSheets.length;
    const host = mount('base-widget');
    await counter(host);
    for (const selector of ['.w-tip', '.w-open', '.w-toast', '.w-notify', '.w-select']) await click(host, selector);
    await waitFor(() => inShadow(host, '.semi-modal'), 'the modal');
    await frames();
    expect(document.head.children.length).to.equal(headChildren);
    expect(document.styleSheets.length).to.equal(pageSheets);
    expect(document.body.querySelector('[class*="semi-"]')).to.equal(null);
  });
});

describe('element base: Semi popups render inside the shadow root, styled', () => {
  it('puts the popup layer inside the shadow root, positioned: over the element\'s box when embedded (issue 9)', async () => {
    const host = mount('base-widget');
    await counter(host);
    expect(getComputedStyle(layerOf(host)).position).to.equal('absolute');
    expect(layerOf(host).getBoundingClientRect().height).to.equal(host.getBoundingClientRect().height);
    host.setAttribute('routing', 'history');
    expect(getComputedStyle(layerOf(host)).position).to.equal('relative');
  });

  it('opens a Tooltip inside the layer', async () => {
    const host = mount('base-widget');
    await click(host, '.w-tip');
    const tip = await waitFor(() => layerOf(host).querySelector<HTMLElement>('.semi-tooltip-wrapper'), 'the tooltip');
    expect(tip.textContent).to.contain('A tip');
    expect(getComputedStyle(tip).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    // Placed by Semi against the layer, next to its trigger (above it, or below when the page top is too close).
    // Semi first renders it off screen (-9999px) and places it once the portal has mounted (a timeout, then a
    // render), which a loaded machine can delay past any fixed number of frames: wait for Semi's own coordinates.
    await waitFor(() => tip.closest<HTMLElement>('.semi-portal-inner')?.style.top.startsWith('-9999') === false, 'the tooltip placed by Semi');
    const [tipBox, triggerBox] = [tip.getBoundingClientRect(), (inShadow(host, '.w-tip') as HTMLElement).getBoundingClientRect()];
    expect(Math.min(Math.abs(tipBox.bottom - triggerBox.top), Math.abs(tipBox.top - triggerBox.bottom))).to.be.lessThan(24);
    expect(Math.abs((tipBox.left + tipBox.right) / 2 - (triggerBox.left + triggerBox.right) / 2)).to.be.lessThan(4);
  });

  it('opens a Select dropdown inside the layer and selecting reaches the callback property', async () => {
    const host = mount('base-widget') as HTMLElement & { onPick: (value: string) => void };
    const picked: string[] = [];
    host.onPick = (value) => picked.push(value);
    await click(host, '.w-select');
    const option = await waitFor(() => layerOf(host).querySelectorAll<HTMLElement>('.semi-select-option')[1], 'the options');
    expect(getComputedStyle(option).display).to.equal('flex');
    option.click();
    await waitFor(() => picked.length > 0, 'the pick');
    expect(picked).to.deep.equal(['vending']);
  });

  it('opens a Modal inside the layer with Semi modal styles', async () => {
    const host = mount('base-widget');
    await click(host, '.w-open');
    const body = await waitFor(() => layerOf(host).querySelector('.w-modal-body'), 'the modal body');
    expect(body.textContent).to.equal('In the dialog');
    const mask = layerOf(host).querySelector('.semi-modal-mask') as HTMLElement;
    expect(getComputedStyle(mask).position).to.equal('fixed');
    expect(Number(getComputedStyle(layerOf(host).querySelector('.semi-modal-wrap') as HTMLElement).zIndex)).to.be.greaterThan(999);
  });

  it('shows toasts and notifications from the element\'s own holders inside the layer', async () => {
    const host = mount('base-widget');
    await click(host, '.w-toast');
    const toast = await waitFor(() => layerOf(host).querySelector<HTMLElement>('.semi-toast-wrapper'), 'the toast');
    expect(toast.textContent).to.contain('Saved');
    expect(getComputedStyle(toast).position).to.equal('fixed');
    await click(host, '.w-notify');
    const notice = await waitFor(() => layerOf(host).querySelector('.semi-notification-notice'), 'the notice');
    expect(notice.textContent).to.contain('Heads up');
  });

  it('keeps each element\'s toasts in its own shadow root', async () => {
    const [first, second] = [mount('base-widget'), mount('base-widget')];
    await click(first, '.w-toast');
    await waitFor(() => layerOf(first).querySelector('.semi-toast-wrapper'), 'the first toast');
    expect(layerOf(second).querySelector('.semi-toast-wrapper')).to.equal(null);
  });

  it('takes its toast list down with the element', async () => {
    const host = mount('base-widget');
    await click(host, '.w-toast');
    await waitFor(() => layerOf(host).querySelector('.semi-toast-wrapper'), 'the toast');
    host.remove();
    await waitFor(() => !layerOf(host).querySelector('.semi-toast-wrapper'), 'the toast list to unmount');
  });
});

describe('element base: theming', () => {
  it('turns main-color into the whole Semi primary family on the host', async () => {
    const host = mount('base-widget', { 'main-color': '#00b96b', 'minor-color': '#fff7e6' });
    await counter(host);
    const expected = themeTokens({ mainColor: '#00b96b', minorColor: '#fff7e6', mode: 'light' });
    for (const name of ['--semi-color-primary', '--semi-color-primary-hover', '--semi-color-primary-active',
      '--semi-color-primary-disabled', '--semi-color-primary-light-default', '--semi-color-primary-light-hover',
      '--semi-color-primary-light-active', '--semi-color-link', '--semi-color-focus-border', '--backroom-minor-color']) {
      expect(resolved(hostVar(host, name)), name).to.equal(resolved(expected[name]));
    }
    expect(getComputedStyle(await counter(host)).backgroundColor).to.equal('rgb(0, 185, 107)');
  });

  it('follows main-color live, and falls back to the default when it is removed', async () => {
    const host = mount('base-widget', { 'main-color': '#00b96b' });
    const button = await counter(host);
    host.setAttribute('main-color', '#1677ff');
    await frames();
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(22, 119, 255)');
    host.removeAttribute('main-color');
    await frames();
    expect(resolved(hostVar(host, '--semi-color-primary'))).to.equal(resolved(themeTokens({ mode: 'light' })['--semi-color-primary']));
  });

  it('switches Semi and the brand tokens to dark mode with theme-mode="dark"', async () => {
    const host = mount('base-widget', { 'main-color': '#00b96b' });
    await counter(host);
    const lightBackground = hostVar(host, '--semi-color-bg-0');
    host.setAttribute('theme-mode', 'dark');
    await frames();
    expect(hostVar(host, '--semi-color-bg-0')).to.not.equal(lightBackground);
    const dark = themeTokens({ mainColor: '#00b96b', mode: 'dark' });
    expect(resolved(hostVar(host, '--semi-color-primary-hover'))).to.equal(resolved(dark['--semi-color-primary-hover']));
    expect(resolved(hostVar(host, '--semi-color-primary-light-default'))).to.equal(resolved(dark['--semi-color-primary-light-default']));
  });
});

describe('element base: a hostile host page', () => {
  it('does not restyle the element\'s inner button or text', async () => {
    const host = mount('base-widget');
    const button = await counter(host);
    const before = { background: getComputedStyle(button).backgroundColor, font: getComputedStyle(button).fontSize };
    const hostile = document.createElement('style');
    hostile.textContent = '* { font: 20px serif; box-sizing: content-box } button { background: hotpink }';
    document.head.append(hostile);
    try {
      await frames();
      expect(getComputedStyle(button).backgroundColor).to.equal(before.background);
      expect(getComputedStyle(button).backgroundColor).to.not.equal(resolved('hotpink'));
      expect(getComputedStyle(button).fontSize).to.equal(before.font);
      expect(getComputedStyle(inShadow(host, '.backroom-root') as HTMLElement).fontSize).to.equal('14px');
      expect(getComputedStyle(button).boxSizing).to.equal('border-box');
    } finally {
      hostile.remove();
    }
  });
});
