import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes passed/failed/skipped counts of a web-test-runner run, for the closing line of `npm test`. */
export function countingReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      const walk = (suite) => {
        for (const test of suite?.tests ?? []) {
          if (test.skipped) counts.skipped += 1;
          else if (test.passed) counts.passed += 1;
          else counts.failed += 1;
        }
        for (const child of suite?.suites ?? []) walk(child);
      };
      for (const session of sessions) {
        walk(session.testResults);
        if (!session.passed && !(session.testResults?.tests?.length || session.testResults?.suites?.length)) {
          counts.failed += 1; // a file that failed to load counts as one failure
        }
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}
