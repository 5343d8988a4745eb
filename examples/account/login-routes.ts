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
import { pageTexts } from '../platform/page-language.ts';
import type { DemoTexts } from '../platform/texts/index.ts';
import { clearLoginFailures, isLoginBlocked, recordLoginFailure } from './rate-limit.ts';

export const loginRoutes = new Hono<AppEnv>();

interface LoginForm {
  userName: string;
  returnUrl: string;
  modal: boolean;
  addToMerkliste: number | null;
  /** the error's text in the page's language */
  error: keyof DemoTexts | null;
  /** the account was just confirmed (the e-mail's link led here) */
  confirmed?: boolean;
}

/**
 * Said when the password is that of a registration still waiting for its link (`logInUnconfirmed`). A
 * registration of an address that already has an account waits the same way (it can never be confirmed), so
 * this tells whoever registered nothing about the address: its owner's own login is unaffected.
 */

function parseArtikelId(value: unknown): number | null {
  const n = Number(value);
  return typeof value === 'string' && Number.isInteger(n) && n > 0 ? n : null;
}

function loginPage(c: Context<AppEnv>, form: LoginForm, status: 200 | 400 | 403 | 429 = 200): Promise<Response> {
  const t = pageTexts(c);
  const body = html`<section class="login" aria-labelledby="login-title">
  <h1 id="login-title">${t.logIn}</h1>
  ${form.addToMerkliste ? html`<p>${t.logInForList}</p>` : ''}
  ${form.confirmed ? html`<p class="form-notice" role="status">${t.logInConfirmed}</p>` : ''}
  ${form.error ? html`<p class="form-error" role="alert" id="login-error">${t[form.error]}</p>` : ''}
  <form method="post" action="/account/login" class="form" novalidate>
    <input type="hidden" name="${CSRF_FORM_FIELD}" value="${c.get('session').csrfToken}">
    <input type="hidden" name="returnUrl" value="${form.returnUrl}">
    ${form.modal ? html`<input type="hidden" name="modal" value="1">` : ''}
    ${form.addToMerkliste ? html`<input type="hidden" name="addToMerkliste" value="${form.addToMerkliste}">` : ''}
    <div class="form__field">
      <label for="login-userName">${t.logInEmail}</label>
      <input id="login-userName" name="userName" type="email" autocomplete="username" required
        value="${form.userName}"${form.error ? html` aria-invalid="true" aria-describedby="login-error"` : ''}>
    </div>
    <div class="form__field">
      <label for="login-password">${t.logInPassword}</label>
      <input id="login-password" name="password" type="password" autocomplete="current-password" required>
    </div>
    <button type="submit" class="button button--primary">${t.logIn}</button>
  </form>
  <p>${t.logInNoAccount} <a href="/account/registrieren">${t.logInRegister}</a></p>
</section>`;
  return renderPage(c, { title: t.logIn, body, bare: form.modal, status });
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
  const t = pageTexts(c);
  const body = html`<section class="login"><h1>${t.linkInvalid}</h1>
  <p class="form-error" role="alert">${t.linkInvalidText}</p>
  <p><a href="${SHOP_URLS.login}">${t.logIn}</a> ${t.linkInvalidOr} <a href="${SHOP_URLS.register}">${t.linkInvalidRegister}</a></p></section>`;
  return renderPage(c, { title: t.linkInvalid, body, status: 400 });
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
    return loginPage(c, { ...form, error: 'logInExpired' }, 403);
  }
  const db = c.get('db');
  const now = c.get('now')();
  const attempt = { userName: form.userName, ip: clientIp(c) };
  if (isLoginBlocked(db, attempt, now)) {
    return loginPage(c, { ...form, error: 'logInBlocked' }, 429);
  }
  const user = form.userName && field('password') ? authenticate(db, form.userName, field('password')) : null;
  if (!user) {
    recordLoginFailure(db, attempt, now);
    const unconfirmed = form.userName && isUnconfirmedLogin(db, form.userName, field('password'), now);
    return loginPage(c, { ...form, error: unconfirmed ? 'logInUnconfirmed' : 'logInWrong' }, 400);
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
  const t = pageTexts(c);
  const body = html`<section class="login"><h1>${t.logOut}</h1>
  <form method="post" action="/account/logout">
    <input type="hidden" name="${CSRF_FORM_FIELD}" value="${c.get('session').csrfToken}">
    <button type="submit" class="button button--primary">${t.logOutNow}</button>
  </form></section>`;
  return renderPage(c, { title: t.logOut, body });
});
