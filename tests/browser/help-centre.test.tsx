// The help centre (spec §2; issue 5) in real Chromium, as 13800000007 (admin: '*:*:*' and help:view): the top-bar
// icon only with help:view, named by its tooltip 帮助中心, asking the shell to open /help; the /help page itself.
import { expect } from 'chai';
import { getOrCreateSessionBus } from '../../src/core/session/index.ts';
import { HELP_SECTIONS, HelpCentreScreen, HelpIconButton } from '../../src/features/help/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { frames, inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { callback, defineFeatureHost, hover, sessionReady, shellCalls, tooltipText } from './fixtures/feature-host.tsx';

defineFeatureHost('test-help-icon', () => <HelpIconButton openHelp={callback('openHelp')} />);
defineFeatureHost('test-help-page', () => <HelpCentreScreen />);

const PHONE = '13800000007';
const bus = getOrCreateSessionBus();

let session: Promise<unknown> | null = null;
beforeEach(async () => {
  shellCalls.reset();
  await (session ??= signInThroughStorage(PHONE));
});
afterEach(async () => {
  for (const element of document.querySelectorAll('test-help-icon, test-help-page')) element.remove();
  await hover(null);
});

const helpIcon = (host: Element) => inShadow<HTMLButtonElement>(host, '.backroom-help-button');

async function withViewCodes(codes: readonly string[], body: () => Promise<void>): Promise<void> {
  const viewCodes = bus.getState().viewCodes;
  bus.setState({ viewCodes: codes });
  try {
    await body();
  } finally {
    bus.setState({ viewCodes });
  }
}

describe('the help-centre icon', () => {
  it('shows for 13800000007 (help:view), named 帮助中心 like its tooltip, and asks the shell to open /help', async () => {
    const host = mount<HTMLElement>('test-help-icon');
    const button = await waitFor(() => sessionReady() && helpIcon(host), 'the help icon', 15_000);
    expect(bus.getState().viewCodes).to.include('help:view');
    expect(button.getAttribute('aria-label')).to.equal('帮助中心');
    await hover(button);
    expect(await waitFor(() => tooltipText(host), 'the tooltip')).to.equal('帮助中心');
    button.click();
    expect(shellCalls.callbacks).to.deep.equal(['openHelp']);
  });

  it('is hidden without help:view and shown with *:*:* alone', async () => {
    const host = mount<HTMLElement>('test-help-icon');
    await waitFor(() => sessionReady() && helpIcon(host), 'the help icon', 15_000);
    await withViewCodes(['finance:btn'], async () => {
      await waitFor(() => helpIcon(host) === null, 'the icon to go');
    });
    await withViewCodes(['*:*:*'], async () => {
      await waitFor(() => helpIcon(host), 'the icon with *:*:*');
    });
  });
});

describe('the /help page', () => {
  it('explains every area of the back office, with contents linking to each section', async () => {
    const host = mount<HTMLElement>('test-help-page');
    await waitFor(() => inShadow(host, '.backroom-help'), 'the help page');
    expect(inShadow(host, '#backroom-help-title')?.textContent).to.equal('帮助中心');
    const titles = [...(host.shadowRoot?.querySelectorAll('.backroom-help-section h4') ?? [])].map((title) => title.textContent);
    expect(titles).to.deep.equal([
      '设备管理', '补货管理', '订单管理', '客诉管理', '商户进件', '账户与费用', '公告管理', '异步任务', '系统管理', '经营报表', '便利店', '身份与权限', '顶部工具栏',
    ]);
    const text = inShadow(host, '.backroom-help')?.textContent ?? '';
    for (const word of ['异常订单', '缓存列表', 'bug日志', '消息通知', '去处理', '切换', '导出为 Excel']) expect(text).to.include(word);
    expect(text).not.to.include('{{');
    const links = [...(host.shadowRoot?.querySelectorAll<HTMLAnchorElement>('.backroom-help-contents a') ?? [])];
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal(HELP_SECTIONS.map((section) => `#help-${section.id}`));
    for (const section of HELP_SECTIONS) expect(inShadow(host, `#help-${section.id}`) === null).to.equal(false);
  });

  it('reads in English under locale en', async () => {
    const host = mount<HTMLElement>('test-help-page', { locale: 'en' });
    await waitFor(() => inShadow(host, '.backroom-help'), 'the help page');
    await frames(2);
    expect(inShadow(host, '#backroom-help-title')?.textContent).to.equal('Help centre');
    const text = inShadow(host, '.backroom-help')?.textContent ?? '';
    for (const word of ['Devices', 'Replenishment', 'Abnormal unattended-shop orders', 'Cache list', 'Identities and permissions']) {
      expect(text).to.include(word);
    }
    // 'bug日志' is the dialog's name in both languages (contract Messages.errorLog); nothing else is Chinese.
    expect(text.replaceAll('bug日志', '')).not.to.match(/[\u4e00-\u9fff]/);
  });
});
