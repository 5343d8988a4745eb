import { Hono } from 'hono';
import { accountRegister, accountUserDataState } from '../../src/core/api/routes/account.ts';
import type { AppEnv } from '../platform/context.ts';
import { ctxOf, userIdOf } from '../platform/http.ts';
import { runSessionMoveHooks } from '../platform/login-hooks.ts';
import { rateLimited } from '../platform/rate-limit.ts';
import { keepSession, rotateSession } from '../platform/session.ts';
import { serve } from '../platform/serve.ts';
import { adresspoolRoutes } from './adresspool-routes.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { REGISTRATIONS_PER_IP } from './rate-limit.ts';
import { register, userDataState } from './registration.ts';

/** The account's API (registration, login wait, address book, invoices), mounted by createApp under /api. */
export const accountApi = new Hono<AppEnv>();

/**
 * Registration (issue 34): a valid one gets the visitor a new session id (session fixation: an id someone
 * planted before is worth nothing after), whether or not the address had an account, so the cookie tells
 * nothing either; the anonymous basket follows. Nobody is logged in: the account opens at the e-mail's link.
 */
serve(
  accountApi,
  accountRegister,
  (c, request) => {
    const ctx = ctxOf(c);
    const response = register(ctx.db, request, ctx.now);
    if (response.success) {
      const previous = ctx.session;
      const session = rotateSession(c, previous.userId);
      if (previous.userId == null) {
        if (previous.stored) keepSession(ctx.db, session, ctx.now);
        runSessionMoveHooks(c, { previousSessionId: previous.id, sessionId: session.id });
      }
    }
    return c.json(response);
  },
  { before: [rateLimited(REGISTRATIONS_PER_IP)] },
);

serve(accountApi, accountUserDataState, (c) => {
  const ctx = ctxOf(c);
  return c.json(userDataState(ctx.db, userIdOf(ctx), ctx.now, c.get('loginWaitMs')));
});

accountApi.route('/', adresspoolRoutes);
accountApi.route('/', invoiceRoutes);
