import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/** The files that drive Firefox and WebKit (tests/e2e/firefox.test.ts, webkit.test.ts). */
const OTHER_ENGINES = ['tests/e2e/firefox.test.ts', 'tests/e2e/webkit.test.ts'];
/**
 * The host apps (issues 32, 33): each starts its own demo shop and browser, installs or builds an app, or runs PHP
 * and MariaDB. None needs the run's shared shop.
 *
 * Every project whose files go one after another lands in vitest's one sequential group, so the e2e projects run
 * one file at a time, after the unit project. Running them side by side instead (one vitest process each) was
 * measured and gained nothing on two cores (scripts/test.ts).
 */
const HOSTS = [
  'tests/e2e/consumer-apps.test.ts',
  'tests/e2e/next-app.test.ts',
  'tests/e2e/wordpress.test.ts',
  'tests/e2e/php-client.test.ts',
];

/** What every e2e stream shares: Node, room for a browser's steps, and its files one after another. */
const E2E_STREAM = { environment: 'node', testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false } as const;

export default defineConfig({
  plugins: [react()],
  test: {
    // expect.poll's 1 s default is a timed assertion in disguise: a machine busy with the other test streams needs
    // longer to reach a state (ARCHITECTURE.md §8: speed is the bench's job). A poll still ends as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
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
          setupFiles: ['tests/setup/jsdom.ts', 'tests/setup/react-roots.ts'],
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
          ...E2E_STREAM,
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OTHER_ENGINES, ...HOSTS],
          // One demo shop and one Chromium for the whole run (tests/e2e/global-setup.ts); each file resets the
          // shop first, so files run one after another.
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Firefox and WebKit (one file each: one launch per engine), with a shop of their own (ARCHITECTURE.md §7).
          name: 'e2e-engines',
          ...E2E_STREAM,
          include: OTHER_ENGINES,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // npm, a bundler, PHP or a browser of their own: up to ten minutes for a file's set-up.
          name: 'e2e-hosts',
          ...E2E_STREAM,
          include: HOSTS,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
