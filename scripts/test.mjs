// `npm test`: every kind of test, ending with one closing line "N passed, N failed, N skipped".
// Steps: typecheck, lint, unit (+ core coverage), server (PGlite, and PostgreSQL when DATABASE_URL is set), browser
// (real Chromium), end-to-end (real server + real Chromium). Their jobs (a step's files may be split in shards) run as
// many at once as there are cores, each job's output printed whole when it ends; then the summary, the ten slowest
// files of each step and where their time went. Exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { failedTests, slowestFiles } from './test-report.mjs';
import { partition, readTimes, saveTimes, testFiles } from './test-times.mjs';

const results = '.test-results';

const hasTests = (dir) => testFiles(dir).length > 0;

const npx = (args, env = {}) => ['npx', ['--no-install', ...args], env];
const step = (name, fields) => ({ name, ...fields });

/** A vitest job: the whole config, or the files of its group with the group's own report. */
const vitest = (config, env = {}) => (files, report) =>
  npx(['vitest', 'run', '--config', config, ...(files ? [`--outputFile.json=${join(results, report)}`, ...files] : [])], env);

// Each step is one job, or `shards` jobs of its files grouped by their last measured times (scripts/test-times.mjs).
// `after`: the steps that must end first (the end-to-end step serves the dist/ that the build step makes).
// `seconds`: what the job took on a quiet two-core machine, until this machine has measured it.
// `share`: the cores one of its jobs keeps busy (its processor seconds over its seconds on a quiet machine, as the
// summary prints them, browsers included; a PostgreSQL job's own and the database server's): measured so, every step
// but chromium keeps a core busy (an end-to-end job's browser and server about one between them).
// `leave`: files of `dir` the step does not run.
//
// Server files whose every test starts its own server or script on an embedded database (or on the PostgreSQL it names
// itself), whatever TEST_DB says: the PostgreSQL step would run exactly what the PGlite step runs, so only PGlite does.
const EMBEDDED_ONLY = ['tests/server/startup.test.ts', 'tests/server/production-start.test.ts'];
const allSteps = [
  step('chromium', { dir: 'tests/browser', seconds: 1, share: 0.1, run: () => ['node', ['scripts/ensure-chromium.mjs']] }),
  step('build', { dir: 'tests/e2e', seconds: 160, share: 1, run: () => ['node', ['scripts/build-if-stale.mjs']] }),
  step('browser', { dir: 'tests/browser', seconds: 270, share: 1, after: ['chromium'], report: () => 'browser.json', timesReport: 'browser-files.json', run: () => ['node', ['scripts/wtr-run.mjs']] }),
  step('end-to-end', { dir: 'tests/e2e', seconds: 1250, share: 1, after: ['chromium', 'build'], shards: 3, report: 'e2e', run: vitest('vitest.e2e.config.ts') }),
  step('server (PGlite)', { dir: 'tests/server', seconds: 770, share: 1, shards: 2, report: 'server-pglite', run: vitest('vitest.server.config.ts', { TEST_DB: 'pglite' }) }),
  ...(process.env.DATABASE_URL
    ? [step('server (PostgreSQL)', { dir: 'tests/server', seconds: 560, share: 1, shards: 2, report: 'server-postgres', leave: EMBEDDED_ONLY, run: vitest('vitest.server.config.ts', { TEST_DB: 'postgres' }) })]
    : []),
  step('typecheck', { seconds: 75, run: () => npx(['tsc', '-p', 'tsconfig.json', '--noEmit']) }),
  step('unit', { dir: 'tests/unit', seconds: 50, report: () => 'unit.json', run: () => npx(['vitest', 'run', '--config', 'vitest.unit.config.ts', '--coverage']) }),
  step('lint', { seconds: 25, run: () => npx(['eslint', '.']) }),
];

// TEST_STEPS=unit,server runs only the steps whose names start with one of these (a contributor's quicker loop).
const only = process.env.TEST_STEPS?.split(',').map((name) => name.trim()).filter(Boolean);
const steps = only?.length ? allSteps.filter((each) => only.some((name) => each.name.startsWith(name))) : allSteps;
const unknown = (only ?? []).filter((name) => !allSteps.some((each) => each.name.startsWith(name)));
if (unknown.length) {
  console.error(`TEST_STEPS: no step is named ${unknown.map((name) => `"${name}"`).join(', ')}; the steps: ${allSteps.map((each) => each.name).join(', ')}`);
  process.exit(2);
}

