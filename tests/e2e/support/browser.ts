import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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

/** Flags without which headless Chromium stalls on a closed network (ARCHITECTURE.md §7). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      'No Chromium found for the browser tests. Install one (Debian: `apt-get install chromium`) or set CHROME_PATH to its executable.',
    );
  }
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
