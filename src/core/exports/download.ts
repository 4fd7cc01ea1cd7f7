import { DOWNLOAD_STAGGER_MS } from '../contract/index.ts';
import { exportTaskState } from './task.ts';
import type { ExportTask } from '../contract/api/tasks.ts';

export interface DownloadStep {
  url: string;
  fileName: string;
  /** Wait before starting this file, so browsers do not drop simultaneous downloads (spec §4, §9). */
  delayMs: number;
}

const EXTENSION = '.xlsx';

/** taskDesc is the file name; a trailing .xlsx is dropped so names never read `x.xlsx.xlsx`. */
function baseName(taskDesc: string): string {
  const name = taskDesc.trim();
  return name.toLowerCase().endsWith(EXTENSION) ? name.slice(0, -EXTENSION.length) : name;
}

/**
 * The downloads of a succeeded export task (spec §4). Several files: file i (0-based) starts after
 * i × DOWNLOAD_STAGGER_MS and is named `${taskDesc}-${i + 1}.xlsx` (1-based, as people count files).
 * One file: `${taskDesc}.xlsx` at once, from filesUrl or fileUrl. Not succeeded or no URL: nothing.
 */
export function downloadPlan(task: Pick<ExportTask, 'taskDesc' | 'taskStatus' | 'fileUrl' | 'filesUrl'>): DownloadStep[] {
  if (exportTaskState(task.taskStatus) !== 'succeeded') return [];
  const urls = (task.filesUrl ?? []).filter((url) => typeof url === 'string' && url.trim() !== '');
  const name = baseName(task.taskDesc ?? '');
  if (urls.length > 1) {
    return urls.map((url, index) => ({
      url,
      fileName: `${name}-${index + 1}${EXTENSION}`,
      delayMs: index * DOWNLOAD_STAGGER_MS,
    }));
  }
  const single = urls[0] ?? task.fileUrl;
  return single ? [{ url: single, fileName: `${name}${EXTENSION}`, delayMs: 0 }] : [];
}
