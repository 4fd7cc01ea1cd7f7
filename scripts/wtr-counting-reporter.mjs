import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/**
 * Writes passed/failed/skipped counts of a web-test-runner run, and its failed tests (file, name, first error line),
 * for the closing lines of `npm test`.
 */
export function countingReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
      const walk = (suite, path, testFile) => {
        for (const test of suite?.tests ?? []) {
          if (test.skipped) counts.skipped += 1;
          else if (test.passed) counts.passed += 1;
          else {
            counts.failed += 1;
            counts.failures.push({ file: testFile, name: [...path, test.name].join(' › '), error: test.error?.message ?? '' });
          }
        }
        for (const child of suite?.suites ?? []) walk(child, [...path, child.name], testFile);
      };
      for (const session of sessions) {
        const testFile = relative(process.cwd(), session.testFile);
        walk(session.testResults, [], testFile);
        if (!session.passed && !(session.testResults?.tests?.length || session.testResults?.suites?.length)) {
          counts.failed += 1; // a file that failed to load counts as one failure
          counts.failures.push({ file: testFile, name: '(the file)', error: session.errors?.[0]?.message ?? '' });
        }
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}
