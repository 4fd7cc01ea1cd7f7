import { describe, expect, it } from 'vitest';
import {
  ACTION_DONE_MESSAGES, EXPORT_STATE_LABELS, actionsFor, downloadPlan, exportTaskState, pageAfterDelete,
} from '../../../src/core/exports/index.ts';
import type { ExportTask } from '../../../src/core/contract/api/tasks.ts';

const task = (over: Partial<ExportTask> = {}): ExportTask => ({
  id: 1, taskDesc: '订单明细', taskDescEn: null, taskStatus: 2, createTime: 0, fileCount: 1, fileUrl: null, filesUrl: [], rowsWritten: 0, error: null, ...over,
});

describe('spec §4 export task status', () => {
  it.each([
    [0, 'inProgress', '导出中', 'Exporting', ['refresh', 'delete']],
    [1, 'inProgress', '导出中', 'Exporting', ['refresh', 'delete']],
    [2, 'succeeded', '导出成功', 'Export succeeded', ['download', 'delete']],
    [3, 'failed', '导出失败', 'Export failed', ['retry', 'delete']],
  ] as const)('status %i is %s (%s / %s) with actions %j', (status, state, zh, en, actions) => {
    expect(exportTaskState(status)).toBe(state);
    expect(EXPORT_STATE_LABELS[state]).toEqual({ zh, en });
    expect(actionsFor({ taskStatus: status })).toEqual(actions);
  });

  it('an unknown status stays refreshable and deletable', () => {
    expect(exportTaskState(9)).toBe('inProgress');
    expect(actionsFor({ taskStatus: 9 as ExportTask['taskStatus'] })).toEqual(['refresh', 'delete']);
  });

  it.each([
    ['retry', '添加到任务缓存区'],
    ['refresh', '刷新成功'],
    ['delete', '删除成功'],
  ] as const)('%s shows %s', (action, zh) => {
    expect(ACTION_DONE_MESSAGES[action].zh).toBe(zh);
  });
});

describe('spec §4 export task list: page after a delete', () => {
  it.each([
    ['last row of page 3 → page 2', { page: 3, rowsOnPage: 1, limit: 10, total: 21 }, 2],
    ['last row of page 1 stays on page 1', { page: 1, rowsOnPage: 1, limit: 10, total: 1 }, 1],
    ['one of several rows stays', { page: 3, rowsOnPage: 2, limit: 10, total: 22 }, 3],
    ['a full middle page stays', { page: 2, rowsOnPage: 10, limit: 10, total: 30 }, 2],
    ['never past the last page left', { page: 5, rowsOnPage: 3, limit: 10, total: 31 }, 3],
    ['nonsense input gives page 1', { page: 0, rowsOnPage: 0, limit: 0, total: 0 }, 1],
  ])('%s', (_name, input, page) => {
    expect(pageAfterDelete(input)).toBe(page);
  });
});

describe('spec §4 and §9 multi-file download', () => {
  it('staggers files 1 s apart, named name-1.xlsx, name-2.xlsx, …', () => {
    const plan = downloadPlan(task({ fileCount: 3, filesUrl: ['u/a', 'u/b', 'u/c'] }));
    expect(plan).toEqual([
      { url: 'u/a', fileName: '订单明细-1.xlsx', delayMs: 0 },
      { url: 'u/b', fileName: '订单明细-2.xlsx', delayMs: 1_000 },
      { url: 'u/c', fileName: '订单明细-3.xlsx', delayMs: 2_000 },
    ]);
  });

  it.each([
    ['one file from filesUrl', task({ filesUrl: ['u/a'] }), [{ url: 'u/a', fileName: '订单明细.xlsx', delayMs: 0 }]],
    ['one file from fileUrl', task({ fileUrl: 'u/f', filesUrl: [] }), [{ url: 'u/f', fileName: '订单明细.xlsx', delayMs: 0 }]],
    ['a name ending in .xlsx is not doubled', task({ taskDesc: 'a.XLSX ', fileUrl: 'u/f' }), [{ url: 'u/f', fileName: 'a.xlsx', delayMs: 0 }]],
    ['blank URLs are skipped', task({ filesUrl: ['', 'u/b'] }), [{ url: 'u/b', fileName: '订单明细.xlsx', delayMs: 0 }]],
    ['no URL: nothing', task({ fileUrl: null, filesUrl: [] }), []],
    ['not succeeded: nothing', task({ taskStatus: 1, fileUrl: 'u/f' }), []],
    ['failed: nothing', task({ taskStatus: 3, filesUrl: ['u/a', 'u/b'] }), []],
  ])('%s', (_name, input, plan) => {
    expect(downloadPlan(input)).toEqual(plan);
  });
});
