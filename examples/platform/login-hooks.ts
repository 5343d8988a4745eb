import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

export interface LoginEvent {
  userId: number;
  /** the session id before the login rotated it (to carry over an anonymous basket) */
  previousSessionId: string;
  /** the new session id */
  sessionId: string;
  /** set when the login was opened from a Merkliste toggle (`addToMerkliste={artikelId}`) */
  addToMerkliste: number | null;
}

/** An area's reaction to a login (basket moves over, login wait starts …); createApp lists them. */
export type LoginHook = (c: Context<AppEnv>, event: LoginEvent) => void | Promise<void>;

export async function runLoginHooks(c: Context<AppEnv>, event: LoginEvent): Promise<void> {
  for (const hook of c.get('loginHooks')) await hook(c, event);
}

/**
 * An anonymous visitor's session id changed without a login (a registration rotates it, issue 34): what an
 * area kept under the old id (basket, guest orders, fault switch) follows to the new one.
 */
export type SessionMoveHook = (c: Context<AppEnv>, event: { previousSessionId: string; sessionId: string }) => void;

export function runSessionMoveHooks(c: Context<AppEnv>, event: { previousSessionId: string; sessionId: string }): void {
  for (const hook of c.get('sessionMoveHooks')) hook(c, event);
}
