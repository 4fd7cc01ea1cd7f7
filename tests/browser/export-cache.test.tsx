// <export-cache> in real Chromium against the real server (spec §2, §4, §6; issue 11), as 13800000002 (operator
// finance staff, one seeded export that ran at the server's start): the 缓存列表 icon and its popover; a list's 导出
// button in another element queues an export (已添加到下载缓存区) and the popover shows it at once (the suite's server
// runs no export worker, so it stays 导出中: refresh it, delete it); a succeeded task downloads as taskDesc.xlsx.
import { expect } from 'chai';
import { exportCache } from '../../elements/export-cache.tsx';
import { asyncTaskPage } from '../../src/core/contract/api/tasks.ts';
import type { ExportTask } from '../../src/core/contract/api/tasks.ts';
import { serviceChargeOrderPage } from '../../src/core/contract/api/accounts.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { ListTable } from '../../src/ui/list/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, serverGet, sessionReady } from './fixtures/feature-host.tsx';
import { cellText, rowOf, toasts } from './fixtures/paged-table.ts';

exportCache.define();
const LIST = 'test-export-cache-list';
defineFeatureHost(LIST, () => (
  <ListTable spec={{ screen: 'test', endpoint: serviceChargeOrderPage, exportType: 'serviceCharges', columns: [{ key: 'orderNo', title: '订单编号' }] }} />
));

const PANEL = '.backroom-export-cache-panel';
const SCOPE = `${PANEL} .backroom-paged-table`;
let token = '';
const serverTasks = async () => (await serverGet<Paged<ExportTask>>(`${asyncTaskPage.path}?limit=50`, token)).rows;

afterEach(() => {
  for (const element of document.querySelectorAll(`export-cache, ${LIST}`)) element.remove();
});

async function openPopover(host: HTMLElement): Promise<HTMLElement> {
  const button = await waitFor(() => inShadow<HTMLButtonElement>(host, '.backroom-export-cache-button'), 'the 缓存列表 icon', 15_000);
  expect(button.getAttribute('aria-label')).to.equal('缓存列表');
  button.click();
  return waitFor(() => inShadow<HTMLElement>(host, PANEL), 'the popover');
}

describe('<export-cache>', () => {
  it('opens the caller\'s tasks; a 导出 elsewhere on the page shows up at once as 导出中; refresh and delete it', async () => {
    token = (await signInThroughStorage('13800000002')).token;
    const host = mount<HTMLElement>('export-cache');
    await openPopover(host);
    const [seeded] = await serverTasks();
    const seededRow = await waitFor(() => rowOf(host, seeded.id, SCOPE), 'the seeded task');
    expect(cellText(host, seededRow, '状态', SCOPE)).to.equal('导出成功');
    expect(cellText(host, seededRow, '任务名称', SCOPE)).to.equal('服务费订单导出');

    // Another element's 导出 button.
    const list = mount<HTMLElement>(LIST);
    await waitFor(() => sessionReady() && inShadow(list, '.backroom-export-button'), 'the 导出 button', 15_000);
    const queued = new Promise<CustomEvent>((resolve) => window.addEventListener('backroom-export-queued', (event) => resolve(event as CustomEvent), { once: true }));
    (inShadow(list, '.backroom-export-button') as HTMLElement).click();
    await waitFor(() => toasts(list).includes('已添加到下载缓存区'), 'the 已添加到下载缓存区 toast');
    const { detail } = await queued;
    expect(detail.taskDesc).to.equal('服务费订单导出');
    const row = await waitFor(() => rowOf(host, detail.taskId as number, SCOPE), 'the queued task in the popover');
    expect(cellText(host, row, '状态', SCOPE)).to.equal('导出中');
    expect([...row.querySelectorAll('button')].map((button) => button.textContent)).to.deep.equal(['刷新', '删除']);

    (row.querySelector('.backroom-task-refresh') as HTMLElement).click();
    await waitFor(() => toasts(host).includes('刷新成功'), 'the 刷新成功 toast');
    (row.querySelector('.backroom-task-delete') as HTMLElement).click();
    (await waitFor(() => inShadow<HTMLElement>(host, '.backroom-task-delete-confirm'), 'the delete confirmation')).click();
    await waitFor(() => toasts(host).includes('删除成功'), 'the 删除成功 toast');
    await waitFor(() => !rowOf(host, detail.taskId as number, SCOPE), 'the row gone');
    expect((await serverTasks()).map((task) => task.id)).to.not.include(detail.taskId);
    // The popover stayed open through the confirmation.
    expect(inShadow(host, PANEL)).to.not.equal(null);
  });

  it('downloads a succeeded task by its signed link as taskDesc.xlsx, a real workbook', async () => {
    token = (await signInThroughStorage('13800000002')).token;
    const host = mount<HTMLElement>('export-cache');
    await openPopover(host);
    const seeded = (await serverTasks()).find((task) => task.taskStatus === 2) as ExportTask;
    const row = await waitFor(() => rowOf(host, seeded.id, SCOPE), 'the succeeded task');
    const saved: Array<{ href: string; download: string }> = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function record(this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    };
    try {
      (row.querySelector('.backroom-task-download') as HTMLElement).click();
      await waitFor(() => saved.length === 1, 'the download');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(saved[0].download).to.equal('服务费订单导出.xlsx');
    const file = await fetch(saved[0].href);
    expect(file.status).to.equal(200);
    expect(file.headers.get('content-type')).to.contain('spreadsheetml');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([bytes[0], bytes[1]]).to.deep.equal([0x50, 0x4b]); // a zip: the .xlsx container
  });

  it('page sizes 10, 20, 30, 50; closes on Escape', async () => {
    token = (await signInThroughStorage('13800000002')).token;
    const host = mount<HTMLElement>('export-cache');
    const panel = await openPopover(host);
    await waitFor(() => panel.querySelector('.backroom-pager-size'), 'the pager');
    (panel.querySelector('.backroom-pager-size') as HTMLElement).click();
    const sizes = await waitFor(() => {
      const found = [...(host.shadowRoot?.querySelectorAll('.semi-select-option') ?? [])].map((option) => option.textContent);
      return found.length > 0 ? found : null;
    }, 'the page sizes');
    expect(sizes).to.deep.equal(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await waitFor(() => !inShadow(host, PANEL), 'the popover closed');
    // Esc on the icon itself: its tooltip and Semi's Popover stop it there, the popover closes all the same.
    await openPopover(host);
    const button = inShadow<HTMLButtonElement>(host, '.backroom-export-cache-button') as HTMLButtonElement;
    button.focus();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => !inShadow(host, PANEL), 'the popover closed by Esc on its icon');
  });
});
