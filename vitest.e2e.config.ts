import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    // Password hashes at scrypt N = 2^14 instead of OWASP's 2^17 (production's default): the seed hashes eleven
    // personas per test database and every test logs in. Stored hashes carry their cost, so the code path is the same.
    // Back-pressure off (EVENT_LOOP_DELAY_MAX_MS=0): a loaded test machine is not a saturated server.
    env: { SCRYPT_LOG2_N: '14', EVENT_LOOP_DELAY_MAX_MS: '0' },
    // Modules transformed once for the whole run (node_modules/.experimental-vitest-cache, keyed by each file's content):
    // the server's modules are the same in every job of the server and end-to-end steps.
    experimental: { fsModuleCache: true },
    pool: 'forks',
    fileParallelism: false,
    // The files of a job run one after another in one module graph: the server's modules and playwright are imported
    // once, not once per file. Each file still starts its own server, database and browser.
    isolate: false,
    // What a poll waits for by default (vitest's own is one second): the state a test waits for comes when a loaded
    // machine gets to it, and a test fails only once it has not come for this long.
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/e2e.json' },
  },
});
