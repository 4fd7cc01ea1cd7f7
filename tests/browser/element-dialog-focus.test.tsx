// Keyboard focus in dialogs inside an element's shadow root: focus moves into a Modal or SideSheet when it opens,
// Tab and Shift+Tab stay inside (the trap reads shadowRoot.activeElement; document.activeElement is only the host),
// Esc closes, and focus returns to the button that opened it.
import { useState } from 'react';
import { Button, Input, Modal, SideSheet } from '@douyinfe/semi-ui';
import { expect } from 'chai';
import { defineElement } from '../../elements/base/index.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';

function Dialogs() {
  const [modal, setModal] = useState(false);
  const [sheet, setSheet] = useState(false);
  return (
    <div>
      <Button className="f-before">Before</Button>
      <Button className="f-open-modal" onClick={() => setModal(true)}>Open dialog</Button>
      <Button className="f-open-sheet" onClick={() => setSheet(true)}>Open sheet</Button>
      <Modal visible={modal} title="New announcement" onCancel={() => setModal(false)} onOk={() => setModal(false)}>
        <Input className="f-modal-input" aria-label="Title" />
      </Modal>
      <SideSheet visible={sheet} title="Details" onCancel={() => setSheet(false)}>
        <Input className="f-sheet-input" aria-label="Note" />
      </SideSheet>
    </div>
  );
}

defineElement({ tag: 'focus-widget', component: Dialogs }).define();

let host: HTMLElement | null = null;
afterEach(() => host?.remove());

const active = () => host?.shadowRoot?.activeElement ?? null;
/** A key press as the element sees it (synthetic: real presses go astray when several test pages share the window). */
const KEY_CODES: Record<string, number> = { Tab: 9, Escape: 27 };
const press = (key: string, shiftKey = false) =>
  (active() ?? host)?.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode: KEY_CODES[key], shiftKey, bubbles: true, composed: true, cancelable: true }));

async function openFrom(selector: string, dialog: string): Promise<{ opener: HTMLElement; box: HTMLElement }> {
  host = mount('focus-widget', { routing: 'memory', style: 'display: block; height: 600px' });
  const opener = await waitFor(() => inShadow<HTMLElement>(host as HTMLElement, selector), 'the opener');
  opener.focus();
  opener.click();
  const box = await waitFor(() => inShadow<HTMLElement>(host as HTMLElement, dialog), 'the dialog');
  await waitFor(() => (box.contains(active()) ? true : null), 'focus inside the dialog');
  return { opener, box };
}

describe('focus in dialogs inside a shadow root', () => {
  it('a Modal takes focus, Tab and Shift+Tab cycle inside it, Esc closes it and focus returns to its button', async () => {
    const { opener, box } = await openFrom('.f-open-modal', '.semi-modal-content');
    const stops = [...box.querySelectorAll<HTMLElement>('button, input')].filter((node) => !node.hasAttribute('disabled'));
    expect(stops.length).to.be.greaterThan(2);
    const last = stops[stops.length - 1];
    last.focus();
    press('Tab');
    expect(active()).to.equal(stops[0]);
    press('Tab', true);
    expect(active()).to.equal(last);
    // Focus that slipped behind the mask is brought back in.
    (inShadow<HTMLElement>(host as HTMLElement, '.f-before') as HTMLElement).focus();
    press('Tab');
    expect(box.contains(active())).to.equal(true);
    press('Escape');
    await waitFor(() => (inShadow(host as HTMLElement, '.semi-modal-content') ? null : true), 'the dialog closed');
    await waitFor(() => (active() === opener ? true : null), 'focus back on the opener');
  });

  it('a SideSheet takes focus, keeps it, closes on Esc and gives focus back', async () => {
    const { opener, box } = await openFrom('.f-open-sheet', '.semi-sidesheet-inner');
    expect(box.getAttribute('role')).to.equal('dialog');
    const stops = [...box.querySelectorAll<HTMLElement>('button, input')];
    stops[stops.length - 1].focus();
    press('Tab');
    expect(active()).to.equal(stops[0]);
    press('Escape');
    await waitFor(() => ((inShadow<HTMLElement>(host as HTMLElement, '.semi-sidesheet-inner')?.getClientRects().length ?? 0) === 0 ? true : null), 'the sheet closed');
    await waitFor(() => (active() === opener ? true : null), 'focus back on the opener');
  });
});
