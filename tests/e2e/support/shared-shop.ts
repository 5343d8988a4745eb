import { serve } from '@hono/node-server';
import type { DatabaseSync } from 'node:sqlite';
import { createApp } from '../../../examples/app.ts';
import { setBackofficeOnline } from '../../../examples/commerce/backoffice/rest-log.ts';
import { seededDatabase } from '../../support/seeded-database.ts';
import { withFramePage } from '../engines/frame-page.ts';

/** How a test file wants the demo shop (the options of withDemoShop); every file starts from a fresh seed. */
export interface ShopOptions {
  /** generated articles (default 300) */
  articles?: number;
  /** the wait after a login (default 0: a login leads straight on) */
  loginWaitMs?: number;
  /** the pages say they may be kept by a full-page cache (issue 23) */
  cacheablePages?: boolean;
}

/** Test-only paths of the shared shop: never part of the demo app (examples/), only of the e2e run's server. */
export const RESET_PATH = '/__e2e/reset';
export const BACKOFFICE_PATH = '/__e2e/backoffice';

/**
 * The demo shop of the whole e2e run (tests/e2e/global-setup.ts), on one loopback port. `POST /__e2e/reset`
 * gives it a fresh app on a fresh copy of the seeded database (tests/support/seeded-database.ts: milliseconds,
 * not a seed), with the options in the body: each test file starts from the same shop, as if it had its own.
 */
export async function startSharedShop(): Promise<{ url: string; close: () => Promise<void> }> {
  let db: DatabaseSync = seededDatabase();
  let app = createApp({ db, loginWaitMs: 0 });
  const control = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === RESET_PATH) {
      const options = (await request.json()) as ShopOptions;
      db.close();
      db = seededDatabase({ articles: options.articles ?? 300 });
      app = createApp({ db, loginWaitMs: options.loginWaitMs ?? 0, cacheablePages: options.cacheablePages ?? false });
      return new Response(null, { status: 204 });
    }
    if (request.method === 'POST' && url.pathname === BACKOFFICE_PATH) {
      // Shop-wide, as a real outage: the demo's own switch (/__demo/backoffice) acts for one session only.
      setBackofficeOnline(db, url.searchParams.get('online') === 'true');
      return new Response(null, { status: 204 });
    }
    return app.fetch(request);
  };
  const fetch = withFramePage(control);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections of the browsers would hold close() up.
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
