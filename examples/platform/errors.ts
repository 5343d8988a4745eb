import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './context.ts';
import { databaseBusyAnswer, isDatabaseBusy } from './write-transaction.ts';
import { serverMessage } from './server-message.ts';

/**
 * The last line of defence: never a stack trace or an internal message to the client.
 * HTTPExceptions carry a response meant for the client (e.g. validateBody's 400) and pass through.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof HTTPException) return error.getResponse();
  // Another process held the write lock longer than the busy timeout: a retry a little later succeeds.
  if (isDatabaseBusy(error)) return databaseBusyAnswer(c);
  console.error(`[demo] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
  return c.json({ message: serverMessage('internalError') }, 500);
}
