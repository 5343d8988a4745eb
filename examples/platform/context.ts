import type { Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { Artikel } from '../../src/core/api/schemas/artikel.ts';
import type { LoginHook, SessionMoveHook } from './login-hooks.ts';

/** One visitor session, kept in the `sessions` table and referenced by an HttpOnly cookie. */
export interface Session {
  id: string;
  /** Anti-forgery token bound to this session; sent back as the `RequestVerificationToken` header. */
  csrfToken: string;
  /** Logged-in customer, or null for an anonymous visitor. */
  userId: number | null;
  /** whether the `sessions` table holds it (keepSession); anonymous sessions are stored only once they hold something */
  stored: boolean;
}

/** The logged-in customer as the page shell shows it (header, shop config, footer). */
export interface ShellCustomer {
  userName: string;
  firstName: string | null;
  lastName: string | null;
  kundeInklMwst: boolean;
  /** Set while the back office still loads the customer after login or registration: the page shows the login wait for it. */
  loginWaitAdresseId: number | null;
}

/** One entry of the header's main navigation (the `navigation` attribute of shop-header). */
export interface NavEntry {
  label: string;
  href: string;
  children?: NavEntry[];
}

/**
 * What the page shell shows of the areas. createApp fills it in, so the kernel imports no area
 * (the basket lives in commerce, the customer in account).
 */
export interface PageShell {
  /** initial data of the header's basket preview */
  basketPreview(c: Context<AppEnv>): unknown;
  customer(c: Context<AppEnv>): ShellCustomer | null;
  /** the main navigation (built from the catalogue) */
  navigation(c: Context<AppEnv>): NavEntry[];
}

/** What every route handler of the demo app can read from the Hono context (`c.get(...)`). */
export interface AppVariables {
  db: DatabaseSync;
  /** Injected clock: tests pass a fixed one (cut-off 11:00 Europe/Zurich, UserDataState). */
  now: () => Date;
  session: Session;
  /** run in order after every login and registration (createApp lists them) */
  loginHooks: readonly LoginHook[];
  /** run when an anonymous session gets a new id without a login (registration) */
  sessionMoveHooks: readonly SessionMoveHook[];
  pageShell: PageShell;
  /**
   * The catalogue's articles as they are today for a customer (an invoice shows each position's article). createApp
   * fills it in, so the account area imports no catalogue: the catalogue reads the account's customers.
   */
  artikelToday: (db: DatabaseSync, ids: readonly number[], userId: number | null) => Map<number, Artikel>;
  /** believe X-Forwarded-Proto and X-Forwarded-For (CreateAppOptions.trustProxy) */
  trustProxy: boolean;
  /** CreateAppOptions.loginWaitMs */
  loginWaitMs: number;
  /** CreateAppOptions.cacheablePages */
  cacheablePages: boolean;
  /** this request's page is the anonymous one a shared cache may keep (platform/cacheable-page.ts) */
  cacheablePage?: boolean;
  /** CreateAppOptions.imageCacheDir */
  imageCacheDir: string;
}

export interface AppEnv {
  Variables: AppVariables;
}

export interface CreateAppOptions {
  db: DatabaseSync;
  now?: () => Date;
  /**
   * The shop runs behind a TLS-terminating proxy that sets X-Forwarded-Proto and X-Forwarded-For:
   * session cookies become Secure on https and rate limits count the visitor's address, not the
   * proxy's. Off by default, since without a proxy anyone could send those headers (server.ts: SHOP_TRUST_PROXY=1).
   */
  trustProxy?: boolean;
  /** How long UserDataState stays 'Pending' after a login or registration (spec §4 Login wait); 0 skips the wait. */
  loginWaitMs?: number;
  /**
   * The pages' config says `cacheable: true`: the elements read token, user and basket from the API, so a
   * full-page cache in front (README "Full-page caching") may serve the HTML to everyone (server.ts: SHOP_CACHEABLE=1).
   */
  cacheablePages?: boolean;
  /** Where rendered image variants are kept (each is rendered once); default examples/data/images (git-ignored). */
  imageCacheDir?: string;
}
