import { Hono } from 'hono';
import { ContactFormRequestSchema } from '../../src/core/api/schemas/contactForm.ts';
import { SiteSearchParametersSchema } from '../../src/core/api/schemas/sitesearch.ts';
import type { AppEnv } from '../platform/context.ts';
import { ctxOf } from '../platform/http.ts';
import { validateBody } from '../platform/validate.ts';
import { rateLimited } from '../platform/rate-limit.ts';
import { CONTACT_MESSAGES_PER_IP, processContactForm } from './contact.ts';
import { siteSearch } from './site-search.ts';

/** The content API, mounted by createApp under /api. */
export const contentApi = new Hono<AppEnv>();

/** The body is the searchParameters object itself (DESIGN §6). */
contentApi.post('/sitesearch/search', async (c) => {
  const parameters = await validateBody(c, SiteSearchParametersSchema);
  return c.json(siteSearch(c.get('db'), parameters));
});

/** The contact form: open to everybody. */
contentApi.post('/contact-form/process', rateLimited(CONTACT_MESSAGES_PER_IP), async (c) => {
  const { componentId, data } = await validateBody(c, ContactFormRequestSchema);
  const ctx = ctxOf(c);
  return c.json(processContactForm(ctx.db, componentId, data, ctx.now));
});
