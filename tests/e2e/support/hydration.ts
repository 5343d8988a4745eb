import type { Page, Route } from 'playwright-core';
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

/**
 * Every server-rendered element on the page has hydrated: none still carries `prerendered`, and the network and
 * the main thread are idle (React hydrates in transitions, task by task: an idle period comes once it is done).
 * Before that, a server-rendered control shows what the server knew (no basket, no lists). `idleWithinMs` caps the
 * wait for the idle period.
 */
export async function hydrated(page: Page, { idleWithinMs }: { idleWithinMs?: number } = {}): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[prerendered]').length === 0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    (timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), timeout === undefined ? {} : { timeout })),
    idleWithinMs,
  );
}
