// Server throughput: autocannon on loopback against a fresh in-memory server. A bare route (GET /api/health, no
// database) is the floor; every authenticated route here is compared with it (ratio = its served rate / the floor's;
// served means 2xx: a 503 under back-pressure is counted and shown, never as service). Back-pressure is on as in
// production (EVENT_LOOP_DELAY_MAX_MS, default 1000 ms).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { staffLogin, switchStaffGroup } from '../src/core/contract/api/auth.ts';
import { currentStaffGroups, currentStaffInfo, currentStaffMenus, currentStaffViews } from '../src/core/contract/api/staff.ts';
import { badgeCounts, dashboardSummary } from '../src/core/contract/api/dashboard.ts';
import { orderPage } from '../src/core/contract/api/orders.ts';
import { healthCheck } from '../src/core/contract/api/meta.ts';
import { DEMO_PASSWORD } from '../server/modules/org/seed-personas.ts';
import { startServer } from '../server/start.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

interface AutocannonResult {
  requests: { average: number };
  '2xx': number;
  duration: number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const DURATION_S = 5;
const CONNECTIONS = 10;

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const body = (await response.json()) as { status: number; msg: string; data: T };
  if (body.status !== 200) throw new Error(`${url}: ${body.status} ${body.msg}`);
  return body.data;
}

export async function benchServer(): Promise<Figure[]> {
  const maxEventLoopDelayMs = Number(process.env.EVENT_LOOP_DELAY_MAX_MS || 1000);
  const server = await startServer({ port: 0, host: '127.0.0.1', inMemory: true, seed: true, logger: false, maxEventLoopDelayMs });
  try {
    // 13800000001 (8 identities) switched to its deep operator identity.
    const post = { method: 'POST', headers: { 'content-type': 'application/json' } };
    const login = await json<{ token: string }>(`${server.url}${staffLogin.path}`, { ...post, body: JSON.stringify({ phone: '13800000001', password: DEMO_PASSWORD }) });
    const bound = await json<{ token: string }>(`${server.url}${switchStaffGroup.path}?groupId=1001`, { method: 'POST', headers: { authorization: `Bearer ${login.token}` } });
    const headers = { authorization: `Bearer ${bound.token}` };

    const run = async (path: string, auth: boolean) => {
      const result = await autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration: DURATION_S, headers: auth ? headers : undefined });
      if (result.errors > 0) throw new Error(`${path}: ${result.errors} connection errors`);
      // A 503 is back-pressure shedding load (server/plugins/back-pressure.ts); anything else non-2xx is a bench bug.
      const other = Object.entries(result.statusCodeStats).filter(([code]) => !code.startsWith('2') && code !== '503');
      if (other.length) throw new Error(`${path}: ${other.map(([code, { count }]) => `${code}×${count}`).join(' ')}`);
      return result;
    };
    const served = (result: AutocannonResult) => result['2xx'] / result.duration;
    const floor = await run(healthCheck.path, false);
    const figures: Figure[] = [
      { name: 'GET /api/health (floor) req/s', value: Math.round(served(floor)), unit: 'req/s' },
      { name: 'GET /api/health (floor) p99', value: floor.latency.p99, unit: 'ms' },
    ];
    const authenticated: ReadonlyArray<[string, string]> = [
      ['currentStaff/menus?category=1', `${currentStaffMenus.path}?category=1`],
      ['currentStaff/groups', currentStaffGroups.path],
      ['currentStaff/views', currentStaffViews.path],
      ['currentStaff/info', currentStaffInfo.path],
      ['badge/counts', badgeCounts.path],
      ['dashboard/summary', dashboardSummary.path],
      ['order/page', `${orderPage.path}?page=1&limit=20`],
    ];
    for (const [label, path] of authenticated) {
      const result = await run(path, true);
      figures.push(
        { name: `GET ${label} served (2xx) req/s`, value: Math.round(served(result)), unit: `req/s${result.non2xx ? ` (${result.non2xx} answered 503)` : ''}` },
        { name: `GET ${label} p99`, value: result.latency.p99, unit: 'ms' },
        { name: `GET ${label} served vs floor`, value: Number((served(result) / served(floor)).toFixed(3)), unit: 'ratio (issue 15: ≥ 0.2)' },
      );
    }
    return figures;
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`server bench: ${CONNECTIONS} connections, ${DURATION_S} s per route, 127.0.0.1, fresh in-memory database`);
  for (const figure of await benchServer()) console.log(`${figure.name.padEnd(56)} ${String(figure.value).padStart(12)} ${figure.unit}`);
}
