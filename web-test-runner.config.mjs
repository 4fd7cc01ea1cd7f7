import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs';
import { countingReporter } from './scripts/wtr-counting-reporter.mjs';
import { fileTimesReporter } from './scripts/wtr-file-times.mjs';
import { bundleTestFiles } from './scripts/wtr-bundle-tests.mjs';
import { apiServer } from './scripts/wtr-api-server.mjs';
import { serveElementManifest } from './scripts/element-manifest.mjs';
import { defaultReporter, summaryReporter } from '@web/test-runner';

export default {
  files: ['tests/browser/**/*.test.{ts,tsx}'],
  nodeResolve: { exportConditions: ['browser', 'production'] },
  concurrency: 2,
  testsFinishTimeout: 180_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 60_000 } },
  // Each test file arrives as one esbuild bundle (CommonJS interop, `.css` imports as in the rollup build).
  plugins: [bundleTestFiles(), apiServer(), serveElementManifest()],
  browsers: [
    playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
  ],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter('.test-results/browser.json'), fileTimesReporter('.test-results/browser-files.json')],
};
