import { Hono } from 'hono';
import { contactFormProcess } from '../../src/core/api/routes/contact-form.ts';
import { sitesearchSearch } from '../../src/core/api/routes/sitesearch.ts';
import type { AppEnv } from '../platform/context.ts';
import { ctxOf } from '../platform/http.ts';
import { clientIp } from '../platform/request-origin.ts';
import { serve } from '../platform/serve.ts';
import { isLimited, rateLimited, recordHit, tooManyRequests } from '../platform/rate-limit.ts';
import {
  CONTACT_MESSAGES_PER_IP,
  CONTACT_MESSAGES_PER_SESSION,
  CONTACT_REQUESTS_PER_IP,
  HONEYPOT_ANSWER,
  processContactForm,
} from './contact.ts';
import { siteSearchSteps } from './site-search.ts';
import { searchThrottle } from '../platform/search-guard.ts';
import { runSliced } from '../platform/sliced-work.ts';

/** The content API, mounted by createApp under /api. */
export const contentApi = new Hono<AppEnv>();

/** The body is the searchParameters object itself (ARCHITECTURE.md §6). Counted and sliced like every search (issue 34). */
serve(
  contentApi,
  sitesearchSearch,
  async (c, parameters) => {
    const db = c.get('db');
    return c.json(await runSliced(db, () => siteSearchSteps(db, parameters)));
  },
  { before: [searchThrottle()] },
);

/**
 * The contact form: open to everybody, so spam is kept out without a captcha. Every request counts per
 * client address against a generous ceiling; accepted messages (a filled honeypot's too, which gets a
 * success that stores nothing) count per client address and per session. An invalid send costs nothing
 * of the sender's quota, so correcting a field never ends in 'Zu viele Anfragen'.
 */
serve(
  contentApi,
  contactFormProcess,
  (c, { componentId, data, website }) => {
    const ctx = ctxOf(c);
    const session = ctx.session.id;
    const ip = clientIp(c);
    if (isLimited(ctx.db, CONTACT_MESSAGES_PER_IP, ip, ctx.now)) tooManyRequests(CONTACT_MESSAGES_PER_IP);
    if (isLimited(ctx.db, CONTACT_MESSAGES_PER_SESSION, session, ctx.now)) tooManyRequests(CONTACT_MESSAGES_PER_SESSION);
    const accepted = () => {
      recordHit(ctx.db, CONTACT_MESSAGES_PER_IP, ip, ctx.now);
      recordHit(ctx.db, CONTACT_MESSAGES_PER_SESSION, session, ctx.now);
    };
    if (website?.trim()) {
      accepted();
      return c.json(HONEYPOT_ANSWER);
    }
    const answer = processContactForm(ctx.db, componentId, data, ctx.now);
    if (answer.success) accepted();
    return c.json(answer);
  },
  { before: [rateLimited(CONTACT_REQUESTS_PER_IP)] },
);
