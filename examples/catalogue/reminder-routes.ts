import { Hono } from 'hono';
import { ArtikelErinnerungRequestSchema } from '../../src/core/api/schemas/artikelErinnerung.ts';
import { ContactFormRequestSchema } from '../../src/core/api/schemas/contactForm.ts';
import type { AppEnv } from '../context.ts';
import { validateBody } from '../middleware/validate.ts';
import { processContactForm } from '../commerce/contact.ts';
import { ctxOf } from '../commerce/http.ts';
import { addErinnerung } from '../commerce/reminder.ts';

/** The stock reminder and the contact form: open to everybody. */
export const formRoutes = new Hono<AppEnv>();

formRoutes.post('/artikel-erinnerung/add', async (c) => {
  const request = await validateBody(c, ArtikelErinnerungRequestSchema);
  const ctx = ctxOf(c);
  return c.json(addErinnerung(ctx.db, request, ctx.session.userId, ctx.now));
});

formRoutes.post('/contact-form/process', async (c) => {
  const { componentId, data } = await validateBody(c, ContactFormRequestSchema);
  const ctx = ctxOf(c);
  return c.json(processContactForm(ctx.db, componentId, data, ctx.now));
});
