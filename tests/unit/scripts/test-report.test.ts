// What `npm test` prints after its summary (scripts/test-report.mjs): every failed test named with its step, file and
// error (its message and where in the test's file it was thrown), from vitest's JSON reports and the browser step's counts; the slowest files of a step; and how a
// step's files are split into jobs of about equal time (scripts/test-times.mjs); a TEST_STEPS name matching no step is
// refused.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the test runner, without declarations
import { failedTests, slowestFiles } from '../../../scripts/test-report.mjs';
// @ts-expect-error: a plain script of the test runner, without declarations
import { partition } from '../../../scripts/test-times.mjs';

const results = mkdtempSync(join(tmpdir(), 'backroom-test-report-'));
afterAll(() => rmSync(results, { recursive: true, force: true }));

const write = (name: string, json: unknown) => writeFileSync(join(results, name), JSON.stringify(json));
const cwd = process.cwd();

write('server-1-of-2.json', {
  numPassedTests: 1, numFailedTests: 2, numPendingTests: 0,
  testResults: [
    {
      name: join(cwd, 'tests/server/a.test.ts'), status: 'failed', startTime: 0, endTime: 4_000, message: '',
      assertionResults: [
        { fullName: 'a passes', status: 'passed', duration: 100 },
        { fullName: 'a › refuses a stranger', status: 'failed', duration: 200, failureMessages: [`AssertionError: expected 200 to be 403\n    at ${join(cwd, 'node_modules/x.js')}:1:1\n    at ${join(cwd, 'tests/server/a.test.ts')}:3:5`] },
        {
          fullName: 'a › shows the notice', status: 'failed', duration: 30_000,
          failureMessages: [`locator.waitFor: Timeout 30000ms exceeded.\nCall log:\n  - waiting for getByRole('alert') to be visible\n\n    at file://${join(cwd, 'tests/server/a.test.ts')}:9:12`],
        },
      ],
    },
    // failed outside its tests (an import threw)
    { name: join(cwd, 'tests/server/b.test.ts'), status: 'failed', startTime: 0, endTime: 1_000, message: 'Error: Cannot find module x', assertionResults: [] },
  ],
});
write('browser.json', { passed: 3, failed: 1, skipped: 0, failures: [{ file: 'tests/browser/c.test.tsx', name: 'c › shows the list', error: 'expected 0 to equal 2' }] });

describe('npm test report', () => {
  it('names every failed test with its step, file, its error\'s message and where in the file it was thrown', () => {
    const lines: string[] = failedTests(results, [
      { name: 'server (PGlite)', reports: ['server-1-of-2.json', 'server-2-of-2.json'] },
      { name: 'browser', reports: ['browser.json'] },
    ]);
    expect(lines).toEqual([
      '\nfailed tests:',
      '  ✗ server (PGlite): tests/server/a.test.ts › a › refuses a stranger',
      '      AssertionError: expected 200 to be 403',
      '      at tests/server/a.test.ts:3:5',
      '  ✗ server (PGlite): tests/server/a.test.ts › a › shows the notice',
      '      locator.waitFor: Timeout 30000ms exceeded.',
      '      Call log:',
      "      - waiting for getByRole('alert') to be visible",
      '      at tests/server/a.test.ts:9:12',
      '  ✗ server (PGlite): tests/server/b.test.ts › (the file)',
      '      Error: Cannot find module x',
      '  ✗ browser: tests/browser/c.test.tsx › c › shows the list',
      '      expected 0 to equal 2',
    ]);
  });

  it('prints nothing when nothing failed', () => {
    write('unit.json', { numPassedTests: 2, numFailedTests: 0, numPendingTests: 0, testResults: [] });
    expect(failedTests(results, [{ name: 'unit', reports: ['unit.json'] }])).toEqual([]);
  });

  it('lists the slowest files of a step, longest first', () => {
    mkdirSync(join(results, 'phases'), { recursive: true });
    const lines: string[] = slowestFiles(results, [{ name: 'server (PGlite)', reports: ['server-1-of-2.json'] }]);
    expect(lines[0]).toBe('\nserver (PGlite): the 2 slowest of 2 files');
    expect(lines[1]).toMatch(/4\.0 s {2}tests\/server\/a\.test\.ts$/);
    expect(lines[2]).toMatch(/1\.0 s {2}tests\/server\/b\.test\.ts$/);
  });

  it('splits files into jobs of about equal time, a file never timed counting as the mean', () => {
    const groups: Array<{ files: string[]; seconds: number }> = partition(['a', 'b', 'c', 'd', 'new'], { a: 60, b: 30, c: 20, d: 10 }, 2);
    expect(groups.map((group) => group.seconds)).toEqual([80, 70]);
    expect(groups.flatMap((group) => group.files).sort()).toEqual(['a', 'b', 'c', 'd', 'new']);
  });
});

describe('TEST_STEPS', () => {
  it('refuses a step name that matches no step, naming the steps, before it runs or clears anything', () => {
    const run = spawnSync(process.execPath, ['scripts/test.mjs'], { env: { ...process.env, TEST_STEPS: 'unit,nonsense' }, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('TEST_STEPS: no step is named "nonsense"; the steps: chromium, build, browser, end-to-end, server (PGlite)');
    expect(run.stdout).not.toContain('started');
  });
});
