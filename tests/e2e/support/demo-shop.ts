import { serve } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectBrowser } from './browser.ts';
import { trackRequests } from './hydration.ts';
import { BACKOFFICE_PATH, RESET_PATH, type ShopOptions } from './shared-shop.ts';
import { createApp } from '../../../examples/app.ts';
import { openDatabase } from '../../../examples/database.ts';
import { SCREENSHOTS_WANTED } from './screenshots-wanted.ts';

/** The demo app's request handler, as a test may wrap it (extra test-only pages). */
export type AppFetch = (request: Request) => Response | Promise<Response>;

/**
 * The demo shop on a free loopback port, with its own in-memory database (needs `npm run build` first).
 * The login wait is off unless a journey asks for it (`loginWaitMs`), so a login leads straight on.
 */
export async function startDemoShop(
  options: {
    articles?: number;
    now?: () => Date;
    loginWaitMs?: number;
    cacheablePages?: boolean;
    wrapFetch?: (fetch: AppFetch) => AppFetch;
  } = {},
) {
  const db = openDatabase(':memory:', { articles: options.articles ?? 300 });
  const app = createApp({ db, now: options.now, loginWaitMs: options.loginWaitMs ?? 0, cacheablePages: options.cacheablePages ?? false });
  const fetch = options.wrapFetch ? options.wrapFetch((request) => app.fetch(request)) : app.fetch;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const PHONE = { width: 375, height: 812 };
/** A visit's cookies and storage (BrowserContext.storageState()), to go on with its session in a new context. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
export const DESKTOP = { width: 1440, height: 900 };

/** A fresh visitor (own cookies) collecting console errors, console warnings and failed requests. */
export async function newVisitor(
  browser: Browser,
  viewport = DESKTOP,
  /** The visitor's time zone (e.g. Europe/Zurich, while the demo shop runs in the machine's); the machine's by default. */
  timezoneId?: string,
  /** The cookies of an earlier visit (its session: logged in, a basket), so a test need not log in again. */
  storageState?: StorageState,
): Promise<{ context: BrowserContext; page: Page; errors: string[]; warnings: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'de-CH', ...(timezoneId && { timezoneId }), storageState });
  const page = await context.newPage();
  trackRequests(page);
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  // Console messages about failed loads do not name the URL; these do.
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, errors, warnings };
}

const SCREENSHOTS = join(process.cwd(), 'screenshots');

/** Saves a screenshot (the full page unless `fullPage: false`) under screenshots/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<string> {
  const path = join(SCREENSHOTS, `${name}.png`);
  if (!SCREENSHOTS_WANTED) return path;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path, fullPage });
  return path;
}

/** The run's demo shop as a test file sees it (tests/e2e/support/shared-shop.ts). */
export interface SharedShop {
  url: string;
  /** The back office goes down (or up) for every visitor, as in a real outage. */
  setBackofficeOnline(online: boolean): Promise<void>;
}

/** Gives the run's demo shop a fresh copy of the seeded database and the file's options; returns it. */
export async function resetSharedShop(options: ShopOptions = {}): Promise<SharedShop> {
  const url = inject('demoUrl');
  const response = await fetch(url + RESET_PATH, { method: 'POST', body: JSON.stringify(options) });
  if (!response.ok) throw new Error(`resetting the demo shop: ${response.status}`);
  return {
    url,
    setBackofficeOnline: async (online) => {
      await fetch(`${url}${BACKOFFICE_PATH}?online=${online}`, { method: 'POST' });
    },
  };
}

/**
 * The run's demo shop and Chromium for a test file (both started once, by tests/e2e/global-setup.ts): registers
 * beforeAll/afterAll and returns an object whose `browser` and `shop` are set once the file starts. The shop is
 * reset for the file (a fresh seed with these options), so no file sees another's baskets or orders.
 */
export function withDemoShop(options: ShopOptions = {}): { browser: Browser; shop: SharedShop } {
  const handle = {} as { browser: Browser; shop: SharedShop };
  beforeAll(async () => {
    [handle.shop, handle.browser] = await Promise.all([resetSharedShop(options), connectBrowser()]);
  });
  afterAll(async () => {
    // A connection: the browser itself stays for the next file.
    await handle.browser?.close();
  });
  return handle;
}

/**
 * Logs `email` (password demo1234) in through the demo's login form and waits for the page it returns to: the login
 * page left (a short article URL is redirected on to its canonical one), the logout form there (in the header from
 * 40rem, in the phone menu below) and the back office's wait over. `loginWait`: the shop was started with a wait
 * after login (withDemoShop({ loginWaitMs })); its overlay must show first. One helper for every Playwright test;
 * engines/log-in.ts is the engine-neutral one.
 */
export async function logIn(
  page: Page,
  origin: string,
  email = 'demo@vinothek.ch',
  returnUrl = '/',
  { loginWait = false, settled = true }: { loginWait?: boolean; settled?: boolean } = {},
): Promise<void> {
  await page.goto(`${origin}/account/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel(/E-Mail/).fill(email);
  await page.getByLabel(/Passwort/).fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));
  if (loginWait) await page.getByText('Ihre Daten werden geladen …').waitFor();
  await page.locator('form[action="/account/logout"]').first().waitFor({ state: 'attached' });
  // `settled: false` for a caller that keeps the login wait on screen (a frozen demo clock).
  if (settled) await page.waitForFunction(() => document.querySelector('shop-login-wait') === null, null, { timeout: 10_000 });
}
