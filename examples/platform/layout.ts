import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { html, json, raw, type SafeHtml } from './html.ts';
import { shopConfig, scriptJson } from './shop-config.ts';
import { CSRF_FORM_FIELD } from './csrf.ts';
import { MWST_PROZENT } from './vat.ts';

export interface PageOptions {
  title: string;
  description?: string;
  body: SafeHtml;
  status?: 200 | 400 | 403 | 404 | 429;
  /** render without header and footer even without the dialog header (login modal=1) */
  bare?: boolean;
}

/** A wine glass; also the favicon. */
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path fill="#7a1f35" d="M7 2h10l-.6 6.2A4.5 4.5 0 0 1 13 12.2V19h3v2H8v-2h3v-6.8a4.5 4.5 0 0 1-3.4-4z"/></svg>`;
const LOGO_ICON = raw(LOGO_SVG);
const BASKET_ICON = raw(
  `<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round" d="M3 4h2.5l2.2 11h10.6L20.5 7H7"/><circle cx="9.5" cy="19.5" r="1.5" fill="currentColor"/><circle cx="17" cy="19.5" r="1.5" fill="currentColor"/></svg>`,
);

const NAV = [
  { href: '/shop', label: 'Weine' },
  { href: '/shop?aktionen=true', label: 'Aktionen' },
  { href: '/shop?neuheiten=true', label: 'Neuheiten' },
  { href: '/regionen', label: 'Regionen' },
  { href: '/ueber-uns', label: 'Über uns' },
  { href: '/kontakt', label: 'Kontakt' },
];

/** Dialogs (data-shop-dialog links, spec §7 last row) ask for a page's content only. */
export function wantsFragment(c: Context<AppEnv>): boolean {
  return c.req.header('X-Requested-With') === 'ShopDialog' || c.req.query('layout') === 'none';
}

function header(c: Context<AppEnv>, path: string, returnUrl: string): SafeHtml {
  const session = c.get('session');
  const loggedIn = session.userId != null;
  const nav = NAV.map(
    (item) =>
      html`<li><a href="${item.href}"${path === item.href ? raw(' aria-current="page"') : ''}>${item.label}</a></li>`,
  );
  const account = loggedIn
    ? html`<a class="site-header__link" href="/shop?merkliste=true">Merkliste</a>
        <a class="site-header__link" href="/account/bestellungen">Mein Konto</a>
        <form class="site-header__logout" method="post" action="/account/logout">
          <input type="hidden" name="${CSRF_FORM_FIELD}" value="${session.csrfToken}">
          <button type="submit" class="site-header__link">Abmelden</button>
        </form>`
    : html`<a class="site-header__link" href="/account/login?returnUrl=${encodeURIComponent(returnUrl)}">Anmelden</a>`;
  return html`<header class="site-header">
  <div class="site-header__inner">
    <a class="site-header__logo" href="/" aria-label="Vinothek – zur Startseite">${LOGO_ICON} Vinothek</a>
    <shop-search-field action="/suche" variant="standard"></shop-search-field>
    <div class="site-header__actions">${account}
      <a class="site-header__basket" href="/checkout/basket">${BASKET_ICON}<span class="visually-hidden">Warenkorb</span><shop-basket-badge></shop-basket-badge></a>
    </div>
  </div>
  <nav class="site-nav" aria-label="Hauptnavigation"><ul>${nav}</ul></nav>
</header>`;
}

/** Prices are shown on the customer's side of VAT: a business account sees them without. */
const footer = (c: Context<AppEnv>): SafeHtml => html`<footer class="site-footer">
  <div class="site-footer__inner">
    <section><h2>Vinothek</h2><p>Weinhandlung seit 1987<br>Rebgasse 12, 1096 Cully</p></section>
    <section><h2>Service</h2><ul>
      <li><a href="/versand">Versand</a></li><li><a href="/zahlung">Zahlungsarten</a></li>
      <li><a href="/agb" data-shop-dialog>AGB</a></li><li><a href="/datenschutz">Datenschutz</a></li>
      <li><a href="/kontakt">Kontakt</a></li><li><a href="/impressum">Impressum</a></li></ul></section>
    <section><h2>Entdecken</h2><ul>
      <li><a href="/regionen">Weinregionen</a></li><li><a href="/ueber-uns">Über uns</a></li>
      <li><a href="/degustationen">Degustationen</a></li><li><a href="/weinwissen">Weinwissen</a></li></ul></section>
  </div>
  <p class="site-footer__legal">Alle Preise in CHF ${c.get('pageShell').customer(c)?.kundeInklMwst === false ? 'exkl.' : 'inkl.'} ${MWST_PROZENT} % MWST. Kein Verkauf von Alkohol an Personen unter 18 Jahren.</p>
</footer>
<shop-scroll-top></shop-scroll-top>`;

/** Spec §4 Login wait: right after a login or registration the page waits for the back office, then reloads. */
function loginWait(c: Context<AppEnv>): SafeHtml | '' {
  const adresseId = c.get('pageShell').customer(c)?.loginWaitAdresseId;
  return adresseId == null ? '' : html`<shop-login-wait adresse-id="${String(adresseId)}"></shop-login-wait>`;
}

/** A full CMS page, or only its content for dialogs. */
export function renderPage(c: Context<AppEnv>, options: PageOptions): Response {
  const status = options.status ?? 200;
  c.header('Cache-Control', 'no-store');
  if (options.bare || wantsFragment(c)) {
    return c.html(html`<div class="page-fragment">${options.body}</div>`.value, status);
  }
  const url = new URL(c.req.url);
  const path = url.pathname;
  const doc = html`<!doctype html>
<html lang="de-CH">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} | Vinothek</title>
<meta name="description" content="${options.description ?? 'Schweizer Weine online kaufen – Vinothek'}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/site.css">
<link rel="stylesheet" href="/vinothek/vinothek.css">
<script type="application/json" id="shop-config">${raw(scriptJson(shopConfig(c)))}</script>
<script type="module" src="/vinothek/loader.js"></script>
</head>
<body>
<a class="skip-link" href="#main">Zum Inhalt springen</a>
${header(c, path, path + url.search)}
<main id="main" class="site-main">
${options.body}
</main>
${footer(c)}
${loginWait(c)}
<shop-basket-preview initial='${json(c.get('pageShell').basketPreview(c))}'></shop-basket-preview>
</body>
</html>`;
  return c.html(doc.value, status);
}
