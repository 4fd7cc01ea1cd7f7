// Keeps the export-task list current (issue 11): reloads every second while a task on the page is in progress
// (its rowsWritten grows, then 导出中 turns to 导出成功), and at once when any element on the page queued an export.
import { useEffect, useState } from 'react';
import type { ExportTask } from '../../core/contract/api/tasks.ts';
import { exportTaskState } from '../../core/exports/index.ts';
import type { PagedQuery } from '../../ui/data/index.ts';
import { useSessionServices } from '../../ui/session/index.ts';

/** How often a list showing running tasks reloads. */
export const LIVE_REFRESH_MS = 1_000;

export function LiveRefresh({ paged }: { paged: PagedQuery<ExportTask> }) {
  const { platform } = useSessionServices();
  const running = paged.rows.some((task) => exportTaskState(task.taskStatus) === 'inProgress');
  const { invalidate } = paged;
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!running) return undefined;
    const timer = platform.setTimeout(() => void invalidate().finally(() => setTick((n) => n + 1)), LIVE_REFRESH_MS);
    return () => platform.clearTimeout(timer);
  }, [running, tick, invalidate, platform]);

  useEffect(() => {
    const queued = () => void invalidate();
    window.addEventListener('backroom-export-queued', queued);
    return () => window.removeEventListener('backroom-export-queued', queued);
  }, [invalidate]);
  return null;
}
