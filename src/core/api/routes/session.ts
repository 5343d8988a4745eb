import { SessionSchema } from '../schemas/session.ts';
import type { ApiRoute } from '../route.ts';

/** The session call (core/api/session.ts): a fresh token and the user for cached pages and standalone apps. */
export const sessionGet = { method: 'GET', path: 'session', answer: SessionSchema } satisfies ApiRoute;
