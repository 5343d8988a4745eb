import type { Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { LoginHook } from './login-hooks.ts';

/** One visitor session, kept in the `sessions` table and referenced by an HttpOnly cookie. */
export interface Session {
  id: string;
  /** Anti-forgery token bound to this session; sent back as the `RequestVerificationToken` header. */
  csrfToken: string;
  /** Logged-in customer, or null for an anonymous visitor. */
  userId: number | null;
}

/** The logged-in customer as the page shell shows it (header, shop config, footer). */
export interface ShellCustomer {
  userName: string;
  firstName: string | null;
  lastName: string | null;
  kundeInklMwst: boolean;
}

/**
 * What the page shell shows of the areas. createApp fills it in, so the kernel imports no area
 * (the basket lives in commerce, the customer in account).
 */
export interface PageShell {
  /** initial data of the header's basket preview */
  basketPreview(c: Context<AppEnv>): unknown;
  customer(c: Context<AppEnv>): ShellCustomer | null;
}

/** What every route handler of the demo app can read from the Hono context (`c.get(...)`). */
export interface AppVariables {
  db: DatabaseSync;
  /** Injected clock: tests pass a fixed one (cut-off 11:00 Europe/Zurich, UserDataState). */
  now: () => Date;
  session: Session;
  /** run in order after every login and registration (createApp lists them) */
  loginHooks: readonly LoginHook[];
  pageShell: PageShell;
}

export interface AppEnv {
  Variables: AppVariables;
}

export interface CreateAppOptions {
  db: DatabaseSync;
  now?: () => Date;
}
