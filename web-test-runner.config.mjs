import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs';
import { countingReporter } from './scripts/wtr-counting-reporter.mjs';
import { defaultReporter, summaryReporter } from '@web/test-runner';

export default {
  files: ['tests/browser/**/*.test.{ts,tsx}'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  concurrency: 2,
  testsFinishTimeout: 180_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 20_000 } },
  plugins: [
    esbuildPlugin({ ts: true, tsx: true, jsx: true, target: 'es2022', tsconfig: './tsconfig.json',
      define: { 'process.env.NODE_ENV': '"development"' } }),
  ],
  browsers: [
    playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
  ],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter('.test-results/browser.json')],
};
