import type { Page, Request, Route } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens `url` with `script` held back (loader.js: no script runs; runtime.js: the loader runs, the islands wait),
 * once the document with the server-rendered `tag` is parsed: what a shopper sees before the scripts arrive.
 * `release` lets them run and resolves once the element has begun to hydrate (the island renderer removes its
 * `prerendered` attribute).
 */
export async function openWithScriptsHeld(
  page: Page,
  url: string,
  tag: string,
  script: 'loader.js' | 'runtime.js' = 'loader.js',
): Promise<{ release: () => Promise<void> }> {
  // Every request for it: the loader asks for the runtime twice (a modulepreload, then the import).
  const held: Route[] = [];
  let released = false;
  await page.route(`**/vinothek/${script}`, (route) => (released ? route.continue() : held.push(route)));
  await page.goto(url, { waitUntil: 'commit' });
  // 'interactive': the parser has read the whole document; module scripts (the loader) run only after that.
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.locator(`${tag}[prerendered]`).first().waitFor({ state: 'attached' });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
      await page.locator(`${tag}[prerendered]`).waitFor({ state: 'detached' });
    },
  };
}

/** Collects the console's hydration complaints: our renderer's "did not match" warning and React's own. */
export function collectHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'warning' || message.type() === 'error') && /did not match|hydrat|#418|#423|#425/i.test(text))
      warnings.push(text);
  });
  return warnings;
}

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Counts the page's requests in flight from now on (newVisitor does it for every visitor's page): hydrated() and
 * requestsSettled() then wait for the requests themselves, not for some quiet time without any.
 */
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  // Each request belongs to the document load it was made in: the count of main-frame navigation requests so far.
  const loadOf = new WeakMap<Request, number>();
  let load = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) load++;
    loadOf.set(request, load);
    open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  // A new document abandons what the old one asked for, and a request cut off that way need not report its end
  // (each later hydrated() then waited its 30 s for it). The main frame object outlives its documents, so the
  // old document's requests are told apart by their load; a history.pushState is no new load and drops nothing.
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    for (const request of open) if ((loadOf.get(request) ?? 0) < load || request.isNavigationRequest()) open.delete(request);
  });
}

/** Resolves when one of the page's requests finishes or fails (or after a second, to look at the deadline again). */
function nextRequestDone(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      page.off('requestfinished', done);
      page.off('requestfailed', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 1000);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}

/**
 * Every request the page has made (since trackRequests) has its answer, and so have the requests those answers led
 * to (renders ask for images, a chunk for the next chunk): until none is open, for at most 30 s.
 */
export async function requestsSettled(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('requestsSettled()/hydrated(): call trackRequests(page) before the page loads (newVisitor does)');
  const deadline = Date.now() + 30_000;
  while (open.size > 0 && Date.now() < deadline) await nextRequestDone(page);
  if (open.size > 0) console.warn(`requestsSettled(): still open after 30 s: ${[...open].map((request) => request.url()).join(', ')}`);
}

/**
 * Every server-rendered element on the page has hydrated: none still carries `prerendered`, the requests it made
 * have their answers and the main thread is idle (React hydrates in transitions, task by task: an idle period
 * comes once it is done). Before that, a server-rendered control shows what the server knew (no basket, no
 * lists). `idleWithinMs` caps the wait for the idle period: a main thread kept busy frame after frame (a loaded
 * machine, an animation) may never be idle, and page.evaluate has no time limit of its own.
 */
export async function hydrated(page: Page, { idleWithinMs = 10_000 }: { idleWithinMs?: number } = {}): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[prerendered]').length === 0);
  await requestsSettled(page);
  await page.evaluate((timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })), idleWithinMs);
}
