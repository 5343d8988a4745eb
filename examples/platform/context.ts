import type { DatabaseSync } from 'node:sqlite';

/** One visitor session, kept in the `sessions` table and referenced by an HttpOnly cookie. */
export interface Session {
  id: string;
  /** Anti-forgery token bound to this session; sent back as the `RequestVerificationToken` header. */
  csrfToken: string;
  /** Logged-in customer, or null for an anonymous visitor. */
  userId: number | null;
}

/** What every route handler of the demo app can read from the Hono context (`c.get(...)`). */
export interface AppVariables {
  db: DatabaseSync;
  /** Injected clock: tests pass a fixed one (cut-off 11:00 Europe/Zurich, UserDataState). */
  now: () => Date;
  session: Session;
}

export interface AppEnv {
  Variables: AppVariables;
}

export interface CreateAppOptions {
  db: DatabaseSync;
  now?: () => Date;
}
