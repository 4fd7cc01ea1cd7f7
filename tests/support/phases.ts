// Where a test file's time goes: the harnesses note how long each phase of their set-up took (database template or
// copy, server start, browser start, build), one JSON line per phase in .test-results/phases/, and `npm test` adds
// them up under the slowest files of each step (scripts/test-report.mjs).
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const PHASES_DIR = join(process.cwd(), '.test-results', 'phases');

/** The test file this worker runs, when it is one of vitest's. */
function currentFile(): string | undefined {
  const worker = (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__;
  return worker?.filepath ? relative(process.cwd(), worker.filepath) : undefined;
}

export function recordPhase(phase: string, ms: number, file = currentFile()): void {
  try {
    mkdirSync(PHASES_DIR, { recursive: true });
    appendFileSync(join(PHASES_DIR, `${process.pid}.jsonl`), `${JSON.stringify({ step: process.env.BACKROOM_TEST_STEP ?? null, file: file ?? null, phase, ms })}\n`);
  } catch {
    // a read-only checkout still runs its tests; it only loses the breakdown
  }
}

/** Runs `fn` and notes how long it took under `phase`. */
export async function timePhase<T>(phase: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    recordPhase(phase, performance.now() - started);
  }
}
