// `npm run bench`: prints figures (never part of `npm test`). Each part exports a function returning its figures.
import { existsSync } from 'node:fs';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const parts: Array<[string, string, string]> = [
  ['menus', './menus.ts', 'benchMenus'],
  ['server', './server.ts', 'benchServer'],
  ['bundles', './bundles.ts', 'benchBundles'],
  ['dashboard', './dashboard.ts', 'benchDashboard'],
  ['exports', './exports.ts', 'benchExports'],
  ['devices', './devices.ts', 'benchDevices'],
  ['audit', './audit.ts', 'benchAudit'],
  // Not run by a bare `npm run bench` (minutes, a browser, a broker): name them, `npm run bench -- load first-visit login-flood telemetry device-page`.
  ['load', './load.ts', 'benchLoad'],
  ['first-visit', './first-visit.ts', 'benchFirstVisit'],
  ['login-flood', './login-flood.ts', 'benchLoginFlood'],
  ['telemetry', './telemetry.ts', 'benchTelemetry'],
  ['device-page', './device-page.ts', 'benchDevicePage'],
];

const only = process.argv.slice(2);
const ON_REQUEST = new Set(['load', 'first-visit', 'login-flood', 'telemetry', 'device-page']);
let failed = false;
for (const [name, file, fn] of parts) {
  if (only.length ? !only.includes(name) : ON_REQUEST.has(name)) continue;
  if (!existsSync(new URL(file, import.meta.url))) continue;
  console.log(`\n## ${name}`);
  try {
    const mod = (await import(file)) as Record<string, () => Promise<Figure[]>>;
    for (const figure of await mod[fn]()) {
      console.log(`${figure.name.padEnd(64)} ${String(figure.value).padStart(12)} ${figure.unit}`);
    }
  } catch (error) {
    failed = true;
    console.error(`${name} bench failed:`, error);
  }
}
process.exit(failed ? 1 : 0);
