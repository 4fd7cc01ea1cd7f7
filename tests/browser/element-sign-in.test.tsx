// An element alone on a page without a session (a partner page that has not logged in): <device-panel> says 请先登录
// instead of an empty list, dispatches backroom-login-required, and its 登录 button opens the back office's login
// screen in a dialog unless the host cancels the event to show its own; the login there fills the panel.
import { expect } from 'chai';
import { devicePanel } from '../../elements/device-panel.tsx';
import type { BackroomEventDetails } from '../../src/ui/providers/index.ts';
import { DEMO_PASSWORD } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { typeInto } from './fixtures/paged-table.ts';

devicePanel.define();

const asked: Array<BackroomEventDetails['backroom-login-required']> = [];
document.addEventListener('backroom-login-required', (event) => asked.push(event.detail));

afterEach(() => {
  for (const element of document.querySelectorAll('device-panel')) element.remove();
});

describe('<device-panel> without a session', () => {
  it('says 请先登录, tells the host, and a host that cancels the event keeps the login to itself', async () => {
    localStorage.clear();
    const host = mount<HTMLElement>('device-panel');
    await waitFor(() => inShadow(host, '.backroom-sign-in-required')?.textContent?.includes('请先登录'), '请先登录');
    expect(asked).to.deep.include({ tag: 'device-panel' });
    expect(inShadow(host, '.semi-table')).to.equal(null);
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('backroom-login-required', cancel);
    const before = asked.length;
    inShadow<HTMLButtonElement>(host, '.backroom-sign-in-button')?.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    document.removeEventListener('backroom-login-required', cancel);
    expect(asked.length).to.equal(before + 1);
    expect(inShadow(host, '.backroom-sign-in-dialog')).to.equal(null);
  });

  it('otherwise opens the login screen in a dialog; logging in there shows the fleet', async () => {
    const host = mount<HTMLElement>('device-panel');
    const button = await waitFor(() => inShadow<HTMLButtonElement>(host, '.backroom-sign-in-button'), 'the 登录 button');
    button.click();
    const phone = await waitFor(() => inShadow<HTMLInputElement>(host, '.backroom-sign-in-dialog input#phone'), 'the login form', 20_000);
    typeInto(phone, '13800000007');
    typeInto(inShadow<HTMLInputElement>(host, '.backroom-sign-in-dialog input#password'), DEMO_PASSWORD);
    inShadow<HTMLButtonElement>(host, '.backroom-sign-in-dialog button[type="submit"]')?.click();
    await waitFor(() => inShadow(host, '.semi-table-tbody .semi-table-row'), 'the fleet list', 30_000);
    expect(inShadow(host, '.backroom-sign-in-required')).to.equal(null);
    expect(inShadow(host, '.backroom-sign-in-dialog')).to.equal(null);
  });
});
