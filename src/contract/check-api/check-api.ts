import { CONTRACT, type ContractRoute } from '../../core/api/contract.ts';
import { CheckSession, type FetchLike } from './check-session.ts';
import { Cleanup } from './cleanup.ts';
import { customerWalk } from './customer-walk.ts';
import { faultWalk } from './faults.ts';
import { message } from './messages.ts';
import { checkLoginRotation, checkRegistration } from './security-checks.ts';
import type { CheckResult } from './results.ts';
import { unwalked } from './sample-walk.ts';
import { visitorWalk } from './visitor-walk.ts';
import { Walk } from './walk.ts';

export interface CheckApiOptions {
  /** the API base the page config's apiBase points to, absolute: `https://cms.example/api` */
  baseUrl: string;
  /** a customer login; without it the customer routes are checked only for their 401 */
  user?: string;
  password?: string;
  /** a page that carries the page config (default: the base URL's origin, `/`) */
  pageUrl?: string;
  /** the login form's address (default: `/account/login` on the base URL's origin) */
  loginUrl?: string;
  /** the contact form's componentId (default `kontakt`) */
  contactForm?: string;
  /**
   * an address of yours without an account: the registration checks register it and `user` (a taken address)
   * and compare the answers (it receives the confirmation mail; no account opens without its link)
   */
  registerEmail?: string;
  /** places one real order as the customer (off by default) */
  placeOrder?: boolean;
  /** default: the global fetch; tests pass the in-process demo's */
  fetch?: FetchLike;
  /** keeps each call's request and answer in the results (the OpenAPI examples are taken from them) */
  keepExchanges?: boolean;
  /** names the checker's own list and address (default: check-api and the time) */
  marker?: string;
  /** the routes to check (default: every route of core/api/routes.ts); a test adds a stand-in route */
  contract?: readonly ContractRoute[];
}

export interface CheckReport {
  baseUrl: string;
  ok: boolean;
  results: CheckResult[];
}

/**
 * Walks every route of the contract against a back end: the happy paths and the faults, with the
 * elements' own schemas. Whatever it creates it removes again, also when a step fails.
 */
export async function checkApi(options: CheckApiOptions): Promise<CheckReport> {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const origin = new URL(options.baseUrl).origin;
  const pageUrl = options.pageUrl ?? `${origin}/`;
  const walk = new Walk(options.keepExchanges ?? false, options.contract ?? CONTRACT);
  const cleanup = new Cleanup();
  const walkOptions = {
    contactForm: options.contactForm ?? 'kontakt',
    marker: options.marker ?? `check-api ${new Date().toISOString().slice(0, 19)}`,
    placeOrder: options.placeOrder ?? false,
  };

  const visitor = new CheckSession(fetchFn, options.baseUrl);
  try {
    if (!(await readConfig(walk, visitor, pageUrl))) return report(options.baseUrl, walk);
    const customer = options.user && options.password ? await login(walk, fetchFn, options, pageUrl, `${origin}/account/login`) : null;
    await checkRegistration(walk, fetchFn, options.baseUrl, { freeEmail: options.registerEmail, takenEmail: options.user, pageUrl });
    const known = await visitorWalk(walk, visitor, walkOptions, cleanup);
    await faultWalk(walk, visitor, customer, known, 'public');
    if (customer)
      await customerWalk(walk, customer, known, walkOptions, cleanup, (during) => faultWalk(walk, visitor, customer, during, 'customer'));
    else {
      await faultWalk(walk, visitor, null, known, 'customer');
      for (const entry of walk.contract.filter((candidate) => candidate.customer)) walk.skip(entry.name, 'ok', message('noLogin'));
    }
    unwalked(walk);
  } finally {
    await cleanup.run(walk);
  }
  return report(options.baseUrl, walk);
}

async function readConfig(walk: Walk, session: CheckSession, pageUrl: string): Promise<boolean> {
  let read: Awaited<ReturnType<CheckSession['readPageConfig']>>;
  try {
    read = await session.readPageConfig(pageUrl);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    walk.fail(
      'pageConfig',
      'setup',
      pageUrl,
      message('network', { error: `${error instanceof Error ? error.message : String(error)}${cause}` }),
    );
    return false;
  }
  const { status, config } = read;
  if (!config) walk.fail('pageConfig', 'setup', pageUrl, message('noPageConfig', { url: pageUrl, status }));
  else if (!config.csrfToken) walk.fail('pageConfig', 'setup', pageUrl, message('noToken', { url: pageUrl }));
  else walk.pass('pageConfig', 'setup', pageUrl);
  return !!config?.csrfToken;
}

/** A second visitor that logs in through the form (ARCHITECTURE.md §6) and reads the new token of its new session. */
async function login(
  walk: Walk,
  fetchFn: FetchLike,
  options: CheckApiOptions,
  pageUrl: string,
  defaultLoginUrl: string,
): Promise<CheckSession | null> {
  const loginUrl = options.loginUrl ?? defaultLoginUrl;
  const customer = new CheckSession(fetchFn, options.baseUrl);
  await customer.readPageConfig(loginUrl);
  const before = customer.state();
  const status = await customer.login(loginUrl, options.user!, options.password!);
  const { config } = await customer.readPageConfig(pageUrl);
  if (!config?.user.authenticated || !config.csrfToken) {
    walk.fail('login', 'setup', loginUrl, message('loginFailed', { user: options.user!, status }));
    return null;
  }
  walk.pass('login', 'setup', loginUrl);
  await checkLoginRotation(walk, fetchFn, options.baseUrl, before, customer, pageUrl, loginUrl);
  return customer;
}

function report(baseUrl: string, walk: Walk): CheckReport {
  return { baseUrl, ok: walk.results.every((result) => result.outcome !== 'fail'), results: walk.results };
}
