import { Hono } from 'hono';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compress } from 'hono/compress';
import type { AppEnv, CreateAppOptions, PageShell } from './platform/context.ts';
import { sessionMiddleware } from './platform/session.ts';
import { csrfMiddleware } from './platform/csrf.ts';
import { cacheablePages as cacheablePageMiddleware } from './platform/cacheable-page.ts';
import { bodyLimitMiddleware, localOnly, privateAnswers, securityHeaders } from './platform/limits.ts';
import { handleError } from './platform/errors.ts';
import { writeTransaction } from './platform/write-transaction.ts';
import type { LoginHook, SessionMoveHook } from './platform/login-hooks.ts';
import { shellRoutes, notFoundPage } from './platform/shell-routes.ts';
import { SHOP_URLS } from './platform/urls.ts';
import { pageLanguage, pageTexts } from './platform/page-language.ts';
import { DIST_DIR, serveFile } from './platform/static.ts';
import { accountApi, accountPages, loginWaitHook, shellCustomer, USER_DATA_PENDING_MS } from './account/index.ts';
import { catalogueApi, imageRoutes, loadArtikel, merklisteLoginHook, shopNavigation, shopPages } from './catalogue/index.ts';
import { basketFor, basketLoginHook, basketSessionMoveHook, commerceApi, commercePages, demoRoutes, isDemoMode } from './commerce/index.ts';
import { outboxRoutes } from './platform/outbox.ts';
import { cspReportRoutes } from './platform/csp-report.ts';
import { CSP_REPORT_PATH } from './platform/csp.ts';
import { contentApi, contentPages } from './content/index.ts';
import { mapRoutes } from './platform/map-routes.ts';
import { localizedData } from './platform/backoffice-texts/index.ts';
import { serverLanguageScope } from './platform/server-message.ts';
import { apiDocs } from './platform/api-docs.ts';
import { sessionApi } from './platform/session-routes.ts';
import * as routes from '../src/core/api/routes.ts';

/** The searches: POSTs that only read, so they need no CSRF token (README "Full-page caching"). */
const SAFE_READS = Object.values(routes).flatMap((route) => ('safe' in route && route.safe ? [`/api/${route.path}`] : []));

// from a path string, not a URL object: under jsdom the global URL is jsdom's (platform/static.ts)
const DEFAULT_IMAGE_CACHE_DIR = join(fileURLToPath(import.meta.url), '../data/images');

/** What happens right after a login or registration, in this order (ARCHITECTURE.md §6 login). */
const LOGIN_HOOKS: readonly LoginHook[] = [basketLoginHook, loginWaitHook, merklisteLoginHook];
/** What follows an anonymous session to its new id when a registration rotates it. */
const SESSION_MOVE_HOOKS: readonly SessionMoveHook[] = [basketSessionMoveHook];

const PAGE_SHELL: PageShell = {
  basketPreview: basketFor,
  customer: shellCustomer,
  navigation: (c) => shopNavigation(c.get('db'), pageLanguage(c), pageTexts(c)),
};

/** The demo CMS + reference back end (ARCHITECTURE.md §6), importable so tests run it in-process. */
export function createApp({
  db,
  now = () => new Date(),
  trustProxy = false,
  loginWaitMs = USER_DATA_PENDING_MS,
  cacheablePages = false,
  imageCacheDir = DEFAULT_IMAGE_CACHE_DIR,
}: CreateAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(notFoundPage);

  app.use('*', compress());
  app.use('*', securityHeaders());
  // Every route, before anything reads a body (the CSP report has its own, smaller limit).
  app.use('*', bodyLimitMiddleware());
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('now', now);
    c.set('loginHooks', LOGIN_HOOKS);
    c.set('sessionMoveHooks', SESSION_MOVE_HOOKS);
    c.set('pageShell', PAGE_SHELL);
    c.set('artikelToday', loadArtikel);
    c.set('trustProxy', trustProxy);
    c.set('loginWaitMs', loginWaitMs);
    c.set('cacheablePages', cacheablePages);
    c.set('imageCacheDir', imageCacheDir);
    await next();
  });
  // The back end's own texts (validation, successText, warnings, field and facet names) by message id in the reader's
  // language (issues 26, 31): accept-language for /api/*, the page language for pages. The back office's data
  // (delivery types, countries, priced lines' labels) is put into the API caller's language on the way out.
  app.use('*', serverLanguageScope());
  app.use('/api/*', localizedData());
  // Static files and images need no session (and must not create one per asset request).
  app.get('/vinothek/*', (c) => serveFile(c, DIST_DIR, '/vinothek/'));
  app.route('/images', imageRoutes);
  app.route('/map', mapRoutes);
  app.route('/api', apiDocs);
  app.route(CSP_REPORT_PATH, cspReportRoutes);

  app.use('*', privateAnswers());
  app.use('*', sessionMiddleware());
  // the login form answers a missing token with the login page and a message
  app.use('*', csrfMiddleware({ selfChecked: [SHOP_URLS.login], safeReads: SAFE_READS }));
  // Each changing request is one write transaction: all or nothing, and 503 while another process holds the lock.
  app.use('*', writeTransaction(SAFE_READS));
  // SHOP_CACHEABLE=1: catalogue and content pages are rendered for nobody, so a shared cache may keep them.
  app.use('*', cacheablePageMiddleware());

  for (const api of [sessionApi, catalogueApi, contentApi, commerceApi, accountApi]) app.route('/api', api);
  app.use('/__demo/*', localOnly());
  app.use('/__outbox', localOnly());
  app.route('/__demo', demoRoutes);
  app.use('/__outbox', async (c, next) => (isDemoMode() ? next() : notFoundPage(c)));
  app.route('/__outbox', outboxRoutes);
  // contentPages last: its /:slug pages pass on what they do not know
  for (const pages of [shellRoutes, accountPages, commercePages, shopPages, contentPages]) app.route('/', pages);
  return app;
}
