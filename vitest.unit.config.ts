import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/unit.json' },
    coverage: {
      provider: 'v8',
      include: ['src/core/**/*.ts'],
      reporter: ['text-summary', 'text'],
      reportsDirectory: 'coverage/unit',
      thresholds: { lines: 90 },
    },
  },
});
