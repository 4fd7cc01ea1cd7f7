import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    // Password hashes at scrypt N = 2^14 instead of OWASP's 2^17 (production's default): the seed hashes eleven
    // personas per test database and every test logs in. Stored hashes carry their cost, so the code path is the same.
    // Back-pressure off (EVENT_LOOP_DELAY_MAX_MS=0): a loaded test machine is not a saturated server.
    env: { SCRYPT_LOG2_N: '14', EVENT_LOOP_DELAY_MAX_MS: '0' },
    // Modules transformed once for the whole run (node_modules/.experimental-vitest-cache, keyed by each file's content):
    // the server's modules are the same in every job of the server and end-to-end steps.
    experimental: { fsModuleCache: true },
    pool: 'forks',
    // A worker runs its files one after another in one module graph: the server's modules are imported (and their
    // schemas compiled) once per worker, not once per file. Each file still starts its own apps on its own database.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: `.test-results/server-${process.env.TEST_DB ?? 'pglite'}.json` },
  },
});
