// A Mosquitto of one's own (the tests that configure, stop or freeze their broker, and the telemetry bench): its own
// port, folder and config file, started as `mosquitto -c FILE` and stopped after; the fleet settings the README gives
// for production (mosquitto-fleet.conf); and the broker's own count of the messages it dropped ($SYS).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import mqtt from 'mqtt';

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

/**
 * The settings of mosquitto-fleet.conf (the README's), without comments; `persistence_location` left to the caller
 * (a broker of one's own keeps it in its folder).
 */
export function fleetBrokerSettings(): string[] {
  return readFileSync(new URL('./mosquitto-fleet.conf', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('persistence_location'));
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
 * A Mosquitto of one's own: `prepare` writes what it needs into the folder and returns its config lines (after the
 * listener line); the broker reads its files as the user mosquitto when started by root.
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
    if (!(await brokerAnswers(port))) throw new Error(`the Mosquitto of ${dir} did not start on port ${port}`);
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

export interface DroppedWatch {
  /** The broker's count as of its last $SYS update, null while it has not said. */
  latest(): number | null;
  stop(): Promise<void>;
}

/**
 * Follows the messages the broker has dropped since it started, all clients together
 * ($SYS/broker/publish/messages/dropped): Mosquitto publishes it every `sys_interval` (10 s by default) when it has
 * changed, retained for 60 s only, so it is followed from a broker's start (a broker of one's own) or, on another
 * broker, known from its first change on.
 */
export async function watchBrokerDropped(url: string): Promise<DroppedWatch> {
  let latest: number | null = null;
  const client = await mqtt.connectAsync(url, { clientId: `backroom-sys-${process.pid}-${Math.random().toString(36).slice(2, 8)}`, clean: true, protocolVersion: 5 });
  client.on('message', (_topic, payload) => {
    const value = Number(payload.toString('utf8'));
    if (Number.isFinite(value)) latest = value;
  });
  await client.subscribeAsync('$SYS/broker/publish/messages/dropped', { qos: 0 });
  return { latest: () => latest, stop: () => client.endAsync(true).then(() => undefined, () => undefined) };
}
