import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One request as the server saw it. */
export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  /** An object is sent as JSON; a string or Buffer as is. */
  body?: unknown;
  contentType?: string;
  delayMs?: number;
  /** Drop the connection without answering. */
  hangUp?: boolean;
}

export interface TestServer {
  baseURL: string;
  seen: Seen[];
  /** How the next requests are answered (default: the success envelope with data null). */
  answer(handler: (request: Seen) => Reply): void;
  close(): Promise<void>;
}

/** The answer when a test says none: the success envelope with data null. */
const SUCCESS: (request: Seen) => Reply = () => ({ body: { status: 200, msg: 'success', data: null } });

/** A real HTTP server on 127.0.0.1 with a free port, for the http client's tests. */
export async function startTestServer(): Promise<TestServer> {
  let handler: (request: Seen) => Reply = SUCCESS;
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString() };
      seen.push(request);
      const reply = handler(request);
      if (reply.hangUp) return void req.socket.destroy();
      const raw = typeof reply.body === 'string' || Buffer.isBuffer(reply.body) ? reply.body : JSON.stringify(reply.body ?? null);
      const contentType = reply.contentType ?? (raw === reply.body ? 'application/octet-stream' : 'application/json');
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': contentType });
        res.end(raw);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    seen,
    answer: (next) => void (handler = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One server for a test file: started before its tests, closed after them, and after each test forgetting what it saw
 * and answering the success envelope again.
 */
export function fileTestServer(): TestServer {
  let started: TestServer | null = null;
  const current = (): TestServer => {
    if (!started) throw new Error('the test server starts before the tests (beforeAll)');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer();
  });
  afterAll(() => current().close());
  afterEach(() => {
    current().seen.length = 0;
    current().answer(SUCCESS);
  });
  return {
    get baseURL() {
      return current().baseURL;
    },
    get seen() {
      return current().seen;
    },
    answer: (next) => current().answer(next),
    close: () => current().close(),
  };
}
