// The MQTT broker of the tests (Mosquitto on 127.0.0.1:1883): whether it answers, and clean-up of the persistent
// sessions a test left there (a client id connected once more with a clean session, then gone); and a Mosquitto of a
// test's own (its own port, folder and config file) for the tests that configure, stop or freeze their broker.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import mqtt from 'mqtt';

export const BROKER = 'mqtt://127.0.0.1:1883';

export function brokerAnswers(port = 1883): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Ends the broker's sessions of these client ids (and what they queued). */
export async function forgetSessions(clientIds: readonly string[], url = BROKER): Promise<void> {
  for (const clientId of clientIds) {
    const client = await mqtt.connectAsync(url, { clientId, clean: true, protocolVersion: 5, reconnectPeriod: 0 }).catch(() => null);
    await client?.endAsync().catch(() => undefined);
  }
}

/** A test's own names: topics and client ids no other run (or file) shares. */
export const unique = (what: string) => `${what}-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** Whether Mosquitto can be started here (its tools are installed). */
export const mosquittoInstalled = spawnSync('mosquitto', ['-h']).error === undefined;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface OwnBroker {
  url: string;
  port: number;
  /** Its folder (config, persistence, the files `prepare` wrote). */
  dir: string;
  /** Stops it (SIGTERM: a persistent broker saves its sessions) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port and config; resolves once it answers. */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP: connections stay open, nothing is answered) and thaws it (SIGCONT). */
  freeze(): void;
  thaw(): void;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

/**
 * A Mosquitto of the test's own: `prepare` writes what it needs into the folder and returns its config lines (after
 * the listener line); the broker reads its files as the user mosquitto when started by root.
 */
export async function ownBroker(prepare: (dir: string) => string[]): Promise<OwnBroker> {
  const dir = mkdtempSync(join(tmpdir(), 'backroom-mqtt-'));
  const port = await freePort();
  const config = join(dir, 'mosquitto.conf');
  writeFileSync(config, [`listener ${port} 127.0.0.1`, ...prepare(dir), ''].join('\n'));
  chmodSync(dir, 0o777);
  for (const file of readdirSync(dir)) chmodSync(join(dir, file), 0o644);
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('mosquitto', ['-c', config], { stdio: 'ignore' });
    for (let i = 0; i < 250 && !(await brokerAnswers(port)); i += 1) await sleep(20);
    if (!(await brokerAnswers(port))) throw new Error(`the test's Mosquitto did not start on port ${port}`);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGTERM');
    await gone;
  };
  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    port,
    dir,
    stop,
    start,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
