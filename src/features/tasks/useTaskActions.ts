// The row actions of an export task (spec §4): download a succeeded one, retry a failed one (back into the cache
// queue: 添加到任务缓存区), refresh one in progress (刷新成功), delete any (删除成功, then the page-back rule).
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { asyncTaskRemove, asyncTaskRetry } from '../../core/contract/api/tasks.ts';
import type { ExportTask } from '../../core/contract/api/tasks.ts';
import { ACTION_DONE_MESSAGES, downloadPlan } from '../../core/exports/index.ts';
import type { ExportTaskAction } from '../../core/exports/index.ts';
import { textOf } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { callApi } from '../../core/http/index.ts';
import { fileUrl } from '../../ui/data/index.ts';
import type { PagedQuery } from '../../ui/data/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useHttp, useSessionServices } from '../../ui/session/index.ts';
import { startDownloads } from './startDownloads.ts';

export interface TaskActions {
  run(action: ExportTaskAction, task: ExportTask): void;
  /** The action under way for a task, if any. */
  pendingFor(task: ExportTask): ExportTaskAction | null;
}

export function useTaskActions(paged: PagedQuery<ExportTask>): TaskActions {
  const http = useHttp();
  const { platform } = useSessionServices();
  const toast = useToast();
  const { i18n } = useTranslation();
  const done = (action: Exclude<ExportTaskAction, 'download'>) => toast.success(textOf(ACTION_DONE_MESSAGES[action], i18n.language as Locale));

  const retry = useMutation({
    mutationFn: (task: ExportTask) => callApi(http, asyncTaskRetry, { params: { id: task.id } }),
    onSuccess: () => done('retry'),
    onSettled: () => paged.invalidate(),
  });
  const remove = useMutation({
    mutationFn: (task: ExportTask) => callApi(http, asyncTaskRemove, { params: { id: task.id } }),
    onSuccess: async () => {
      done('delete');
      await paged.afterDelete();
    },
  });
  const refresh = useMutation({
    mutationFn: async (_task: ExportTask) => {
      // A failed reload was shown by the http client; 刷新成功 only after a good one.
      if ((await paged.refetch()).isError) throw new Error('refresh failed');
    },
    onSuccess: () => done('refresh'),
  });

  return {
    run(action, task) {
      // Links are the server's (signed, same origin as the API): against api-base when the API lives elsewhere.
      if (action === 'download') startDownloads(downloadPlan(task).map((step) => ({ ...step, url: fileUrl(http, step.url) })), platform);
      else if (action === 'retry') retry.mutate(task);
      else if (action === 'refresh') refresh.mutate(task);
      else remove.mutate(task);
    },
    pendingFor(task) {
      if (retry.isPending && retry.variables?.id === task.id) return 'retry';
      if (refresh.isPending && refresh.variables?.id === task.id) return 'refresh';
      if (remove.isPending && remove.variables?.id === task.id) return 'delete';
      return null;
    },
  };
}
