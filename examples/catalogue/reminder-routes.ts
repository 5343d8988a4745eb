import { Hono } from 'hono';
import { artikelErinnerungAdd } from '../../src/core/api/routes/artikel-erinnerung.ts';
import type { AppEnv } from '../platform/context.ts';
import { ctxOf } from '../platform/http.ts';
import { rateLimited } from '../platform/rate-limit.ts';
import { serve } from '../platform/serve.ts';
import { REMINDERS_PER_IP, addErinnerung } from './reminder.ts';

/** The stock reminder: open to everybody. */
export const reminderRoutes = new Hono<AppEnv>();

serve(
  reminderRoutes,
  artikelErinnerungAdd,
  (c, request) => {
    const ctx = ctxOf(c);
    return c.json(addErinnerung(ctx.db, request, ctx.session.userId, ctx.now));
  },
  { before: [rateLimited(REMINDERS_PER_IP)] },
);
