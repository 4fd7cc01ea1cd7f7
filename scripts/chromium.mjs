import { existsSync } from 'node:fs';

/** Debian's Chromium (DESIGN.md); CHROMIUM_PATH overrides. No test tool downloads a browser. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function hasChromium() {
  return existsSync(chromiumPath());
}

/**
 * Features Playwright turns off itself (playwright-core 1.65.1's chromiumSwitches). Chromium keeps only the last
 * `--disable-features` it is given, so ours repeats them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * The browser's own address-bar popup, a web page of its own that Chromium 156 builds (and preloads) for every new
 * tab even headless, where there is no address bar. Measured on these machines, eight tabs opening our login page:
 * 11.0–13.0 s of processor time with it, 5.0–6.0 s without; every browser test and bench shares the two cores with it.
 */
const ADDRESS_BAR_POPUP_FEATURES = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * Flags proven on these machines: no sandbox as root, no background traffic to a closed network, and no address-bar
 * popup pages in a browser that shows no address bar.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUP_FEATURES].join(',')}`,
];
