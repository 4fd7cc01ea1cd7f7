// How long each browser test file took, for the slowest-files list of `npm test` (scripts/test-report.mjs): a file's
// clock starts when the runner asks for its bundle and stops when its results are reported.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { performance } from 'node:perf_hooks';

const started = new Map();
const finished = [];

/** Called by the bundling plugin when a test file's bundle is asked for (`path` relative to the root). */
export function fileStarted(path) {
  if (!started.has(path)) started.set(path, performance.now());
}

/** A reporter that writes [{ file, seconds }] to `file` at the end of the run. */
export function fileTimesReporter(file) {
  return {
    reportTestFileResults({ testFile }) {
      const path = relative(process.cwd(), testFile);
      const start = started.get(path);
      if (start !== undefined) finished.push({ file: path, seconds: (performance.now() - start) / 1000 });
    },
    onTestRunFinished() {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(finished));
    },
  };
}
