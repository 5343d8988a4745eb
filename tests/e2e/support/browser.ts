import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium-args.ts';

/** ARCHITECTURE.md §7: Playwright's own Chromium if installed, else CHROME_PATH or the system Chromium. */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    safeExecutablePath(),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

function safeExecutablePath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

function chromiumPath(): string {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      'No Chromium found for the browser tests. Install one (Debian: `apt-get install chromium`) or set CHROME_PATH to its executable.',
    );
  }
  return executablePath;
}

/** The run's one Chromium (tests/e2e/global-setup.ts): test files connect to it instead of launching their own. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/**
 * The run's Chromium (a connection: closing it leaves the browser running for the next file). A test that
 * needs a browser of its own (other flags, a crash on purpose) launches one with launchBrowser.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}
