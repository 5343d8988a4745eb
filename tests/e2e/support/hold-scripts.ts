import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens `url` with loader.js held back, once the document with the server-rendered `tag` is parsed: what a shopper
 * sees before any script runs. `release` lets the scripts run and resolves once the element has hydrated
 * (the island renderer removes its `prerendered` attribute).
 */
export async function openWithScriptsHeld(page: Page, url: string, tag: string): Promise<{ release: () => Promise<void> }> {
  let held: Route | undefined;
  await page.route('**/vinothek/loader.js', (route) => {
    held = route;
  });
  await page.goto(url, { waitUntil: 'commit' });
  // 'interactive': the parser has read the whole document; module scripts (the held loader) run only after that.
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.locator(`${tag}[prerendered]`).first().waitFor({ state: 'attached' });
  await expect.poll(() => held !== undefined).toBe(true);
  return {
    release: async () => {
      await held!.continue();
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
