import { existsSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { findChromium } from '../support/browser.ts';
import { resetSharedShop, type SharedShop } from '../support/demo-shop.ts';
import { ChromiumDriver } from './chromium-driver.ts';
import { Browser, type EngineDriver, type EngineName } from './driver.ts';
import { FirefoxDriver } from './firefox-driver.ts';
import { WebKitDriver } from './webkit-driver.ts';

/** The one line that installs all three engines on Debian (README "Development", .ci/run). */
export const INSTALL_ENGINES = 'apt-get install chromium firefox-esr webkit2gtk-driver xvfb';

/** Where each engine is looked for (first existing path wins); tests pass others to see the failure. */
export interface EnginePaths {
  chromium: (string | undefined)[];
  firefox: (string | undefined)[];
  webkitDriver: (string | undefined)[];
  miniBrowser: (string | undefined)[];
  xvfb: (string | undefined)[];
}

export const ENGINE_PATHS: EnginePaths = {
  chromium: [findChromium()],
  firefox: [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'],
  webkitDriver: [process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver'],
  miniBrowser: [
    process.env.MINIBROWSER_PATH,
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
  ],
  xvfb: ['/usr/bin/Xvfb'],
};

function first(paths: (string | undefined)[]): string | undefined {
  return paths.find((path): path is string => Boolean(path && existsSync(path)));
}

function missing(engine: EngineName, what: string): Error {
  return new Error(
    `${engine}: ${what} is not installed, so the browser tests cannot run in ${engine}. Install the three engines (Debian): \`${INSTALL_ENGINES}\`.`,
  );
}

/** Starts one engine; a machine without it gets an error that says how to install it. */
export async function launchEngine(engine: EngineName, baseUrl: string, paths: EnginePaths = ENGINE_PATHS): Promise<EngineDriver> {
  if (engine === 'chromium') {
    if (!first(paths.chromium)) throw missing(engine, 'Chromium (or CHROME_PATH)');
    return ChromiumDriver.launch(baseUrl);
  }
  if (engine === 'firefox') {
    const executablePath = first(paths.firefox);
    if (!executablePath) throw missing(engine, 'Firefox ESR (/usr/bin/firefox-esr, or FIREFOX_PATH)');
    return FirefoxDriver.launch(baseUrl, executablePath);
  }
  const driver = first(paths.webkitDriver);
  if (!driver) throw missing(engine, 'WebKitWebDriver (package webkit2gtk-driver)');
  const miniBrowser = first(paths.miniBrowser);
  if (!miniBrowser) throw missing(engine, "WebKitGTK's MiniBrowser (package webkit2gtk-driver, or MINIBROWSER_PATH)");
  const xvfb = first(paths.xvfb);
  if (!xvfb) throw missing(engine, 'Xvfb (package xvfb)');
  return WebKitDriver.launch(baseUrl, { driver, miniBrowser, xvfb });
}

export type DemoShop = SharedShop;

/**
 * The run's demo shop (reset for the file) and one browser per engine: Chromium is the run's one (connected),
 * Firefox and WebKit are started on first use and closed after the file. A missing engine fails the tests that need it, with the install line (never a silent skip).
 */
export function withEngines(): { shop: () => DemoShop; browser: (engine: EngineName) => Promise<Browser> } {
  let shop: DemoShop | undefined;
  const started = new Map<EngineName, Promise<Browser>>();
  beforeAll(async () => {
    shop = await resetSharedShop();
  });
  afterAll(async () => {
    for (const browser of started.values())
      await browser.then(
        (b) => b.driver.close(),
        () => undefined,
      );
  });
  return {
    shop: () => {
      if (!shop) throw new Error('demo shop not started');
      return shop;
    },
    browser: (engine) => {
      let browser = started.get(engine);
      if (!browser) {
        const url = shop?.url ?? '';
        browser = launchEngine(engine, url).then((driver) => new Browser(driver));
        started.set(engine, browser);
      }
      return browser;
    },
  };
}
