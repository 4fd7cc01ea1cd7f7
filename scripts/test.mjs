// `npm test`: every kind of test, ending with one closing line "N passed, N failed, N skipped".
// Steps: typecheck, lint, unit (+ core coverage), server (PGlite, and PostgreSQL when DATABASE_URL is set), browser
// (real Chromium), end-to-end (real server + real Chromium). Their jobs (a step's files may be split in shards) run as
// many at once as there are cores, each job's output printed whole when it ends; then the summary, the ten slowest
// files of each step and where their time went. Exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { slowestFiles } from './test-report.mjs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(join(results, 'logs'), { recursive: true });

const hasTests = (dir) => {
  if (!existsSync(dir)) return false;
  return readdirSync(dir).some((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? hasTests(path) : /\.test\.tsx?$/.test(name);
  });
};

const npx = (args, env = {}) => ['npx', ['--no-install', ...args], env];
const step = (name, fields) => ({ name, ...fields });

const vitest = (config, report, env = {}) => (shard) =>
  npx(['vitest', 'run', '--config', config, ...(shard ? [`--shard=${shard}`, `--outputFile.json=${join(results, report(shard))}`] : [])], env);
const shardReport = (base) => (shard) => `${base}-${shard.replace('/', '-of-')}.json`;

// Each step is one job, or `shards` jobs of its files split by vitest; `after`: the steps that must end first (the
// end-to-end step serves the dist/ that the build step makes). `weight`: the order jobs start in, longest first.
const steps = [
  step('chromium', { dir: 'tests/browser', weight: 100, run: () => ['node', ['scripts/ensure-chromium.mjs']] }),
  step('build', { dir: 'tests/e2e', weight: 90, run: () => ['node', ['scripts/build-if-stale.mjs']] }),
  step('browser', { dir: 'tests/browser', weight: 80, after: ['chromium'], report: () => 'browser.json', timesReport: 'browser-files.json', run: () => npx(['web-test-runner']) }),
  step('end-to-end', { dir: 'tests/e2e', weight: 70, after: ['chromium', 'build'], shards: 2, report: shardReport('e2e'), run: vitest('vitest.e2e.config.ts', shardReport('e2e')) }),
  step('server (PGlite)', { dir: 'tests/server', weight: 60, shards: 2, report: shardReport('server-pglite'), run: vitest('vitest.server.config.ts', shardReport('server-pglite'), { TEST_DB: 'pglite' }) }),
  ...(process.env.DATABASE_URL
    ? [step('server (PostgreSQL)', { dir: 'tests/server', weight: 50, shards: 2, report: shardReport('server-postgres'), run: vitest('vitest.server.config.ts', shardReport('server-postgres'), { TEST_DB: 'postgres' }) })]
    : []),
  step('typecheck', { weight: 40, run: () => npx(['tsc', '-p', 'tsconfig.json', '--noEmit']) }),
  step('unit', { dir: 'tests/unit', weight: 30, report: () => 'unit.json', run: () => npx(['vitest', 'run', '--config', 'vitest.unit.config.ts', '--coverage']) }),
  step('lint', { weight: 20, run: () => npx(['eslint', '.']) }),
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

const logName = (name) => name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');

/** Runs one job with its output in a log file, printed whole when it ends; resolves its exit status and seconds. */
function runJob({ name, step: { name: stepName }, command: [cmd, args, env = {}] }) {
  const log = join(results, 'logs', `${logName(name)}.log`);
  const out = createWriteStream(log);
  const started = Date.now();
  console.log(`▶ ${name} started`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env, BACKROOM_TEST_STEP: stepName },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (status) => {
      out.end(() => {
        const seconds = (Date.now() - started) / 1000;
        console.log(`\n=== ${name} (${seconds.toFixed(1)} s) ===`);
        process.stdout.write(readFileSync(log, 'utf8'));
        resolve({ status, seconds });
      });
    });
  });
}

// The jobs: a step with shards is one job a shard, each writing its own report.
const jobs = steps
  .filter((each) => !each.dir || hasTests(each.dir))
  .flatMap((each) =>
    each.shards
      ? Array.from({ length: each.shards }, (_, index) => `${index + 1}/${each.shards}`).map((shard) => ({
          name: `${each.name} ${shard}`, step: each, shard, report: each.report(shard), command: each.run(shard),
        }))
      : [{ name: each.name, step: each, report: each.report?.(), command: each.run() }],
  )
  .sort((a, b) => b.step.weight - a.step.weight);

// As many jobs at once as the machine has cores (TEST_JOBS to choose), each starting when what it needs has ended.
const slots = Math.max(1, Number(process.env.TEST_JOBS) || availableParallelism());
const started = Date.now();
const outcomes = new Map();
const ended = (stepName) => jobs.filter((job) => job.step.name === stepName).every((job) => outcomes.has(job.name));
await new Promise((resolveAll) => {
  let running = 0;
  const waiting = [...jobs];
  const next = () => {
    if (!waiting.length && running === 0) return resolveAll();
    while (running < slots) {
      const index = waiting.findIndex((job) => (job.step.after ?? []).every(ended));
      if (index < 0) return;
      const [job] = waiting.splice(index, 1);
      running += 1;
      runJob(job).then((outcome) => {
        outcomes.set(job.name, outcome);
        running -= 1;
        next();
      });
    }
  };
  next();
});

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\n=== summary ===');
for (const each of steps) {
  if (each.dir && !hasTests(each.dir)) {
    console.log(`${each.name}: no tests yet`);
    continue;
  }
  const stepJobs = jobs.filter((job) => job.step === each);
  const counts = stepJobs.map((job) => (job.report ? readCounts(job.report) : null));
  const failedJobs = stepJobs.filter((job) => outcomes.get(job.name).status !== 0);
  const added = counts.every(Boolean)
    ? counts.reduce((sum, count) => ({ passed: sum.passed + count.passed, failed: sum.failed + count.failed, skipped: sum.skipped + count.skipped }), { passed: 0, failed: 0, skipped: 0 })
    : null;
  if (added) {
    total.passed += added.passed;
    total.failed += added.failed;
    total.skipped += added.skipped;
  }
  // a job that failed outside any test counts as one failure
  if (failedJobs.length && (!added || added.failed === 0)) total.failed += failedJobs.length;
  const seconds = stepJobs.map((job) => outcomes.get(job.name).seconds);
  console.log(
    `${each.name}: ${failedJobs.length ? `FAILED (${failedJobs.map((job) => `${job.name} exit ${outcomes.get(job.name).status}`).join(', ')})` : 'ok'}` +
      (added ? ` ${added.passed} passed, ${added.failed} failed, ${added.skipped} skipped` : '') +
      ` in ${seconds.map((value) => `${value.toFixed(1)} s`).join(' + ')}`,
  );
}
console.log(`all steps in ${((Date.now() - started) / 1000).toFixed(1)} s, ${slots} jobs at a time`);
const reported = steps.map((each) => ({ ...each, reports: jobs.filter((job) => job.step === each && job.report).map((job) => job.report) }));
for (const line of slowestFiles(results, reported)) console.log(line);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
