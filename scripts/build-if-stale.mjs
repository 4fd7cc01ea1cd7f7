// Part of `npm start`: build the bundles when any source is newer than dist/ (the server then starts on its own).
import { spawnSync } from 'node:child_process';
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
const sources = Math.max(newest('src'), newest('elements'), statSync('rollup.config.mjs').mtimeMs, statSync('package.json').mtimeMs);
if (sources > built) {
  console.log('Building the element bundles (rollup)...');
  const { status } = spawnSync('npx', ['--no-install', 'rollup', '-c', '--silent'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
