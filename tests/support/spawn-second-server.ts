// Starts tests/support/second-server.ts as a process of its own over the database of `config` (PostgreSQL), for the
// tests that need a second server process; resolves once it listens. `env`: settings of that process only.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../../server/config.ts';

export interface SecondServer {
  url: string;
  stop(): Promise<void>;
}

export async function spawnSecondServer(config: ServerConfig, env: Record<string, string> = {}): Promise<SecondServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/second-server.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: config.databaseSchema ?? '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const found = /LISTENING (\S+)/.exec(output);
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`the second server exited with ${code}: ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
