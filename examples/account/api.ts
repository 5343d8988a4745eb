import { Hono } from 'hono';
import { RegisterRequestSchema } from '../../src/core/api/schemas/account.ts';
import type { AppEnv } from '../context.ts';
import { requireLogin } from '../middleware/require-login.ts';
import { rotateSession } from '../middleware/session.ts';
import { validateBody } from '../middleware/validate.ts';
import { runLoginHooks } from '../account/login-hooks.ts';
import { invoicePage, orderPage } from '../backoffice/orders.ts';
import { register, userDataState } from '../commerce/account.ts';
import { ctxOf, userIdOf } from '../commerce/http.ts';
import { pageParam } from '../commerce/params.ts';

export const accountRoutes = new Hono<AppEnv>();

/** Registration logs the new customer in (new session, login hooks: basket moves over). */
accountRoutes.post('/register', async (c) => {
  const request = await validateBody(c, RegisterRequestSchema);
  const ctx = ctxOf(c);
  const { response, user } = register(ctx.db, request, ctx.now);
  if (user) {
    const previousSessionId = ctx.session.id;
    const session = rotateSession(c, user.id);
    await runLoginHooks(c, { userId: user.id, previousSessionId, sessionId: session.id, addToMerkliste: null });
  }
  return c.json(response);
});

accountRoutes.get('/UserDataState', requireLogin(), (c) => {
  const ctx = ctxOf(c);
  return c.json(userDataState(ctx.db, userIdOf(ctx), ctx.now));
});

accountRoutes.get('/bestellungen', requireLogin(), (c) => {
  const ctx = ctxOf(c);
  return c.json(orderPage(ctx.db, userIdOf(ctx), pageParam(c)));
});

accountRoutes.get('/rechnungen', requireLogin(), (c) => {
  const ctx = ctxOf(c);
  return c.json(invoicePage(ctx.db, userIdOf(ctx), pageParam(c)));
});
