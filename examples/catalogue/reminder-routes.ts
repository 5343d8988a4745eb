import { Hono } from 'hono';
import { ArtikelErinnerungRequestSchema } from '../../src/core/api/schemas/artikel-erinnerung.ts';
import type { AppEnv } from '../platform/context.ts';
import { validateBody } from '../platform/validate.ts';
import { ctxOf } from '../platform/http.ts';
import { rateLimited } from '../platform/rate-limit.ts';
import { REMINDERS_PER_IP, addErinnerung } from './reminder.ts';

/** The stock reminder: open to everybody. */
export const reminderRoutes = new Hono<AppEnv>();

reminderRoutes.post('/artikel-erinnerung/add', rateLimited(REMINDERS_PER_IP), async (c) => {
  const request = await validateBody(c, ArtikelErinnerungRequestSchema);
  const ctx = ctxOf(c);
  return c.json(addErinnerung(ctx.db, request, ctx.session.userId, ctx.now));
});
