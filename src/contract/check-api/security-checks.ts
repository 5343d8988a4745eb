import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { RegisterResponseSchema } from '../../core/api/schemas/account.ts';
import { CheckSession, type FetchLike, type SessionState } from './check-session.ts';
import { message } from './messages.ts';
import { testAddress } from './probes.ts';
import { routePath, type Walk } from './walk.ts';

/**
 * The rules of README "Security" that a CMS back end must honour beyond the routes' shapes (issue 34):
 * the session id and token change at login and at registration, and a registration answers a taken
 * address exactly like a free one.
 */

/** The token is new, and so is a cookie the visitor held before (one that held none had no id to keep). */
const changed = (before: SessionState, after: SessionState): boolean =>
  before.token !== after.token &&
  (before.cookies.size === 0 || [...before.cookies].some(([name, value]) => after.cookies.get(name) !== value));

/** After a login: cookies kept from before it must not be logged in, and the token must be new. */
export async function checkLoginRotation(
  walk: Walk,
  fetchFn: FetchLike,
  apiBase: string,
  before: SessionState,
  customer: CheckSession,
  pageUrl: string,
  loginUrl: string,
): Promise<void> {
  if (customer.token === before.token) return walk.fail('login', 'rotation', loginUrl, message('tokenKept'));
  const stale = new CheckSession(fetchFn, apiBase, before);
  const { config } = await stale.readPageConfig(pageUrl);
  if (config?.user.authenticated) return walk.fail('login', 'rotation', loginUrl, message('fixation'));
  walk.pass('login', 'rotation', loginUrl);
}

export interface RegistrationCheckOptions {
  /** an address of the integrator's with no account (it receives the confirmation mail; nothing opens without its link) */
  freeEmail?: string;
  /** an address with an account (its owner receives a notice) */
  takenEmail?: string;
  pageUrl: string;
}

/**
 * Registers a free and a taken address, each from a fresh visitor: the answers must be the same (status and
 * bytes), neither visitor logged in after it (an account opens only through the e-mail's link), and each
 * visitor's session cookie and token changed.
 */
export async function checkRegistration(walk: Walk, fetchFn: FetchLike, apiBase: string, options: RegistrationCheckOptions): Promise<void> {
  const path = 'account/register';
  if (!options.freeEmail || !options.takenEmail) {
    walk.skip('registration', 'enumeration', message('noRegisterEmail'));
    walk.skip('registration', 'rotation', message('noRegisterEmail'));
    return;
  }
  const attempts = [];
  for (const email of [options.freeEmail, options.takenEmail]) {
    const visitor = new CheckSession(fetchFn, apiBase);
    await visitor.readPageConfig(options.pageUrl);
    const before = visitor.state();
    const password = `Check-${randomBytes(9).toString('base64url')}`;
    const answer = await visitor.send('POST', routePath(visitor, 'accountRegister'), {
      json: { userData: { userName: email, password, passwordConfirm: password }, adresse: { ...testAddress('check-api'), eMail: email } },
    });
    const parsed = v.safeParse(RegisterResponseSchema, answer.json);
    if (answer.status !== 200 || !parsed.success || !parsed.output.success) {
      walk.fail(
        'registration',
        'enumeration',
        path,
        message('registerRefused', { email, actual: `${answer.status} ${answer.text.slice(0, 120)}` }),
      );
      walk.skip('registration', 'rotation', message('needs', { what: 'registration' }));
      return;
    }
    const { config } = await visitor.readPageConfig(options.pageUrl);
    attempts.push({ email, answer, before, after: visitor.state(), authenticated: config?.user.authenticated === true });
  }
  const [free, taken] = attempts as [(typeof attempts)[0], (typeof attempts)[0]];
  const loggedIn = attempts.find((attempt) => attempt.authenticated);
  if (loggedIn) walk.fail('registration', 'enumeration', path, message('registerLogsIn', { email: loggedIn.email }));
  else if (free.answer.status !== taken.answer.status || free.answer.text !== taken.answer.text)
    walk.fail(
      'registration',
      'enumeration',
      path,
      message('enumeration', { taken: taken.email, free: free.answer.text.slice(0, 80), other: taken.answer.text.slice(0, 80) }),
    );
  else walk.pass('registration', 'enumeration', path);
  const kept = attempts.find((attempt) => !changed(attempt.before, attempt.after));
  if (kept) walk.fail('registration', 'rotation', path, message('registerNoRotation', { email: kept.email }));
  else walk.pass('registration', 'rotation', path);
}
