import * as v from 'valibot';
import { ShopConfigSchema } from '../../config.ts';

/**
 * GET session: what a page served from a cache (or a standalone app without server-rendered config) cannot
 * carry: this visitor's CSRF token and who is logged in, in the page config's own shape.
 */
export const SessionSchema = v.object({
  csrfToken: v.string(),
  user: ShopConfigSchema.entries.user,
});
