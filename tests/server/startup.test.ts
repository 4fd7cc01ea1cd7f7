// `npm start` that cannot start says why in one line a person can act on (a port in use, a database out of reach, a
// setting missing) and exits 1; anything unexpected keeps its stack.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/start.ts';
import { ConfigError, startupProblem } from '../../server/startup.ts';
import { DATABASE_URL } from './harness.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port held by another program for the whole file. */
let holder: Server;
let takenPort: number;

beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  takenPort = (holder.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

const errno = (code: string, syscall: string, message = code) => Object.assign(new Error(message), { code, syscall });
const where = { port: 8080, host: '127.0.0.1' };

describe('startupProblem', () => {
  it('names the port in use and another one to try', () => {
    expect(startupProblem(errno('EADDRINUSE', 'listen'), where)).toBe(
      'Port 8080 on 127.0.0.1 is already in use (another Backroom, or another program). Stop it, or start on another port: PORT=8081 npm start',
    );
    expect(startupProblem(errno('EADDRINUSE', 'listen'), { port: 9000, host: '0.0.0.0' })).toMatch(/^Port 9000 on 0\.0\.0\.0 .* PORT=8080 npm start$/);
    expect(startupProblem(errno('EACCES', 'listen'), { port: 80, host: '0.0.0.0' })).toMatch(/^Port 80 needs privileges/);
    expect(startupProblem(errno('EADDRNOTAVAIL', 'listen'), { port: 80, host: '10.9.9.9' })).toMatch(/^HOST=10\.9\.9\.9 is not an address of this machine/);
  });

  it('says a setting is missing in its own words', () => {
    expect(startupProblem(new ConfigError('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL'), where)).toBe('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  });

  it('says which PostgreSQL cannot be reached or refuses, never with its password', () => {
    const databaseUrl = 'postgres://backroom:s3cret@db.example:5432/backroom';
    const unreachable = startupProblem(errno('ECONNREFUSED', 'connect'), { ...where, databaseUrl });
    expect(unreachable).toBe(
      'PostgreSQL at postgres://backroom:***@db.example:5432/backroom cannot be reached (ECONNREFUSED). Start PostgreSQL or check DATABASE_URL; without DATABASE_URL the embedded database is used.',
    );
    const refused = startupProblem(Object.assign(new Error('password authentication failed for user "backroom"'), { code: '28P01' }), { ...where, databaseUrl });
    expect(refused).toMatch(/^PostgreSQL at postgres:\/\/backroom:\*\*\*@db\.example:5432\/backroom refused the password: password authentication failed/);
    expect(`${unreachable} ${refused}`).not.toContain('s3cret');
  });

  it('says the embedded database\'s folder cannot be used, only for a path inside it or a folder on the way to it', () => {
    const notFolder = Object.assign(new Error('ENOTDIR: not a directory'), { code: 'ENOTDIR', syscall: 'mkdir', path: '/srv/data/pglite' });
    expect(startupProblem(notFolder, { ...where, dataDir: '/srv/data' })).toBe(
      'DATA_DIR=/srv/data cannot hold the database (ENOTDIR on /srv/data/pglite): set DATA_DIR to a folder this user can write.',
    );
    expect(startupProblem(notFolder, { ...where, dataDir: '/elsewhere' })).toBeNull();
    expect(startupProblem(notFolder, { ...where, dataDir: '/srv/data', databaseUrl: 'postgres://127.0.0.1/test' })).toBeNull();
    // A folder whose name merely starts the same is another folder.
    expect(startupProblem(notFolder, { ...where, dataDir: '/srv/dat' })).toBeNull();
    // The folders above DATA_DIR are made first: a refusal there is DATA_DIR's too.
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES', syscall: 'mkdir', path: '/srv' });
    expect(startupProblem(denied, { ...where, dataDir: '/srv/data/pglite' })).toBe(
      'DATA_DIR=/srv/data/pglite cannot hold the database (EACCES on /srv): set DATA_DIR to a folder this user can write.',
    );
  });

  it('leaves anything else to its stack: a refused connection without DATABASE_URL, a bug, a thrown string', () => {
    expect(startupProblem(errno('ECONNREFUSED', 'connect'), where)).toBeNull();
    expect(startupProblem(new TypeError('x is undefined'), where)).toBeNull();
    expect(startupProblem('boom', where)).toBeNull();
  });
});

describe('a server that cannot start', () => {
  it('on a port in use: the listen error, which the line names', async () => {
    const failed = await startServer({ port: takenPort, host: '127.0.0.1', inMemory: true, seed: false, logger: false }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(startupProblem(failed, { port: takenPort, host: '127.0.0.1' })).toMatch(new RegExp(`^Port ${takenPort} on 127\\.0\\.0\\.1 is already in use`));
  });

  it('on a DATA_DIR that is a file: the folder error, which the line names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backroom-startup-file-'));
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, '');
    try {
      const failed = await startServer({ port: 0, host: '127.0.0.1', dataDir: file, seed: false, logger: false }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(startupProblem(failed, { port: 0, host: '127.0.0.1', dataDir: file })).toMatch(new RegExp(`^DATA_DIR=${file} cannot hold the database \\(ENOTDIR on `));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The folder and the one the error is on: DATA_DIR itself, or a folder above it made on the way.
  it.each([
    ['/proc/backroom-no-such-folder', '/proc/backroom-no-such-folder'],
    ['/proc/backroom-no-such-folder/data', '/proc/backroom-no-such-folder'],
  ])('on a DATA_DIR that cannot exist (%s, under /proc): the folder error at once, never a start-up that spins', async (dataDir, failedOn) => {
    const failed = await startServer({ port: 0, host: '127.0.0.1', dataDir, seed: false, logger: false }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(startupProblem(failed, { port: 0, host: '127.0.0.1', dataDir })).toBe(
      `DATA_DIR=${dataDir} cannot hold the database (ENOENT on ${failedOn}): set DATA_DIR to a folder this user can write.`,
    );
  });

  it('on a PostgreSQL database that does not exist: the database\'s refusal, which the line names', async () => {
    const missing = new URL(DATABASE_URL);
    missing.pathname = '/backroom_no_such_database';
    const failed = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: missing.toString(), seed: false, logger: false }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(startupProblem(failed, { port: 0, host: '127.0.0.1', databaseUrl: missing.toString() })).toMatch(
      /^PostgreSQL at .*\/backroom_no_such_database has no such database: database "backroom_no_such_database" does not exist\. Check DATABASE_URL\.$/,
    );
  });

  it('npm start on a port in use prints that one line, no stack, and exits 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'backroom-startup-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, PORT: String(takenPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
      });
      let stderr = '';
      let stdout = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      // A first start says what it is doing while it opens, migrates and seeds.
      for (const step of ['opening the embedded database', 'applying database migrations', 'database migrations applied', 'loading the demo organisation']) {
        expect(stdout, step).toContain(step);
      }
      expect(stderr.trim()).toBe(
        `Port ${takenPort} on 127.0.0.1 is already in use (another Backroom, or another program). Stop it, or start on another port: PORT=8080 npm start`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000); // a first start in a child process: compile, migrate, seed (minutes on a machine running two suites)
});

describe('a first start on a slow machine', () => {
  it('waits for the database, its migrations and the seed however long they take (no plugin timeout)', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1', inMemory: true, seed: false, logger: false });
    try {
      expect(server.app.initialConfig.pluginTimeout).toBe(0);
    } finally {
      await server.close();
    }
  }, 120_000);
});
