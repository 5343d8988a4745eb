import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './context.ts';

/**
 * Whether the visitor reached the shop over https. Behind a TLS-terminating proxy the shop sees
 * http; only when createApp was told to trust the proxy (`trustProxy`, SHOP_TRUST_PROXY=1) does it
 * believe the proxy's X-Forwarded-Proto (anyone can send the header to a shop without a proxy).
 */
export function isHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return c.get('trustProxy') && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The visitor's address for rate limits: the socket's, or behind a trusted proxy the last X-Forwarded-For hop. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('trustProxy')) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}
