import { SessionSchema } from '../schemas/session.ts';
import type { ApiRoute } from '../route.ts';

/** The session call (core/api/session.ts): a fresh token and the user for cached pages and standalone apps. */
export const sessionGet = {
  method: 'GET',
  path: 'session',
  answer: SessionSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Sitzung',
    summary:
      "This visitor's CSRF token and user, for pages served from a full-page cache and apps without a server-rendered page config (creates the session cookie when there is none; never cached)",
  },
} satisfies ApiRoute;
