// Part of `npm start`: build the bundles when any source is newer than dist/ (the server then starts on its own).
import { spawn } from 'node:child_process';
import { clearInterval, setInterval } from 'node:timers';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    latest = Math.max(latest, stat.isDirectory() ? newest(path) : stat.mtimeMs);
  }
  return latest;
};

const built = existsSync('dist/core.js') ? statSync('dist/core.js').mtimeMs : 0;
// The build's own plugins (scripts/rollup-*.mjs) shape the bundles too.
const plugins = readdirSync('scripts').filter((name) => name.startsWith('rollup-')).map((name) => statSync(join('scripts', name)).mtimeMs);
const sources = Math.max(newest('src'), newest('elements'), statSync('rollup.config.mjs').mtimeMs, statSync('package.json').mtimeMs, ...plugins);
if (sources > built) {
  const started = Date.now();
  console.log(
    built === 0
      ? 'First start: building the back office\'s bundles into dist/ (about a minute on two cores; later starts rebuild only after a change)...'
      : 'Sources changed since the last build: rebuilding the bundles into dist/...',
  );
  // A line every 15 s, so a slow machine never looks stuck.
  const ticker = setInterval(() => console.log(`  still building (${Math.round((Date.now() - started) / 1000)} s)...`), 15_000);
  const status = await new Promise((resolve) => {
    spawn('npx', ['--no-install', 'rollup', '-c', '--silent'], { stdio: 'inherit' }).on('close', resolve);
  });
  clearInterval(ticker);
  if (status !== 0) process.exit(status ?? 1);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s; starting the server...`);
}