rmSync(results, { recursive: true, force: true });
mkdirSync(join(results, 'logs'), { recursive: true });

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

// A job's processor time (its processes and all they started: servers, browsers): on two cores the suite's length is
// bounded by the sum of these, whatever the order of the jobs. Measured by a cpuacct control group of the job's own
// where the machine lets us make one (Linux, root): it also counts the browser processes that outlive their parent
// and are reparented to init (Chromium's zygote and renderers, about half of the suite's processor time), which GNU
// time, the fallback, cannot see.
const timeCommand = '/usr/bin/time';
const measuresCpu = existsSync(timeCommand);
const readCpu = (file) => {
  if (!existsSync(file)) return null;
  const [user, system] = readFileSync(file, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
  return Number.isFinite(user + system) ? user + system : null;
};
const CPU_GROUPS = '/sys/fs/cgroup/cpuacct';
const groupPrefix = `backroom-test-${process.pid}-`;
/** A control group for one job, or null where none can be made. */
function cpuGroup(name) {
  const dir = join(CPU_GROUPS, `${groupPrefix}${logName(name)}`);
  try {
    mkdirSync(dir);
  } catch {
    return null;
  }
  if (existsSync(join(dir, 'cpuacct.usage'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  return null;
}
/** Removes this run's control groups once their last processes have gone (a browser's may outlive its job briefly). */
async function removeCpuGroups() {
  if (!existsSync(CPU_GROUPS)) return;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const left = readdirSync(CPU_GROUPS).filter((entry) => entry.startsWith(groupPrefix));
    for (const entry of left) {
      try {
        rmdirSync(join(CPU_GROUPS, entry));
      } catch {
        // still has processes: next attempt
      }
    }
    if (left.length === 0) return;
    await sleep(250);
  }
}

/** Runs one job with its output in a log file, printed whole when it ends; resolves its exit status, seconds and CPU seconds. */
function runJob({ name, step: { name: stepName }, command: [cmd, args, env = {}] }) {
  const log = join(results, 'logs', `${logName(name)}.log`);
  const cpuFile = join(results, 'logs', `${logName(name)}.cpu`);
  const out = createWriteStream(log);
  const started = Date.now();
  console.log(`▶ ${name} started`);
  const group = cpuGroup(name);
  const [timed, timedArgs] = measuresCpu && !group ? [timeCommand, ['-f', '%U %S', '-o', cpuFile, cmd, ...args]] : [cmd, args];
  // In its group before it starts: the shell joins it, then becomes the job.
  const [program, programArgs] = group ? ['sh', ['-c', `echo $$ > "${group}/cgroup.procs" && exec "$0" "$@"`, timed, ...timedArgs]] : [timed, timedArgs];
  return new Promise((resolve) => {
    const child = spawn(program, programArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env, BACKROOM_TEST_STEP: stepName },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (status) => {
      out.end(() => {
        const seconds = (Date.now() - started) / 1000;
        const cpu = group ? Number(readFileSync(join(group, 'cpuacct.usage'), 'utf8')) / 1e9 : readCpu(cpuFile);
        const from = (started - suiteStarted) / 1000;
        console.log(`\n=== ${name} (${seconds.toFixed(1)} s${cpu === null ? '' : `, CPU ${cpu.toFixed(1)} s`}, from ${from.toFixed(0)} s to ${(from + seconds).toFixed(0)} s) ===`);
        process.stdout.write(readFileSync(log, 'utf8'));
        resolve({ status, seconds, cpu });
      });
    });
  });
}

// The jobs: a step with shards is one job per group of its files, each writing its own report; a job's estimate is
// its last measured time (or its files'), and the order they start in is the longest path from them to the end.
const times = readTimes();
const jobs = steps
  .filter((each) => !each.dir || hasTests(each.dir))
  .flatMap((each) => {
    const measured = times[each.name] ?? { jobs: {}, files: {} };
    if (!each.shards) return [{ name: each.name, step: each, report: each.report?.(), command: each.run(), estimate: measured.jobs[each.name] ?? each.seconds }];
    const files = testFiles(each.dir).filter((file) => !(each.leave ?? []).includes(file));
    const fileSeconds = Object.keys(measured.files).length ? measured.files : Object.fromEntries(files.map((file) => [file, each.seconds / files.length]));
    return partition(files, fileSeconds, each.shards).map((group, index, groups) => {
      const name = `${each.name} ${index + 1}/${groups.length}`;
      const report = `${each.report}-${index + 1}-of-${groups.length}.json`;
      return { name, step: each, report, command: each.run(group.files, report), estimate: group.seconds };
    });
  });
const longestPath = (job) =>
  job.estimate + Math.max(0, ...jobs.filter((other) => (other.step.after ?? []).includes(job.step.name)).map(longestPath));
for (const job of jobs) job.priority = longestPath(job);
jobs.sort((a, b) => b.priority - a.priority);

// Jobs start, each when what it needs has ended, while the cores they use add up to at most the machine's: a job of
// a step that mostly waits (a browser's frames, a server's answers) uses part of a core (its step's `share`), so
// another starts beside it. TEST_JOBS=n runs n jobs at once whatever they use.
const cores = availableParallelism();
const fixedSlots = Number(process.env.TEST_JOBS) || 0;
const MAX_JOBS = cores + 2;
const suiteStarted = Date.now();
const outcomes = new Map();
const ended = (stepName) => jobs.filter((job) => job.step.name === stepName).every((job) => outcomes.has(job.name));
const shareOf = (job) => (fixedSlots ? 1 : job.step.share ?? 1);
await new Promise((resolveAll) => {
  const running = new Set();
  const waiting = [...jobs];
  const used = () => [...running].reduce((sum, job) => sum + shareOf(job), 0);
  const fits = (job) => running.size === 0 || (fixedSlots ? running.size < fixedSlots : running.size < MAX_JOBS && used() + shareOf(job) <= cores + 0.001);
  const next = () => {
    if (!waiting.length && running.size === 0) return resolveAll();
    for (;;) {
      // The first ready job by priority that fits beside those running.
      const index = waiting.findIndex((job) => (job.step.after ?? []).every(ended) && fits(job));
      if (index < 0) return;
      const [job] = waiting.splice(index, 1);
      running.add(job);
      runJob(job).then((outcome) => {
        outcomes.set(job.name, outcome);
        running.delete(job);
        next();
      });
    }
  };
  next();
});

await removeCpuGroups();

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
  const cpu = stepJobs.map((job) => outcomes.get(job.name).cpu);
  const rerun = counts.flatMap((count) => count?.rerun ?? []);
  console.log(
    `${each.name}: ${failedJobs.length ? `FAILED (${failedJobs.map((job) => `${job.name} exit ${outcomes.get(job.name).status}`).join(', ')})` : 'ok'}` +
      (added ? ` ${added.passed} passed, ${added.failed} failed, ${added.skipped} skipped` : '') +
      ` in ${seconds.map((value) => `${value.toFixed(1)} s`).join(' + ')}` +
      (cpu.every((value) => value !== null) ? ` (CPU ${cpu.reduce((sum, value) => sum + value, 0).toFixed(0)} s)` : '') +
      (rerun.length ? `; run again after its page hung: ${rerun.join(', ')}` : ''),
  );
}
const allCpu = [...outcomes.values()].map((outcome) => outcome.cpu);
console.log(
  `all steps in ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s, ${fixedSlots ? `${fixedSlots} jobs at a time` : `jobs started while the cores they use fit ${cores}`}` +
    (allCpu.every((value) => value !== null) ? `; CPU ${allCpu.reduce((sum, value) => sum + value, 0).toFixed(0)} s on ${cores} cores` : ''),
);
const reported = steps.map((each) => ({ ...each, reports: jobs.filter((job) => job.step === each && job.report).map((job) => job.report) }));
for (const line of slowestFiles(results, reported)) console.log(line);
for (const line of failedTests(results, reported)) console.log(line);
saveTimes(results, reported.map((each) => ({ ...each, jobs: jobs.filter((job) => job.step.name === each.name).map((job) => ({ name: job.name, seconds: outcomes.get(job.name).seconds })) })));
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
