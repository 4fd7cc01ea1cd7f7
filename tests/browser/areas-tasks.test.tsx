// The export tasks (issue 4; spec §4) in real Chromium against the real seeded server, as 13800000007 (five seeded
// tasks: four succeeded — their exports ran at the server's start — and one failed; the suite's server runs no export
// worker, so a retried task stays 导出中): the actions each status allows, retry (添加到任务缓存区), refresh
// (刷新成功), and delete (删除成功) with the page-back rule. The list is shown 2 rows a page, so five tasks fill three
// pages and the failed (oldest) one sits alone on the last.
import { expect } from 'chai';
import { ExportTaskStatus } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import TasksScreen from '../../src/features/tasks/TasksScreen.tsx';
import { TaskList } from '../../src/features/tasks/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, requestsTo, serverGet, sessionReady } from './fixtures/feature-host.tsx';
import { cellText, clickPage, currentPage, pagerEntries, pagerTotal, rowOf, tableRows, toasts, waitForRows } from './fixtures/paged-table.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { asyncTaskPage } from '../../src/core/contract/api/tasks.ts';
import type { ExportTask } from '../../src/core/contract/api/tasks.ts';

const PAGE = 2;
const SMALL = 'test-areas-tasks-small';
const SCREEN = 'test-areas-tasks';
defineFeatureHost(SMALL, () => <TaskList pageSizes={[PAGE, 4]} />);
defineFeatureHost(SCREEN, () => <TasksScreen path="/asyncTask/taskList" title="任务列表" navigate={navigate} />);

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;
const serverPage = async (page: number, limit = PAGE) => serverGet<Paged<ExportTask>>(`${asyncTaskPage.path}?page=${page}&limit=${limit}`, await token());
const ids = (paged: Paged<ExportTask>) => paged.rows.map((task) => task.id);
const buttons = (row: Element | null) => [...(row?.querySelectorAll('button') ?? [])].map((button) => button.textContent);

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(`${SMALL}, ${SCREEN}`)) element.remove();
});

async function mountAt(tag: string, first: Paged<ExportTask>): Promise<HTMLElement> {
  const host = mount<HTMLElement>(tag);
  await waitFor(() => sessionReady(), 'the session', 15_000);
  await waitForRows(host, ids(first), 'the first tasks', undefined, 15_000);
  return host;
}

async function lastPage(host: Element): Promise<Paged<ExportTask>> {
  const all = await serverPage(1);
  const pages = Math.ceil(all.total / PAGE);
  const last = await serverPage(pages);
  clickPage(host, pages);
  await waitForRows(host, ids(last), `page ${pages}`);
  return last;
}

describe('the export tasks', () => {
  it('name each status (导出中, 导出成功, 导出失败) and offer what it allows; the export page sizes are 10, 20, 30, 50', async () => {
    const first = await serverPage(1, 10);
    expect(first.total).to.equal(5);
    const host = await mountAt(SCREEN, first);
    for (const task of first.rows) {
      const row = rowOf(host, task.id) as HTMLElement;
      const expected = {
        [ExportTaskStatus.QUEUED]: ['导出中', ['刷新', '删除']],
        [ExportTaskStatus.RUNNING]: ['导出中', ['刷新', '删除']],
        [ExportTaskStatus.SUCCEEDED]: ['导出成功', ['下载', '删除']],
        [ExportTaskStatus.FAILED]: ['导出失败', ['重试', '删除']],
      }[task.taskStatus];
      expect([cellText(host, row, '状态'), buttons(row)]).to.deep.equal(expected);
      expect(cellText(host, row, '任务名称')).to.equal(task.taskDesc);
    }
    (inShadow(host, '.backroom-pager-size') as HTMLElement).click();
    const sizes = await waitFor(() => {
      const found = [...(host.shadowRoot?.querySelectorAll('.semi-select-option') ?? [])].map((option) => option.textContent);
      return found.length > 0 ? found : null;
    }, 'the page sizes');
    expect(sizes).to.deep.equal(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
  });

  it('retry puts a failed task back in the queue (添加到任务缓存区); refresh reloads it (刷新成功)', async () => {
    const host = await mountAt(SMALL, await serverPage(1));
    const [failed] = (await lastPage(host)).rows;
    expect(failed.taskStatus).to.equal(ExportTaskStatus.FAILED);
    const row = () => rowOf(host, failed.id) as HTMLElement;
    (row().querySelector('.backroom-task-retry') as HTMLElement).click();
    await waitFor(() => toasts(host).includes('添加到任务缓存区'), 'the 添加到任务缓存区 toast');
    await waitFor(() => cellText(host, row(), '状态') === '导出中', 'the task in progress again');
    expect(buttons(row())).to.deep.equal(['刷新', '删除']);
    const retried = (await serverPage(1, 10)).rows.find((task) => task.id === failed.id);
    expect(retried?.taskStatus).to.equal(ExportTaskStatus.QUEUED);
    const loads = requestsTo(asyncTaskPage.path);
    (row().querySelector('.backroom-task-refresh') as HTMLElement).click();
    await waitFor(() => toasts(host).includes('刷新成功'), 'the 刷新成功 toast');
    expect(requestsTo(asyncTaskPage.path)).to.be.greaterThan(loads);
  });

  it('deleting the only row of the last page removes it on the server (删除成功) and moves back a page', async () => {
    const host = await mountAt(SMALL, await serverPage(1));
    const before = await serverPage(1);
    const pages = Math.ceil(before.total / PAGE);
    const last = await lastPage(host);
    expect([last.rows.length, currentPage(host)]).to.deep.equal([1, String(pages)]);
    const [doomed] = last.rows;
    (rowOf(host, doomed.id)?.querySelector('.backroom-task-delete') as HTMLElement).click();
    const confirm = await waitFor(() => inShadow<HTMLElement>(host, '.backroom-task-delete-confirm'), 'the delete confirmation');
    confirm.click();
    await waitFor(() => toasts(host).includes('删除成功'), 'the 删除成功 toast');
    const previous = await serverPage(pages - 1);
    await waitForRows(host, ids(previous), 'the previous page');
    expect(currentPage(host)).to.equal(String(pages - 1));
    expect(pagerTotal(host)).to.equal(`共 ${before.total - 1} 条`);
    expect(pagerEntries(host)).to.deep.equal(Array.from({ length: pages - 1 }, (_, index) => String(index + 1)));
    expect((await serverPage(1, 10)).rows.some((task) => task.id === doomed.id)).to.equal(false);
    expect(tableRows(host)).to.have.length(PAGE);
  });
});
