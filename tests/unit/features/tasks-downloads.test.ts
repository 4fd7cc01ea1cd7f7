// spec §4, §9: a succeeded export task's files download 1 s apart, named name-index.xlsx; the first at once.
import { describe, expect, it } from 'vitest';
import { ExportTaskStatus } from '../../../src/core/contract/index.ts';
import { downloadPlan } from '../../../src/core/exports/index.ts';
import type { DownloadStep } from '../../../src/core/exports/index.ts';
import { startDownloads } from '../../../src/features/tasks/startDownloads.ts';

/** Timers that run when the test says so, recording when each was due. */
function manualTimers() {
  const pending: Array<{ at: number; run(): void }> = [];
  return {
    setTimeout: (run: () => void, ms: number) => void pending.push({ at: ms, run }),
    runUntil(ms: number) {
      for (const timer of pending.filter((entry) => entry.at <= ms)) {
        timer.run();
        pending.splice(pending.indexOf(timer), 1);
      }
    },
    pending,
  };
}

const task = (filesUrl: string[]) => ({
  taskDesc: '售货机列表导出',
  taskStatus: ExportTaskStatus.SUCCEEDED,
  fileUrl: filesUrl[0] ?? null,
  filesUrl,
});

describe('startDownloads', () => {
  it('saves the first file at once and each next one a second later, under its numbered name', () => {
    const timers = manualTimers();
    const saved: string[] = [];
    const save = (step: DownloadStep) => void saved.push(`${step.fileName} ${step.url}`);
    startDownloads(downloadPlan(task(['u/1', 'u/2', 'u/3'])), timers, save);
    expect(saved).toEqual(['售货机列表导出-1.xlsx u/1']);
    expect(timers.pending.map((timer) => timer.at)).toEqual([1_000, 2_000]);
    timers.runUntil(1_000);
    expect(saved).toEqual(['售货机列表导出-1.xlsx u/1', '售货机列表导出-2.xlsx u/2']);
    timers.runUntil(2_000);
    expect(saved).toHaveLength(3);
    expect(saved[2]).toBe('售货机列表导出-3.xlsx u/3');
  });

  it('a single file is saved at once without a number; a task without files saves nothing', () => {
    const timers = manualTimers();
    const saved: DownloadStep[] = [];
    startDownloads(downloadPlan(task(['u/only'])), timers, (step) => void saved.push(step));
    startDownloads(downloadPlan({ ...task([]), taskStatus: ExportTaskStatus.FAILED }), timers, (step) => void saved.push(step));
    expect(saved.map((step) => step.fileName)).toEqual(['售货机列表导出.xlsx']);
    expect(timers.pending).toHaveLength(0);
  });
});
