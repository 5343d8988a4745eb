import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

export interface LoginEvent {
  userId: number;
  /** the session id before the login rotated it (to carry over an anonymous basket) */
  previousSessionId: string;
  /** the new session id */
  sessionId: string;
  /** set when the login was opened from a Merkliste toggle (`addToMerkliste={artikelId}`) */
  addToMerkliste: number | null;
}

type LoginHook = (c: Context<AppEnv>, event: LoginEvent) => void | Promise<void>;

const hooks: LoginHook[] = [];

/** Other areas (basket, merkliste) register here to act right after a successful login. */
export function onLogin(hook: LoginHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runLoginHooks(c: Context<AppEnv>, event: LoginEvent): Promise<void> {
  for (const hook of hooks) await hook(c, event);
}
