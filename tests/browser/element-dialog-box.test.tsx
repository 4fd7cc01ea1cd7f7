// Issue 9: an embedded element's dialog stays in the element's box. Its mask covers the element, not the partner's
// window, and the partner's own header button stays clickable while the dialog is open. A standalone element (history
// routing: it owns the page) keeps Semi's full-window mask.
import { expect } from 'chai';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { declareWidget } from './fixtures/element-base-widget.tsx';

declareWidget('dialog-widget').define();

let page: HTMLElement | null = null;
afterEach(() => page?.remove());

/** A partner page: a header with its own button, then the element in a 600 × 400 box below it. */
function partnerPage(routing: 'memory' | 'history') {
  page = document.createElement('div');
  page.innerHTML = `
    <header style="height: 60px; display: flex; align-items: center"><button id="host-button">Host action</button></header>
    <section style="width: 600px; height: 400px; margin-left: 40px"></section>`;
  document.body.append(page);
  const clicks: number[] = [];
  const button = page.querySelector('#host-button') as HTMLButtonElement;
  button.addEventListener('click', () => clicks.push(Date.now()));
  const host = mount('dialog-widget', { routing, style: 'height: 100%' }, page.querySelector('section') as HTMLElement);
  return { host, button, clicks };
}

async function openDialog(host: HTMLElement): Promise<HTMLElement> {
  (await waitFor(() => inShadow<HTMLElement>(host, '.w-open'), 'the open button')).click();
  await waitFor(() => inShadow(host, '.w-modal-body'), 'the dialog');
  const mask = await waitFor(() => inShadow<HTMLElement>(host, '.semi-modal-mask'), 'the mask');
  await waitFor(() => mask.getAnimations().every((animation) => animation.playState === 'finished'), 'the mask shown');
  return mask;
}

/** What a user's click at the centre of `element` lands on, across shadow roots. */
function hitAt(element: Element): Element | null {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

describe('issue 9: dialogs stay in an embedded element', () => {
  it('embedded (memory routing): the mask covers the element\'s box and the host\'s button stays clickable', async () => {
    const { host, button, clicks } = partnerPage('memory');
    const mask = await openDialog(host);
    const hostBox = host.getBoundingClientRect();
    const maskBox = mask.getBoundingClientRect();
    expect([maskBox.left, maskBox.top, maskBox.width, maskBox.height]).to.deep.equal([hostBox.left, hostBox.top, hostBox.width, hostBox.height]);
    expect(maskBox.width).to.equal(600);
    expect(maskBox.height).to.equal(400);
    // The partner's button is what a click at its place reaches, and it answers.
    expect(hitAt(button)).to.equal(button);
    button.click();
    expect(clicks).to.have.length(1);
    // Over the element, the mask takes the click (the element's own controls are behind its dialog).
    expect(host.shadowRoot?.elementFromPoint(hostBox.left + 5, hostBox.bottom - 5)?.className).to.match(/semi-modal-(mask|wrap)/);
    // The dialog itself is inside the element's box, clickable.
    const ok = inShadow<HTMLElement>(host, '.semi-modal-footer .semi-button-primary') as HTMLElement;
    expect(host.shadowRoot?.elementFromPoint(ok.getBoundingClientRect().left + 4, ok.getBoundingClientRect().top + 4)?.closest('button')).to.equal(ok);
    ok.click();
    await waitFor(() => !inShadow(host, '.w-modal-body') || (inShadow(host, '.semi-modal-mask') as HTMLElement | null)?.offsetParent === null, 'the dialog closed');
  });

  it('with the dialog closed, the embedded element\'s own controls are clickable through the popup layer', async () => {
    const { host } = partnerPage('memory');
    const counter = await waitFor(() => inShadow<HTMLElement>(host, '.w-counter'), 'the counter');
    const box = counter.getBoundingClientRect();
    expect(host.shadowRoot?.elementFromPoint(box.left + 4, box.top + 4)?.closest('button')).to.equal(counter);
  });

  it('standalone (history routing): the mask covers the whole window, as Semi draws it', async () => {
    const { host, button } = partnerPage('history');
    const mask = await openDialog(host);
    const maskBox = mask.getBoundingClientRect();
    expect([maskBox.left, maskBox.top, maskBox.width, maskBox.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
    expect(hitAt(button)).to.equal(host); // the page is the element's: the mask is over the header too
  });
});
