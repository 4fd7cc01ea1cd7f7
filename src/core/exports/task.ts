import { Messages } from '../contract/index.ts';
import type { CodeMessage } from '../contract/index.ts';
import type { ExportTask } from '../contract/api/tasks.ts';

/** spec §4 export task status: 0 and 1 in progress, 2 succeeded, 3 failed. */
export type ExportTaskState = 'inProgress' | 'succeeded' | 'failed';

const STATE_BY_STATUS: Readonly<Record<ExportTask['taskStatus'], ExportTaskState>> = {
  0: 'inProgress',
  1: 'inProgress',
  2: 'succeeded',
  3: 'failed',
};

export const EXPORT_STATE_LABELS: Readonly<Record<ExportTaskState, CodeMessage>> = {
  inProgress: Messages.exportInProgress,
  succeeded: Messages.exportSucceeded,
  failed: Messages.exportFailed,
};

/** An unknown status is shown as in progress: the row stays refreshable until the server says otherwise. */
export function exportTaskState(taskStatus: number): ExportTaskState {
  return STATE_BY_STATUS[taskStatus as ExportTask['taskStatus']] ?? 'inProgress';
}

/** Row actions, in display order. Their button labels are i18n keys `shell.<action>`. */
export type ExportTaskAction = 'download' | 'retry' | 'refresh' | 'delete';

const PRIMARY_ACTION: Readonly<Record<ExportTaskState, ExportTaskAction>> = {
  succeeded: 'download',
  failed: 'retry',
  inProgress: 'refresh',
};

/** spec §4: succeeded → download; failed → retry; in progress → refresh the row; any status → delete. */
export function actionsFor(task: Pick<ExportTask, 'taskStatus'>): ExportTaskAction[] {
  return [PRIMARY_ACTION[exportTaskState(task.taskStatus)], 'delete'];
}

/** The toast after an action succeeds (spec §4, §8); download shows none. */
export const ACTION_DONE_MESSAGES: Readonly<Record<Exclude<ExportTaskAction, 'download'>, CodeMessage>> = {
  retry: Messages.retryQueued,
  refresh: Messages.refreshed,
  delete: Messages.deleted,
};

export interface PageAfterDelete {
  /** The 1-based page the deleted row was on. */
  page: number;
  /** Rows shown on that page before the delete. */
  rowsOnPage: number;
  limit: number;
  /** Total rows before the delete. */
  total: number;
}

/**
 * The page to show after deleting one row (spec §4): deleting the last row of a page other than 1 moves to the
 * previous page; the result is also never past the last page left.
 */
export function pageAfterDelete({ page, rowsOnPage, limit, total }: PageAfterDelete): number {
  const current = Math.max(1, Math.floor(page) || 1);
  const wanted = rowsOnPage <= 1 && current > 1 ? current - 1 : current;
  const lastPage = Math.max(1, Math.ceil(Math.max(0, total - 1) / Math.max(1, limit)));
  return Math.min(wanted, lastPage);
}
