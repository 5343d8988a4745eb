import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv, CreateAppOptions } from './context.ts';
import { sessionMiddleware } from './middleware/session.ts';
import { csrfMiddleware } from './middleware/csrf.ts';
import { bodyLimitMiddleware, securityHeaders } from './middleware/limits.ts';
import { handleError } from './middleware/errors.ts';
import { loginRoutes } from './account/login-routes.ts';
import { catalogApiRoutes } from './catalog/routes.ts';
import { imageRoutes } from './catalog/image-routes.ts';
import { siteSearchRoutes } from './content/routes.ts';
import { pageRoutes, notFoundPage } from './pages/routes.ts';
import { apiRoutes, demoRoutes } from './api/index.ts';
import { commercePageRoutes } from './commerce/pages.ts';
import { DIST_DIR, serveFile } from './static.ts';

/** The demo CMS + reference back end (DESIGN §6), importable so tests run it in-process. */
export function createApp({ db, now = () => new Date() }: CreateAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(notFoundPage);

  app.use('*', compress());
  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('now', now);
    await next();
  });
  // Static files and images need no session (and must not create one per asset request).
  app.get('/vinothek/*', (c) => serveFile(c, DIST_DIR, '/vinothek/'));
  app.route('/images', imageRoutes);

  app.use('*', bodyLimitMiddleware());
  app.use('*', sessionMiddleware());
  app.use('*', csrfMiddleware());

  app.route('/api', catalogApiRoutes);
  app.route('/api', siteSearchRoutes);
  app.route('/api', apiRoutes);
  app.route('/__demo', demoRoutes);
  app.route('/account', loginRoutes);
  app.route('/', commercePageRoutes);
  app.route('/', pageRoutes);
  return app;
}
