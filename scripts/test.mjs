// `npm test`: every kind of test, in order, ending with one closing line "N passed, N failed".
// Steps: typecheck, lint, unit (+ core coverage), server (PGlite, and PostgreSQL when DATABASE_URL is set),
// browser (real Chromium), end-to-end (real server + real Chromium). Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });

const hasTests = (dir) => {
  if (!existsSync(dir)) return false;
  return readdirSync(dir).some((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? hasTests(path) : /\.test\.tsx?$/.test(name);
  });
};

const npx = (args, env = {}) => ['npx', ['--no-install', ...args], env];
const steps = [
  { name: 'typecheck', run: npx(['tsc', '-p', 'tsconfig.json', '--noEmit']) },
  { name: 'lint', run: npx(['eslint', '.']) },
  { name: 'unit', dir: 'tests/unit', report: 'unit.json', run: npx(['vitest', 'run', '--config', 'vitest.unit.config.ts', '--coverage']) },
  { name: 'server (PGlite)', dir: 'tests/server', report: 'server-pglite.json', run: npx(['vitest', 'run', '--config', 'vitest.server.config.ts'], { TEST_DB: 'pglite' }) },
  ...(process.env.DATABASE_URL
    ? [{ name: 'server (PostgreSQL)', dir: 'tests/server', report: 'server-postgres.json', run: npx(['vitest', 'run', '--config', 'vitest.server.config.ts'], { TEST_DB: 'postgres' }) }]
    : []),
  { name: 'chromium', dir: 'tests/browser', run: ['node', ['scripts/ensure-chromium.mjs']] },
  { name: 'browser', dir: 'tests/browser', report: 'browser.json', run: npx(['web-test-runner']) },
  { name: 'end-to-end', dir: 'tests/e2e', report: 'e2e.json', run: npx(['vitest', 'run', '--config', 'vitest.e2e.config.ts']) },
];

const readCounts = (file) => {
  const path = join(results, file);
  if (!existsSync(path)) return null;
  const json = JSON.parse(readFileSync(path, 'utf8'));
  if ('numPassedTests' in json) {
    return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + (json.numTodoTests ?? 0) };
  }
  return json;
};

const total = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
for (const step of steps) {
  if (step.dir && !hasTests(step.dir)) {
    summary.push(`${step.name}: no tests yet`);
    continue;
  }
  const [cmd, args, env] = step.run;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.report ? readCounts(step.report) : null;
  if (counts) {
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  const ok = status === 0;
  if (!ok && (!counts || counts.failed === 0)) total.failed += 1; // a step that failed outside any test
  summary.push(
    `${step.name}: ${ok ? 'ok' : `FAILED (exit ${status})`}` +
      (counts ? ` ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '') +
      ` in ${seconds} s`,
  );
}

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
