// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { repairAria, watchAria } from '../../../src/ui/a11y/index.ts';

function shadowWith(html: string): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = html;
  return root;
}

describe('Semi markup repaired inside a shadow root', () => {
  it('makes a Nav sub-menu a group of its menu, so every menuitem has its menu or group', () => {
    const root = shadowWith(`
      <ul role="menu" class="semi-navigation-list">
        <li role="menuitem" class="semi-navigation-item">首页</li>
        <li class="semi-navigation-sub-wrap semi-navigation-item-sub" tabindex="-1" aria-expanded="true">
          <div role="menuitem" class="semi-navigation-sub-title">设备管理</div>
          <ul class="semi-navigation-sub"><li role="menuitem" class="semi-navigation-item">售货机列表</li></ul>
        </li>
      </ul>`);
    repairAria(root);
    expect(root.querySelector('.semi-navigation-item-sub')?.getAttribute('role')).toBe('group');
    expect(root.querySelector('ul.semi-navigation-sub')?.getAttribute('role')).toBe('group');
    expect(root.querySelector('ul.semi-navigation-list')?.getAttribute('role')).toBe('menu');
  });

  it('drops aria-controls that point at no panel and keeps those that do', () => {
    const root = shadowWith('<div role="tablist"><div role="tab" id="a" aria-controls="nowhere">A</div><div role="tab" id="b" aria-controls="panel">B</div></div><div id="panel"></div>');
    repairAria(root);
    expect(root.getElementById('a')?.hasAttribute('aria-controls')).toBe(false);
    expect(root.getElementById('b')?.getAttribute('aria-controls')).toBe('panel');
  });

  it('names a Select by its placeholder, drops dangling references, and keeps the name once a value hides the placeholder', async () => {
    const root = shadowWith(`<div role="combobox" id="box" aria-label="" aria-labelledby="status-label" aria-activedescendant="status-option-0">
      <span class="semi-select-selection-placeholder">状态</span><span role="img" aria-label="" class="semi-icon">v</span></div>`);
    const stop = watchAria(root);
    const box = root.getElementById('box') as HTMLElement;
    expect(box.getAttribute('aria-label')).toBe('状态');
    expect(box.hasAttribute('aria-labelledby')).toBe(false);
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    const icon = root.querySelector('.semi-icon') as HTMLElement;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.hasAttribute('role')).toBe(false);
    // A value replaces the placeholder and Semi writes its empty label again: the name stays.
    box.querySelector('.semi-select-selection-placeholder')?.remove();
    box.setAttribute('aria-label', '');
    await vi.waitFor(() => expect(box.getAttribute('aria-label')).toBe('状态'));
    stop();
  });

  it('names a form\'s Select by its field label, keeps aria-controls aside while its list is closed, and names its open list', () => {
    const root = shadowWith(`<div class="semi-form-field"><label for="payChannel" class="semi-form-field-label">支付渠道</label>
      <div role="combobox" id="payChannel" aria-label="" aria-expanded="false" aria-controls="semi-select-1"><span>微信</span></div></div>`);
    repairAria(root);
    const box = root.getElementById('payChannel') as HTMLElement;
    expect(box.getAttribute('aria-label')).toBe('支付渠道');
    expect(box.hasAttribute('aria-controls')).toBe(false);
    const list = document.createElement('div');
    list.id = 'semi-select-1';
    list.innerHTML = '<div role="listbox" class="semi-select-option-list"></div>';
    root.append(list);
    repairAria(root);
    expect(box.getAttribute('aria-controls')).toBe('semi-select-1');
    // The open list box is named by the combobox that controls it.
    expect(list.querySelector('[role="listbox"]')?.getAttribute('aria-label')).toBe('支付渠道');
  });

  it('names a searchable Select\'s search input as its combobox, and drops its pointer at an option not shown', () => {
    const root = shadowWith(`<div role="combobox" id="places" aria-label="点位"><div class="semi-select-input">
      <input class="semi-input" type="text" placeholder="" aria-activedescendant="placeIds-option-0"></div></div>`);
    repairAria(root);
    const input = root.querySelector('input') as HTMLInputElement;
    expect(input.getAttribute('aria-label')).toBe('点位');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    const option = document.createElement('div');
    option.id = 'placeIds-option-0';
    root.append(option);
    input.setAttribute('aria-activedescendant', 'placeIds-option-0');
    repairAria(root);
    expect(input.getAttribute('aria-activedescendant')).toBe('placeIds-option-0');
  });

  it('names a dialog\'s buttons in the element\'s language, not Semi\'s English defaults', () => {
    const root = shadowWith(`<div lang="en"><div class="semi-modal"><button class="semi-modal-close" type="button"><span role="img" aria-label="close"></span></button>
      <div class="semi-modal-footer"><button aria-label="cancel"><span>Cancel</span></button><button aria-label="confirm"><span>OK</span></button></div></div></div>
      <div lang="zh-CN"><button class="semi-sidesheet-close"><span role="img" aria-label="close"></span></button></div>`);
    repairAria(root);
    expect([...root.querySelectorAll('.semi-modal-footer button')].map((button) => button.hasAttribute('aria-label'))).toEqual([false, false]);
    expect(root.querySelector('.semi-modal-close')?.getAttribute('aria-label')).toBe('Close');
    expect(root.querySelector('.semi-sidesheet-close')?.getAttribute('aria-label')).toBe('关闭');
  });

  it('takes a tooltip or popover wrapper out of the Tab order and gives its popup state to the button inside', () => {
    const root = shadowWith('<span id="trigger" tabindex="0" aria-expanded="false" aria-haspopup="dialog"><button aria-label="导出缓存">x</button></span><span id="alone" tabindex="0">text</span>');
    repairAria(root);
    const trigger = root.getElementById('trigger') as HTMLElement;
    expect(trigger.hasAttribute('tabindex')).toBe(false);
    expect(trigger.hasAttribute('aria-expanded')).toBe(false);
    expect(root.querySelector('button')?.getAttribute('aria-expanded')).toBe('false');
    expect(root.querySelector('button')?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(root.getElementById('alone')?.getAttribute('tabindex')).toBe('0');
  });
});

describe('announcements and side sheets', () => {
  it('names a toast by its text, makes a form error an alert, as they are added', async () => {
    const root = shadowWith('<div class="layer"></div>');
    const stop = watchAria(root);
    const layer = root.querySelector('.layer') as HTMLElement;
    layer.innerHTML = `<div class="semi-toast" role="alert" aria-label="warning type"><span class="semi-toast-content-text">最多打开5个标签</span></div>
      <div class="semi-form-field-error-message">请输入标题</div>`;
    await vi.waitFor(() => expect(root.querySelector('.semi-toast')?.getAttribute('aria-label')).toBe('最多打开5个标签'));
    expect(root.querySelector('.semi-form-field-error-message')?.getAttribute('role')).toBe('alert');
    stop();
  });

  it('names a side sheet by its title and marks it modal when it has a mask', () => {
    const root = shadowWith(`<div class="semi-sidesheet"><div class="semi-sidesheet-mask"></div>
      <div class="semi-sidesheet-inner" role="dialog"><div class="semi-sidesheet-title">订单详情</div></div></div>`);
    repairAria(root);
    const sheet = root.querySelector('[role="dialog"]') as HTMLElement;
    expect(root.getElementById(sheet.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('订单详情');
    expect(sheet.getAttribute('aria-modal')).toBe('true');
  });
});
