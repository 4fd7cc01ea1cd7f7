// How long each test file and each job of `npm test` took, so the next run splits a step's files into jobs of about
// equal length and starts the longest first. Measured times go to .test-times.json (not committed) at the end of a
// run; tests/file-times.json (committed, copied from a quiet run) stands in on a fresh clone.
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const LOCAL = '.test-times.json';
const COMMITTED = 'tests/file-times.json';

/** The file's JSON, or nothing when it is missing or unreadable (times only order the jobs). */
function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  } catch {
    return {};
  }
}

/** { [step]: { jobs: { [job]: seconds }, files: { [file]: seconds } } }: the committed times, then this machine's. */
export function readTimes() {
  const times = readJson(COMMITTED);
  for (const [step, local] of Object.entries(readJson(LOCAL))) {
    times[step] = { jobs: { ...times[step]?.jobs, ...local.jobs }, files: { ...times[step]?.files, ...local.files } };
  }
  return times;
}

/** Test files under `dir` whose names match `pattern`, relative to the project, sorted. */
export function testFiles(dir, pattern = /\.test\.tsx?$/) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? testFiles(path, pattern) : pattern.test(name) ? [path] : [];
    })
    .sort();
}

/**
 * `files` in `count` groups of about equal time (the longest file first into the group with the least so far); a
 * file never timed counts as the mean of those that were. Returns [{ files, seconds }], longest group first.
 */
export function partition(files, seconds, count) {
  const known = files.map((file) => seconds[file]).filter((value) => typeof value === 'number');
  const mean = known.length ? known.reduce((sum, value) => sum + value, 0) / known.length : 1;
  const timed = files.map((file) => ({ file, seconds: seconds[file] ?? mean })).sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const groups = Array.from({ length: Math.min(count, files.length) }, () => ({ files: [], seconds: 0 }));
  for (const each of timed) {
    const lightest = groups.reduce((least, group) => (group.seconds < least.seconds ? group : least));
    lightest.files.push(each.file);
    lightest.seconds += each.seconds;
  }
  return groups.sort((a, b) => b.seconds - a.seconds);
}

/** { file, seconds } of each file of a vitest JSON report. */
function vitestFileTimes(path) {
  const json = JSON.parse(readFileSync(path, 'utf8'));
  return (json.testResults ?? []).map((result) => ({ file: relative(process.cwd(), result.name), seconds: (result.endTime - result.startTime) / 1000 }));
}

/**
 * Adds this run's times to .test-times.json: each job's seconds, and each file's from the reports (`steps`:
 * [{ name, reports, timesReport, jobs: [{ name, seconds }] }], reports in `results`).
 */
export function saveTimes(results, steps) {
  const saved = readJson(LOCAL);
  for (const step of steps) {
    const entry = (saved[step.name] ??= { jobs: {}, files: {} });
    for (const job of step.jobs) entry.jobs[job.name] = Number(job.seconds.toFixed(1));
    const paths = (step.timesReport ? [step.timesReport] : step.reports).map((report) => join(results, report)).filter((path) => existsSync(path));
    for (const path of paths) {
      const files = step.timesReport ? JSON.parse(readFileSync(path, 'utf8')) : vitestFileTimes(path);
      for (const { file, seconds } of files) entry.files[file] = Number(seconds.toFixed(1));
    }
  }
  // Written beside, then renamed: a run starting meanwhile reads the old times or the new, never half of them.
  const partial = `${LOCAL}.${process.pid}`;
  writeFileSync(partial, `${JSON.stringify(saved, null, 1)}\n`);
  renameSync(partial, LOCAL);
}
