import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './support/browser.ts';
import { startSharedShop } from './support/shared-shop.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the shared demo shop's origin (tests/e2e/support/shared-shop.ts) */
    demoUrl: string;
    /** where test files connect to the run's one Chromium (playwright-core's browser server) */
    chromiumEndpoint: string;
  }
}

/**
 * The e2e project's globalSetup: ONE demo shop and ONE Chromium for the whole run, started before the first file
 * and stopped after the last. Each file connects to both (support/demo-shop.ts withDemoShop) and resets the shop
 * first, so files stay independent of each other's baskets and orders. Firefox and WebKit start on first use
 * (engines/engines.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [shop, chromium] = await Promise.all([startSharedShop(), launchBrowserServer()]);
  project.provide('demoUrl', shop.url);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await shop.close();
  };
}
