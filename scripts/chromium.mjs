import { existsSync } from 'node:fs';

/** Debian's Chromium (DESIGN.md); CHROMIUM_PATH overrides. No test tool downloads a browser. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function hasChromium() {
  return existsSync(chromiumPath());
}

/** Flags proven on these machines: no sandbox as root, and no background traffic to a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
