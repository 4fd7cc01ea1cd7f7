import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { defaultConfig, type ServerConfig } from './config.ts';

export interface StartOptions extends Partial<ServerConfig> {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  inMemory?: boolean;
  seed?: boolean;
  logger?: boolean;
}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Builds the app (opening, migrating and seeding its database) and listens. `close()` stops both. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<ServerConfig>;
  const config = defaultConfig(defined);
  const app = await buildApp(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost(config.host)}:${port}`,
    app,
    close: () => (closing ??= app.close()),
  };
}
