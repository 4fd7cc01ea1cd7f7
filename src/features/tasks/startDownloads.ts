// Runs a download plan of core/exports (spec §4: several files 1 s apart, named name-index.xlsx) through the
// platform's timers, so tests control the clock.
import type { DownloadStep } from '../../core/exports/index.ts';
import type { Platform } from '../../core/platform/index.ts';

/** Saves one file: a link with the file name, opened in a new tab when the file lives on another origin. */
export function saveFile({ url, fileName }: DownloadStep): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.target = '_blank';
  link.rel = 'noopener';
  link.click();
}

/** Starts each step after its delay; the first (delay 0) at once. */
export function startDownloads(steps: readonly DownloadStep[], timers: Pick<Platform, 'setTimeout'>, save: (step: DownloadStep) => void = saveFile): void {
  for (const step of steps) {
    if (step.delayMs <= 0) save(step);
    else timers.setTimeout(() => save(step), step.delayMs);
  }
}
