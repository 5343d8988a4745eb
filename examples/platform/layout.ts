import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { html, json, raw, type SafeHtml } from './html.ts';
import { mainNavMarkup } from './main-nav-markup.ts';
import { shopConfig, scriptJson } from './shop-config.ts';
import { CSRF_FORM_FIELD } from './csrf.ts';
import { MWST_PROZENT } from './vat.ts';
import { elementText, languageSwitch, pageLanguage, rememberPageLanguage } from './page-language.ts';
import { imageSources } from '../../src/core/images.ts';

export interface PageOptions {
  title: string;
  description?: string;
  body: SafeHtml;
  status?: 200 | 400 | 403 | 404 | 429;
  /** render without header and footer even without the dialog header (login modal=1) */
  bare?: boolean;
  /**
   * The image URL (as the API gives it) of the picture an island will show first and largest: preloaded from
   * the head, so it is on its way while the island's code loads (LCP on the list and detail pages).
   */
  leadImage?: string;
}

/** A preload for the webp variants the element's <picture> will choose from (src/core/images.ts). */
function leadImagePreload(url: string | undefined): SafeHtml | '' {
  if (!url) return '';
  return html`<link rel="preload" as="image" type="image/webp" imagesrcset="${imageSources(url).webpSrcSet}" fetchpriority="high">`;
}

/** A wine glass; also the favicon. */
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path fill="#7a1f35" d="M7 2h10l-.6 6.2A4.5 4.5 0 0 1 13 12.2V19h3v2H8v-2h3v-6.8a4.5 4.5 0 0 1-3.4-4z"/></svg>`;
const BASKET_ICON = raw(
  `<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round" d="M3 4h2.5l2.2 11h10.6L20.5 7H7"/><circle cx="9.5" cy="19.5" r="1.5" fill="currentColor"/><circle cx="17" cy="19.5" r="1.5" fill="currentColor"/></svg>`,
);
const SEARCH_ICON = raw(
  `<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false"><circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M13 13l4.5 4.5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`,
);

/** Dialogs (data-shop-dialog links, spec §7 last row) ask for a page's content only. */
export function wantsFragment(c: Context<AppEnv>): boolean {
  return c.req.header('X-Requested-With') === 'ShopDialog' || c.req.query('layout') === 'none';
}

/**
 * `<shop-header>` with the markup its island renders, written out by the CMS: every link works before
 * any script runs (crawlers, slow phones), and the island replacing it changes no box (CLS).
 */
function header(c: Context<AppEnv>, returnUrl: string): SafeHtml {
  const session = c.get('session');
  const loggedIn = session.userId != null;
  const navigation = c.get('pageShell').navigation(c);
  const text = (id: Parameters<typeof elementText>[1], values?: Record<string, string>) => elementText(c, id, values);
  const account = loggedIn
    ? html`<a class="vk-header__link vk-header__secondary" href="/shop?merkliste=true">${text('kopf.merkliste')}</a><a class="vk-header__link" href="/account/bestellungen">${text('kopf.konto')}</a><form class="vk-header__logout vk-header__secondary" method="post" action="/account/logout"><input type="hidden" name="${CSRF_FORM_FIELD}" value="${session.csrfToken}"><button type="submit" class="vk-header__link">${text('kopf.abmelden')}</button></form>`
    : html`<a class="vk-header__link" href="/account/login?returnUrl=${encodeURIComponent(returnUrl)}">${text('kopf.anmelden')}</a>`;
  return html`<shop-header navigation='${json(navigation)}' brand="Vinothek" logo-src="/favicon.svg"><header class="vk-header">
  <div class="vk-header__bar">
    <a class="vk-header__logo" href="/" aria-label="${text('kopf.startseite', { brand: 'Vinothek' })}"><img class="vk-header__logo-image" src="/favicon.svg" alt="" width="24" height="24">Vinothek</a>
    <div class="vk-header__search"><form class="vk-search-field vk-search-field--standard" role="search" action="/suche"><div class="vk-search-field__box"><label class="vk-visually-hidden" for="suchbegriff-vorab">${text('suchfeld.label')}</label><input id="suchbegriff-vorab" class="vk-search-field__input" type="text" name="suchbegriff" placeholder="${text('suchfeld.platzhalter')}"><button type="submit" class="vk-search-field__submit">${SEARCH_ICON}<span class="vk-visually-hidden">${text('suchfeld.suchen')}</span></button></div></form></div>
    <div class="vk-header__actions">${account}<a class="vk-header__basket" href="/checkout/basket">${BASKET_ICON}<span class="vk-visually-hidden">${text('kopf.warenkorb')}</span></a></div>
    <div class="vk-header__nav">${mainNavMarkup(navigation, new URL(c.req.url), loggedIn ? html`<li><a class="vk-offcanvas__link" href="/shop?merkliste=true">${text('kopf.merkliste')}</a></li><li><form method="post" action="/account/logout"><input type="hidden" name="${CSRF_FORM_FIELD}" value="${session.csrfToken}"><button type="submit" class="vk-offcanvas__link">${text('kopf.abmelden')}</button></form></li>` : '')}</div>
  </div>
</header></shop-header>`;
}

/** The language switch above the header (outside <shop-header>, whose island replaces its content). */
function languageBar(c: Context<AppEnv>): SafeHtml {
  const { label, links } = languageSwitch(c);
  const items = links.map(
    ({ href, code, name, current }) =>
      html`<li><a href="${href}" hreflang="${code}" lang="${code}"${current ? raw(' aria-current="true"') : ''}>${name}</a></li>`,
  );
  return html`<nav class="site-languages" aria-label="${label}"><ul>${items}</ul></nav>`;
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
  rememberPageLanguage(c);
  const url = new URL(c.req.url);
  const path = url.pathname;
  const doc = html`<!doctype html>
<html lang="${pageLanguage(c)}-CH">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} | Vinothek</title>
<meta name="description" content="${options.description ?? 'Schweizer Weine online kaufen – Vinothek'}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/site.css">
<link rel="stylesheet" href="/vinothek/vinothek.css">
${leadImagePreload(options.leadImage)}
<script type="application/json" id="shop-config">${raw(scriptJson(shopConfig(c)))}</script>
<script type="module" src="/vinothek/loader.js"></script>
</head>
<body>
<a class="skip-link" href="#main">Zum Inhalt springen</a>
${languageBar(c)}
${header(c, path + url.search)}
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
