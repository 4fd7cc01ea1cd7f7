// `npm start` in production (issue 14): no demo organisation unless asked, a first administrator created on purpose by
// the admin command, one log format. Each test starts the real server script on a data directory of its own, so on
// the embedded database whatever database the suite is testing: the PGlite step alone runs this file (scripts/test.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Code } from '../../src/core/contract/index.ts';
import { staffLogin } from '../../src/core/contract/api/auth.ts';
import { DEMO_PASSWORD } from '../../server/modules/org/seed-personas.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `npm start`'s server script with `env` until it prints its address; returns its output and a stop. */
async function startMain(env: Record<string, string>): Promise<{ output: () => string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 170 s:\n${output}`)), 170_000);
    const check = () => {
      // Started when the address line is whole (a plain line and a blank one, or a JSON entry, in production).
      const after = output.indexOf('Backroom is running') < 0 ? '' : output.slice(output.indexOf('Backroom is running'));
      if (/\n\n/.test(after) || (env.NODE_ENV === 'production' && /\n/.test(after))) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
  return {
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The envelope status of a password login at the server that printed `output`. */
async function loginStatus(output: string, phone: string, password: string): Promise<number> {
  const url = /Backroom is running at (\S+)/.exec(output)?.[1] as string;
  const reply = await fetch(`${url}${staffLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', client: 'web' },
    body: JSON.stringify({ phone, password }),
  });
  return ((await reply.json()) as { status: number }).status;
}

describe('npm start in production', () => {
  it('seeds no demo organisation and says how to create the first administrator', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'backroom-production-'));
    const running = await startMain({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox', PORT: '0', DATA_DIR: dataDir, HOST: '127.0.0.1', SEED_DEMO: '', DATABASE_URL: '' });
    try {
      expect(await loginStatus(running.output(), '13800000007', DEMO_PASSWORD)).toBe(Code.PASSWORD_MISMATCH);
      expect(running.output()).toContain('npm run admin -- create-admin');
      expect(running.output()).not.toContain(DEMO_PASSWORD);
      // One log format: every line it printed is a JSON log entry.
      await expect.poll(() => running.output()).toContain('create-admin');
      for (const line of running.output().split('\n').filter((text) => text.trim() !== '')) expect(() => JSON.parse(line), line).not.toThrow();
    } finally {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('the admin command creates the administrator from a password file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'backroom-admin-'));
    const passwordFile = join(dataDir, 'password.txt');
    writeFileSync(passwordFile, 'correct-horse-battery-2026\n');
    try {
      const exit = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'server/admin.ts', 'create-admin', '--phone', '13912340000', '--name', '管理员', '--organisation', '示例公司', '--password-file', passwordFile],
          { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
        );
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => resolve({ code, output }));
      });
      expect(exit.code, exit.output).toBe(0);
      expect(exit.output).not.toContain('correct-horse');
      const running = await startMain({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox', PORT: '0', DATA_DIR: dataDir, HOST: '127.0.0.1', SEED_DEMO: '', DATABASE_URL: '' });
      try {
        expect(await loginStatus(running.output(), '13912340000', 'correct-horse-battery-2026')).toBe(200);
        expect(running.output()).not.toContain('create-admin');
      } finally {
        await running.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
