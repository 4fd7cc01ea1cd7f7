// After `npm test`'s summary: the ten slowest test files of each step, and where the time went in the slowest three
// (the phases the harnesses note in .test-results/phases/: database template or copy, app or server start, browser
// start, bundling; the tests' own time; and the rest: imports, hooks and waits).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SHOWN = 10;
const EXPLAINED = 3;

/** { file, seconds, testSeconds } of each file of a vitest JSON report. */
function vitestFiles(path) {
  const json = JSON.parse(readFileSync(path, 'utf8'));
  return (json.testResults ?? []).map((result) => ({
    file: relative(process.cwd(), result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    testSeconds: (result.assertionResults ?? []).reduce((sum, test) => sum + (test.duration ?? 0), 0) / 1000,
  }));
}

/** The same for web-test-runner, from the times scripts/wtr-file-times.mjs wrote. */
function browserFiles(path) {
  return JSON.parse(readFileSync(path, 'utf8')).map(({ file, seconds }) => ({ file, seconds, testSeconds: null }));
}

/** Phase seconds by step, then file, then phase. */
function readPhases(results) {
  const dir = join(results, 'phases');
  const byStep = new Map();
  if (!existsSync(dir)) return byStep;
  for (const name of readdirSync(dir)) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (!line) continue;
      const { step, file, phase, ms } = JSON.parse(line);
      const files = byStep.get(step ?? '') ?? new Map();
      byStep.set(step ?? '', files);
      const phases = files.get(file ?? '(step set-up)') ?? new Map();
      files.set(file ?? '(step set-up)', phases);
      phases.set(phase, (phases.get(phase) ?? 0) + ms / 1000);
    }
  }
  return byStep;
}

const s = (seconds) => `${seconds.toFixed(1)} s`;

/**
 * Lines for `steps`: [{ name, reports, timesReport }], `reports` the vitest JSON reports of its jobs, `timesReport`
 * the file times of a web-test-runner step, in `results`.
 */
export function slowestFiles(results, steps) {
  const phases = readPhases(results);
  const lines = [];
  for (const step of steps) {
    const paths = (step.timesReport ? [step.timesReport] : step.reports).map((report) => join(results, report)).filter((path) => existsSync(path));
    const files = paths.flatMap((path) => (step.timesReport ? browserFiles(path) : vitestFiles(path))).sort((a, b) => b.seconds - a.seconds);
    if (!files.length) continue;
    const stepPhases = phases.get(step.name) ?? new Map();
    lines.push(`\n${step.name}: the ${Math.min(SHOWN, files.length)} slowest of ${files.length} files`);
    files.slice(0, SHOWN).forEach(({ file, seconds }) => lines.push(`  ${s(seconds).padStart(9)}  ${file}`));
    for (const { file, seconds, testSeconds } of files.slice(0, EXPLAINED)) {
      const parts = [...(stepPhases.get(file) ?? new Map())].sort((a, b) => b[1] - a[1]);
      const noted = parts.reduce((sum, [, phaseSeconds]) => sum + phaseSeconds, 0);
      const described = parts.map(([phase, phaseSeconds]) => `${phase} ${s(phaseSeconds)}`);
      if (testSeconds !== null) described.push(`tests ${s(testSeconds)}`);
      const rest = seconds - noted - (testSeconds ?? 0);
      if (rest > 0.05) described.push(`${testSeconds === null ? 'tests, waits and the rest' : 'imports, hooks and waits'} ${s(rest)}`);
      lines.push(`  where ${file}'s ${s(seconds)} went: ${described.join(', ')}`);
    }
    const setUp = stepPhases.get('(step set-up)');
    if (setUp) lines.push(`  the step's own set-up: ${[...setUp].map(([phase, phaseSeconds]) => `${phase} ${s(phaseSeconds)}`).join(', ')}`);
  }
  return lines;
}

/**
 * What an error says before its stack (an assertion's message and any lines a test added to it, at most four) and where
 * in the test's own file it was thrown: a timeout's first line alone does not tell which of a test's waits ran out.
 */
const errorLines = (message, file) => {
  const lines = (message ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  const said = lines.filter((line) => !line.startsWith('at ') && !line.startsWith('❯ ')).slice(0, 4);
  const name = file.split('/').pop();
  const frame = lines.find((line) => (line.startsWith('at ') || line.startsWith('❯ ')) && line.includes(name) && !line.includes('node_modules'));
  const where = frame?.match(/([^\s(]*?[^\s(/]+:\d+:\d+)\)?$/)?.[1];
  return [...said.map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line)), ...(where ? [`at ${relative(process.cwd(), where.replace(/^file:\/\//, ''))}`] : [])];
};

/**
 * Lines naming every failed test of `steps` (as for slowestFiles: vitest's JSON reports, or the counts a web-test-runner
 * step writes with its failures), each with its step, file, its error's message and the line of the test's file that
 * threw: the closing lines of a red run say what to look at even where only its end is kept.
 */
export function failedTests(results, steps) {
  const lines = [];
  for (const step of steps) {
    const failures = [];
    for (const report of step.reports) {
      const path = join(results, report);
      if (!existsSync(path)) continue;
      const json = JSON.parse(readFileSync(path, 'utf8'));
      if (Array.isArray(json.failures)) failures.push(...json.failures);
      for (const result of json.testResults ?? []) {
        const file = relative(process.cwd(), result.name);
        const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
        for (const test of failed) failures.push({ file, name: test.fullName ?? test.title, error: test.failureMessages?.[0] });
        // a file that failed outside its tests (an import, a hook)
        if (!failed.length && result.status === 'failed') failures.push({ file, name: '(the file)', error: result.message });
      }
    }
    for (const { file, name, error } of failures) {
      lines.push(`  ✗ ${step.name}: ${file} › ${name}`);
      for (const line of errorLines(error, file)) lines.push(`      ${line}`);
    }
  }
  return lines.length ? ['\nfailed tests:', ...lines] : [];
}
