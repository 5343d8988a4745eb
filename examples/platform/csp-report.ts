import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.ts';

/** A report is a few hundred bytes; anything much bigger is not a browser's. */
const MAX_REPORT_BYTES = 16 * 1024;
/** Lines logged per minute: a page in a loop, or a script, must not flood the log. */
const MAX_LINES_PER_MINUTE = 60;

/** Lines logged in the current minute, per shop (its database). */
const logBudgets = new WeakMap<object, { minute: number; lines: number }>();

interface Violation {
  documentURL?: string;
  'document-uri'?: string;
  effectiveDirective?: string;
  'effective-directive'?: string;
  'violated-directive'?: string;
  blockedURL?: string;
  'blocked-uri'?: string;
}

/** The fields that say what was blocked where, from both formats (report-to's list and report-uri's object). */
function violations(body: unknown): Violation[] {
  if (Array.isArray(body))
    return body.filter((r) => r && typeof r === 'object' && r.type === 'csp-violation').map((r) => (r.body ?? {}) as Violation);
  const report = (body as { 'csp-report'?: Violation } | null)?.['csp-report'];
  return report && typeof report === 'object' ? [report] : [];
}

const text = (value: unknown): string => String(value ?? '').slice(0, 300);

/**
 * POST /__csp-report: the browsers' reports of Content-Security-Policy violations, logged one line
 * each (a blocked script on a shop page is what a CMS team wants to hear of). No session, no token:
 * browsers send reports without the anti-forgery token.
 */
export const cspReportRoutes = new Hono<AppEnv>();

// The limit counts the bytes as they arrive (a chunked body has no length): reading stops at 16 KB (issue 34).
cspReportRoutes.post('/', bodyLimit({ maxSize: MAX_REPORT_BYTES, onError: (c) => c.body(null, 413) }), async (c) => {
  const raw = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return c.body(null, 400);
  }
  const now = Math.floor(c.get('now')().getTime() / 60_000);
  const budget = logBudgets.get(c.get('db')) ?? { minute: now, lines: 0 };
  logBudgets.set(c.get('db'), budget);
  if (now !== budget.minute) Object.assign(budget, { minute: now, lines: 0 });
  for (const v of violations(body)) {
    if (budget.lines++ >= MAX_LINES_PER_MINUTE) break;
    console.warn(
      `CSP violation: ${text(v.effectiveDirective ?? v['effective-directive'] ?? v['violated-directive'])} blocked ${text(v.blockedURL ?? v['blocked-uri'])} on ${text(v.documentURL ?? v['document-uri'])}`,
    );
  }
  return c.body(null, 204);
});
