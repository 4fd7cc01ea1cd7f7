// The home page's last figures painted in the page's skeleton (issue 30), in real Chromium: what is stored is shown as
// text, never read as markup; only the page's skeleton card is painted over (never the login form, never a page
// without one); removing it leaves the page as it was without it.
import { expect } from 'chai';
import type { LastHome } from '../../src/core/session/index.ts';
import { LAST_HOME_ATTRIBUTE, paintLastHome, removeLastHome } from '../../src/ui/session/lastHome.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';

const home: LastHome = {
  owner: '86 13800000007 7001',
  title: '欢迎回来，<b>赵敏</b>',
  scope: '鲜食优选运营有限公司',
  note: '上次查看的数据（2026-12-08 08:42:41），正在更新…',
  groups: [
    { title: '设备概况', figures: [{ label: '在线设备', value: '9', detail: '共13台', tone: 'success' }] },
    { title: '待处理事项', figures: [{ label: '<img src=x onerror="window.hacked=1">', value: '4', tone: 'warning' }] },
  ],
};

/** A page body holding what demo/index.html paints before any script. */
function skeleton(inner = '<div class="backroom-boot-card"><i></i></div>'): HTMLElement {
  const boot = document.createElement('div');
  boot.className = 'backroom-boot';
  boot.setAttribute('aria-hidden', 'true');
  boot.innerHTML = inner;
  document.body.append(boot);
  return boot;
}

afterEach(() => {
  for (const boot of document.querySelectorAll('.backroom-boot')) boot.remove();
});

describe('the last home page painted by the page', () => {
  it('paints the heading, the note and every card in the skeleton, as text', () => {
    const boot = skeleton();
    expect(paintLastHome(document, home)).to.equal(true);
    expect(boot.hasAttribute(LAST_HOME_ATTRIBUTE)).to.equal(true);
    expect(boot.querySelector('.backroom-boot-card')).to.equal(null);
    expect(boot.querySelector('.backroom-last-home-title')?.textContent).to.equal('欢迎回来，<b>赵敏</b>');
    expect(boot.querySelector('.backroom-last-home-note')?.textContent).to.equal(home.note);
    expect([...boot.querySelectorAll('.backroom-last-home-group-title')].map((title) => title.textContent)).to.deep.equal(['设备概况', '待处理事项']);
    const cards = [...boot.querySelectorAll('.backroom-last-home-figure')];
    expect(cards.map((card) => [...card.children].map((part) => part.textContent))).to.deep.equal([
      ['在线设备', '9', '共13台'],
      ['<img src=x onerror="window.hacked=1">', '4'],
    ]);
    expect(cards.map((card) => card.classList.contains(`backroom-last-home-${card === cards[0] ? 'success' : 'warning'}`))).to.deep.equal([true, true]);
    expect(boot.querySelectorAll('img, b')).to.have.length(0);
    expect((window as unknown as { hacked?: number }).hacked).to.equal(undefined);
    // The values carry the bench's paint mark of the last figures; the skeleton stays hidden from assistive technology.
    expect([...boot.querySelectorAll('[elementtiming="backroom-figures-last"]')].map((value) => value.textContent)).to.deep.equal(['9', '4']);
    expect(boot.getAttribute('aria-hidden')).to.equal('true');
    expect(boot.querySelector('.backroom-last-home-side')?.classList.contains('backroom-last-home-side-collapsed')).to.equal(false);
  });

  it('outlines the sidebar as the user left it: the icons\' rail when they closed it', () => {
    const boot = skeleton();
    expect(paintLastHome(document, home, { sidebarCollapsed: true })).to.equal(true);
    expect(boot.querySelector('.backroom-last-home-side')?.classList.contains('backroom-last-home-side-collapsed')).to.equal(true);
  });

  it('paints nothing over the login form, nor on a page without the skeleton', () => {
    expect(paintLastHome(document, home)).to.equal(false);
    const boot = skeleton('<form data-backroom-login><input name="phone"></form>');
    expect(paintLastHome(document, home)).to.equal(false);
    expect(boot.querySelector('form')).to.not.equal(null);
    expect(boot.hasAttribute(LAST_HOME_ATTRIBUTE)).to.equal(false);
  });

  it('is taken off the page, and only it', () => {
    const boot = skeleton();
    removeLastHome(document);
    expect(boot.isConnected).to.equal(true);
    paintLastHome(document, home);
    removeLastHome(document);
    expect(boot.isConnected).to.equal(false);
  });
});
