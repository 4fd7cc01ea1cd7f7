// web-test-runner plugin: the real reference server (fresh in-memory database, seeded demo organisation) behind the
// test server's own origin, so browser tests call `/api/*` exactly as a page served by `npm start` does.
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { URL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const API_PREFIX = '/api/';

/** Pipes one request to `target` and its answer back, status and headers unchanged. */
function proxy(target, req, res) {
  const url = new URL(req.url, target);
  const upstream = httpRequest(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`reference server unreachable: ${error.message}`);
  });
  req.pipe(upstream);
}

export function apiServer({
  serverModule = new URL('../server/start.ts', import.meta.url).href,
  configModule = new URL('../server/config.ts', import.meta.url).href,
} = {}) {
  let running = null;
  // The seeded exports' files (made with the template), in a folder of this server's own.
  let exportsDir = null;
  return {
    name: 'backroom-api-server',
    async serverStart({ server }) {
      // Tests hash at scrypt N = 2^14, not production's 2^17: the suite logs in hundreds of times.
      process.env.SCRYPT_LOG2_N ??= '14';
      // And no back-pressure: a loaded test machine is not a saturated server (no 503 in the browser suite).
      process.env.EVENT_LOOP_DELAY_MAX_MS ??= '0';
      const { startServer } = await tsImport(serverModule, import.meta.url);
      // One server serves the whole suite, which logs the same personas in far more often than people do: the
      // login limits are the server tests' business (tests/server/rate-limits.test.ts), not this suite's.
      const { DEFAULT_RATE_LIMITS } = await tsImport(configModule, import.meta.url);
      const relaxed = { max: 100_000, windowMs: 60_000 };
      const rateLimits = { ...DEFAULT_RATE_LIMITS, loginPerPhone: relaxed, loginPerIp: relaxed };
      // No export worker: a queued or retried export stays 导出中, so the lists' in-progress actions can be tested
      // (the seed's exports ran when the template was made; tests/e2e run exports for real).
      // The simulated fleet keeps XS-VM-0401 silent, so the device panel's tests see a command time out (issue 10),
      // and XS-CL-0501 answers every command with an error (失败 in a bulk command's results).
      const { DEFAULT_SIMULATOR, defaultDeviceOptions } = await tsImport(new URL('../server/modules/devices/gateway.ts', import.meta.url).href, import.meta.url);
      const devices = defaultDeviceOptions({ simulator: { ...DEFAULT_SIMULATOR, reportMs: 0, silentCodes: ['XS-VM-0401'], failingCodes: ['XS-CL-0501'] } });
      // The database starts from the seeded template the server tests share (tests/support/db-templates.ts).
      const { pgliteTemplate, seededExports } = await tsImport(new URL('../tests/support/db-templates.ts', import.meta.url).href, import.meta.url);
      const { openPglite } = await tsImport(new URL('../server/db/pglite.ts', import.meta.url).href, import.meta.url);
      const template = await pgliteTemplate('seeded');
      const database = await openPglite(null, template.dump);
      exportsDir = seededExports(template);
      running = await startServer({ port: 0, host: '127.0.0.1', inMemory: true, seed: true, database, exportsDir, rateLimits, devices, exportConcurrency: 0 });
      // The dev server's Koa middleware is composed before plugins start, so the proxy sits in front of it on the
      // Node server itself: `/api/*` goes to the reference server, everything else to the dev server as before.
      if (!server) throw new Error('backroom-api-server needs the dev server\'s own http server');
      const devServer = server.listeners('request');
      server.removeAllListeners('request');
      server.on('request', (req, res) => {
        if (req.url?.startsWith(API_PREFIX)) proxy(running.url, req, res);
        else for (const listener of devServer) listener.call(server, req, res);
      });
    },
    async serverStop() {
      await running?.close();
      running = null;
      if (exportsDir) rmSync(exportsDir, { recursive: true, force: true });
    },
  };
}
