// Platform (1) and producer (4) staff are told to use the newer platform (spec §1; issue 5), in real Chromium
// against the real server as 13800000003 (platform staff), who also has no message icon (spec §2).
import { expect } from 'chai';
import type { OrgCategory } from '../../src/core/contract/index.ts';
import { getOrCreateSessionBus } from '../../src/core/session/index.ts';
import { MessageIconButton } from '../../src/features/inform/index.ts';
import { NewerPlatformPrompt } from '../../src/features/newer-platform/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { frames, inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { callback, defineFeatureHost, navigate, serverGet, sessionReady, shellCalls, shownDialog } from './fixtures/feature-host.tsx';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { clientConfig } from '../../src/core/contract/api/meta.ts';
import type { ClientConfig } from '../../src/core/contract/api/meta.ts';

const TAG = 'test-newer-platform';
defineFeatureHost(TAG, () => (
  <>
    <MessageIconButton navigate={navigate} />
    <NewerPlatformPrompt onSwitchIdentity={callback('switchIdentity')} />
  </>
));

const PHONE = '13800000003';
const PROMPT = 'backroom-newer-platform';
const bus = getOrCreateSessionBus();

let session: Promise<LoginResponse> | null = null;
beforeEach(async () => {
  shellCalls.reset();
  await (session ??= signInThroughStorage(PHONE));
});
afterEach(() => {
  for (const element of document.querySelectorAll(TAG)) element.remove();
});

async function openPrompt(): Promise<{ host: HTMLElement; dialog: HTMLElement }> {
  const host = mount<HTMLElement>(TAG);
  const dialog = await waitFor(() => sessionReady() && shownDialog(host, PROMPT), 'the newer-platform prompt', 15_000);
  return { host, dialog };
}

const button = (dialog: Element, selector: string) => dialog.querySelector<HTMLButtonElement>(selector) as HTMLButtonElement;

/** Runs `body` with the current identity's category changed, as another identity would have it. */
async function asCategory(category: OrgCategory, body: () => Promise<void>): Promise<void> {
  const staff = bus.getState().staff;
  if (!staff) throw new Error('no staff loaded');
  bus.setState({ staff: { ...staff, orgCategory: category } });
  try {
    await body();
  } finally {
    bus.setState({ staff });
  }
}

describe('the newer-platform prompt for 13800000003 (platform)', () => {
  it('tells the staff to use the newer platform, with 前往新平台 and 切换身份', async () => {
    const { dialog } = await openPrompt();
    expect(bus.getState().staff?.orgCategory).to.equal(1);
    expect(dialog.querySelector('.semi-modal-title')?.textContent).to.equal('请使用新平台');
    expect(dialog.querySelector('.semi-modal-body')?.textContent).to.equal('您所在的组织请使用新平台');
    expect(button(dialog, '.backroom-newer-platform-go').textContent).to.equal('前往新平台');
    expect(button(dialog, '.backroom-newer-platform-switch').textContent).to.equal('切换身份');
  });

  it('前往新平台 goes to the address the server configures (GET clientConfig)', async () => {
    const { newerPlatformUrl } = await serverGet<ClientConfig>(clientConfig.path, '');
    expect(newerPlatformUrl).to.match(/^https?:\/\//);
    const { dialog } = await openPrompt();
    const go = button(dialog, '.backroom-newer-platform-go');
    await waitFor(() => !go.disabled, 'the address to load');
    go.click();
    expect(shellCalls.assigned).to.deep.equal([newerPlatformUrl]);
  });

  it('切换身份 closes the prompt and asks the shell to open the identity dialog', async () => {
    const { host, dialog } = await openPrompt();
    button(dialog, '.backroom-newer-platform-switch').click();
    await waitFor(() => shownDialog(host, PROMPT) === null, 'the prompt to close');
    expect(shellCalls.callbacks).to.deep.equal(['switchIdentity']);
  });

  it('the close button dismisses it for this identity', async () => {
    const { host, dialog } = await openPrompt();
    (dialog.querySelector('.semi-modal-close') as HTMLButtonElement).click();
    await waitFor(() => shownDialog(host, PROMPT) === null, 'the prompt to close');
    await frames(5);
    expect(shownDialog(host, PROMPT) === null).to.equal(true);
    expect(shellCalls.callbacks).to.deep.equal([]);
  });

  it('producers (4) are told too; operators (3) and brand owners (2) are not', async () => {
    await asCategory(4, async () => {
      await openPrompt();
    });
    for (const category of [2, 3] as const) {
      for (const element of document.querySelectorAll(TAG)) element.remove();
      await asCategory(category, async () => {
        const host = mount<HTMLElement>(TAG);
        await waitFor(() => inShadow(host, '.backroom-message-button'), 'the message icon (categories other than 1)', 10_000);
        await frames(5);
        expect(shownDialog(host, PROMPT) === null).to.equal(true);
      });
    }
  });

  it('has no message icon: category 1 does not see 消息通知 (spec §2)', async () => {
    const { host } = await openPrompt();
    await frames(5);
    expect(inShadow(host, '.backroom-message-button') === null).to.equal(true);
    expect(inShadow(host, 'button[aria-label="消息通知"]') === null).to.equal(true);
  });
});
