import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/components/**/*.test.{ts,tsx}',
            'tests/contract/**/*.test.{ts,tsx}',
            // An element's (or part's) own test lives in its folder.
            'src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/jsdom.ts'],
          // The demo database is seeded once per run and copied for each test app (tests/support/seeded-database.ts).
          globalSetup: ['tests/setup/seed-templates.ts'],
          // Some component tests render a few hundred cards in jsdom (infinite paging): seconds on a busy
          // 2-core machine. Timeouts are no speed assertion here (ARCHITECTURE.md §8: speed is the bench's job).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One demo shop and one Chromium for the whole run (tests/e2e/global-setup.ts); each file resets the
          // shop first, so files run one after another.
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
