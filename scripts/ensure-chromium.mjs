// Makes sure Debian's Chromium is there before browser and end-to-end tests (issue "Foundation" §2).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, hasChromium } from './chromium.mjs';

if (hasChromium()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');
if (!isRoot || !isDebian || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium is missing at ${chromiumPath()}. Install the Debian package "chromium" ` +
      '(apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
  );
  process.exit(1);
}

console.log('Chromium is missing: installing the Debian package "chromium" (about 30 s)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
} catch {
  console.error('Installing the Debian package "chromium" failed; install it by hand: apt-get install -y chromium');
  process.exit(1);
}
if (!hasChromium()) {
  console.error(`The "chromium" package installed but ${chromiumPath()} is still missing.`);
  process.exit(1);
}
