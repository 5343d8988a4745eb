import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../platform/context.ts';
import { ctxOf } from '../platform/http.ts';
import { serverMessage } from '../platform/server-message.ts';
import { keepSession } from '../platform/session.ts';
import { validateBody } from '../platform/validate.ts';
import { isBackofficeOnline, setBackofficeOnline } from './backoffice/rest-log.ts';

/** Demo mode is on unless the server is started with SHOP_DEMO=0 (then the switches answer 404). */
export const isDemoMode = (): boolean => process.env.SHOP_DEMO !== '0';

/** Fault switches for demos and tests (ARCHITECTURE.md §6), mounted at /__demo; each affects only the session that sets it. */
export const demoRoutes = new Hono<AppEnv>();

demoRoutes.use('*', async (c, next) => (isDemoMode() ? next() : c.json({ message: serverMessage('notFound') }, 404)));

demoRoutes.get('/backoffice', (c) => c.json({ online: isBackofficeOnline(c.get('db'), c.get('session').id) }));

demoRoutes.post('/backoffice', async (c) => {
  const { online } = await validateBody(c, v.object({ online: v.boolean() }));
  const ctx = ctxOf(c);
  keepSession(ctx.db, ctx.session, ctx.now);
  setBackofficeOnline(ctx.db, online, ctx.session.id);
  return c.json({ online });
});
