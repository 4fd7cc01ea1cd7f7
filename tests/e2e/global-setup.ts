// Before any end-to-end test: Debian's Chromium is there and dist/ holds bundles built from the current sources.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
}
