import { Hono } from 'hono';
import { accountRegister, accountUserDataState } from '../../src/core/api/routes/account.ts';
import type { AppEnv } from '../platform/context.ts';
import { ctxOf, userIdOf } from '../platform/http.ts';
import { runLoginHooks } from '../platform/login-hooks.ts';
import { rateLimited } from '../platform/rate-limit.ts';
import { rotateSession } from '../platform/session.ts';
import { serve } from '../platform/serve.ts';
import { adresspoolRoutes } from './adresspool-routes.ts';
import { REGISTRATIONS_PER_IP } from './rate-limit.ts';
import { register, userDataState } from './registration.ts';

/** The account's API (registration, login wait, address book), mounted by createApp under /api. */
export const accountApi = new Hono<AppEnv>();

/** Registration logs the new customer in (new session, login hooks: basket moves over). */
serve(
  accountApi,
  accountRegister,
  async (c, request) => {
    const ctx = ctxOf(c);
    const { response, user } = register(ctx.db, request, ctx.now);
    if (user) {
      const previousSessionId = ctx.session.id;
      const session = rotateSession(c, user.id);
      await runLoginHooks(c, { userId: user.id, previousSessionId, sessionId: session.id, addToMerkliste: null });
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
