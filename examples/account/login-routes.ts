import { Hono, type Context } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { html } from '../platform/html.ts';
import { renderPage } from '../platform/layout.ts';
import { rotateSession } from '../platform/session.ts';
import { CSRF_FORM_FIELD, hasCsrfToken } from '../platform/csrf.ts';
import { clientIp } from '../platform/request-origin.ts';
import { sameOriginPath } from '../platform/return-url.ts';
import { formFields } from '../platform/validate.ts';
import { authenticate } from './users.ts';
import { runLoginHooks } from '../platform/login-hooks.ts';
import { confirmRegistration, isUnconfirmedLogin } from './pending-registrations.ts';
import { SHOP_URLS } from '../platform/urls.ts';
import { clearLoginFailures, isLoginBlocked, recordLoginFailure } from './rate-limit.ts';

export const loginRoutes = new Hono<AppEnv>();

interface LoginForm {
  userName: string;
  returnUrl: string;
  modal: boolean;
  addToMerkliste: number | null;
  error: string | null;
  /** the account was just confirmed (the e-mail's link led here) */
  confirmed?: boolean;
}

/**
 * Said when the password is that of a registration still waiting for its link. A registration of an address
 * that already has an account waits the same way (it can never be confirmed), so this tells whoever
 * registered nothing about the address: its owner's own login is unaffected.
 */
const UNCONFIRMED_MESSAGE =
  'Ihr Kundenkonto ist noch nicht bestätigt. Bitte öffnen Sie den Link in der E-Mail, die wir Ihnen nach der Registrierung geschickt haben.';

function parseArtikelId(value: unknown): number | null {
  const n = Number(value);
  return typeof value === 'string' && Number.isInteger(n) && n > 0 ? n : null;
}

function loginPage(c: Context<AppEnv>, form: LoginForm, status: 200 | 400 | 403 | 429 = 200): Promise<Response> {
  const body = html`<section class="login" aria-labelledby="login-title">
  <h1 id="login-title">Anmelden</h1>
  ${form.addToMerkliste ? html`<p>Bitte melden Sie sich an, um Artikel auf Ihre Merkliste zu setzen.</p>` : ''}
  ${form.confirmed ? html`<p class="form-notice" role="status">Ihr Kundenkonto ist bestätigt. Bitte melden Sie sich an.</p>` : ''}
  ${form.error ? html`<p class="form-error" role="alert" id="login-error">${form.error}</p>` : ''}
  <form method="post" action="/account/login" class="form" novalidate>
    <input type="hidden" name="${CSRF_FORM_FIELD}" value="${c.get('session').csrfToken}">
    <input type="hidden" name="returnUrl" value="${form.returnUrl}">
    ${form.modal ? html`<input type="hidden" name="modal" value="1">` : ''}
    ${form.addToMerkliste ? html`<input type="hidden" name="addToMerkliste" value="${form.addToMerkliste}">` : ''}
    <div class="form__field">
      <label for="login-userName">E-Mail</label>
      <input id="login-userName" name="userName" type="email" autocomplete="username" required
        value="${form.userName}"${form.error ? html` aria-invalid="true" aria-describedby="login-error"` : ''}>
    </div>
    <div class="form__field">
      <label for="login-password">Passwort</label>
      <input id="login-password" name="password" type="password" autocomplete="current-password" required>
    </div>
    <button type="submit" class="button button--primary">Anmelden</button>
  </form>
  <p>Noch kein Kundenkonto? <a href="/account/registrieren">Jetzt registrieren</a></p>
</section>`;
  return renderPage(c, { title: 'Anmelden', body, bare: form.modal, status });
}

loginRoutes.get('/login', (c) => {
  if (c.get('session').userId != null && !c.req.query('modal')) {
    return c.redirect(sameOriginPath(c.req.query('returnUrl')), 302);
  }
  return loginPage(c, {
    userName: '',
    returnUrl: sameOriginPath(c.req.query('returnUrl')),
    modal: c.req.query('modal') === '1',
    addToMerkliste: parseArtikelId(c.req.query('addToMerkliste')),
    error: null,
    confirmed: c.req.query('bestaetigt') === '1',
  });
});

/**
 * The registration e-mail's link: opens the account it names, then asks for the login (a link logs no one
 * in: whoever sent it to someone else would have them shop in the sender's account). The login leads to the
 * address book, where a registration used to land.
 */
const CONFIRMED_LOGIN = `${SHOP_URLS.login}?bestaetigt=1&returnUrl=${encodeURIComponent(SHOP_URLS.addresses)}`;

loginRoutes.get('/bestaetigen', (c) => {
  const user = confirmRegistration(c.get('db'), c.req.query('token') ?? '', c.get('now')());
  if (user) return c.redirect(CONFIRMED_LOGIN, 303);
  const body = html`<section class="login"><h1>Link ungültig</h1>
  <p class="form-error" role="alert">Dieser Bestätigungslink ist ungültig oder abgelaufen, oder das Kundenkonto ist bereits eröffnet.</p>
  <p><a href="${SHOP_URLS.login}">Anmelden</a> oder <a href="${SHOP_URLS.register}">noch einmal registrieren</a></p></section>`;
  return renderPage(c, { title: 'Link ungültig', body, status: 400 });
});

loginRoutes.post('/login', async (c) => {
  const body = await formFields(c);
  const field = (name: string): string => (typeof body[name] === 'string' ? (body[name] as string) : '');
  const form: LoginForm = {
    userName: field('userName').trim(),
    returnUrl: sameOriginPath(field('returnUrl')),
    modal: field('modal') === '1',
    addToMerkliste: parseArtikelId(field('addToMerkliste')),
    error: null,
  };
  if (!(await hasCsrfToken(c))) {
    return loginPage(c, { ...form, error: 'Das Anmeldeformular ist abgelaufen. Bitte melden Sie sich noch einmal an.' }, 403);
  }
  const db = c.get('db');
  const now = c.get('now')();
  const attempt = { userName: form.userName, ip: clientIp(c) };
  if (isLoginBlocked(db, attempt, now)) {
    return loginPage(
      c,
      { ...form, error: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.' },
      429,
    );
  }
  const user = form.userName && field('password') ? authenticate(db, form.userName, field('password')) : null;
  if (!user) {
    recordLoginFailure(db, attempt, now);
    const unconfirmed = form.userName && isUnconfirmedLogin(db, form.userName, field('password'), now);
    return loginPage(c, { ...form, error: unconfirmed ? UNCONFIRMED_MESSAGE : 'E-Mail oder Passwort ist falsch.' }, 400);
  }
  clearLoginFailures(db, attempt);
  const previousSessionId = c.get('session').id;
  const session = rotateSession(c, user.id);
  await runLoginHooks(c, { userId: user.id, previousSessionId, sessionId: session.id, addToMerkliste: form.addToMerkliste });
  return c.redirect(form.returnUrl, 303);
});

loginRoutes.post('/logout', (c) => {
  rotateSession(c, null);
  return c.redirect('/', 303);
});

// A GET must not change state (an <img src> on another site could log the visitor out):
// it shows a button that posts the csrf-checked form.
loginRoutes.get('/logout', (c) => {
  const body = html`<section class="login"><h1>Abmelden</h1>
  <form method="post" action="/account/logout">
    <input type="hidden" name="${CSRF_FORM_FIELD}" value="${c.get('session').csrfToken}">
    <button type="submit" class="button button--primary">Jetzt abmelden</button>
  </form></section>`;
  return renderPage(c, { title: 'Abmelden', body });
});
