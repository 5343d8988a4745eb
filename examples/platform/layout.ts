import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { html, json, raw, type SafeHtml } from './html.ts';
import { shopConfig, scriptJson } from './shop-config.ts';
import { isCacheablePage, pageCacheControl } from './cacheable-page.ts';
import { MWST_PROZENT } from './vat.ts';
import { languageSwitch, pageLanguage, pageTexts, rememberPageLanguage } from './page-language.ts';
import { fill } from './texts/index.ts';
import { localizeData } from './backoffice-texts/index.ts';
import { headerTag } from './prerender.ts';
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
/** Dialogs (data-shop-dialog links, spec §7 last row) ask for a page's content only. */
export function wantsFragment(c: Context<AppEnv>): boolean {
  return c.req.header('X-Requested-With') === 'ShopDialog' || c.req.query('layout') === 'none';
}

/** The language switch above the header (outside <shop-header>: the CMS's own links, not the element's). */
function languageBar(c: Context<AppEnv>): SafeHtml {
  const { label, links } = languageSwitch(c);
  const items = links.map(
    ({ href, code, name, current }) =>
      html`<li><a href="${href}" hreflang="${code}" lang="${code}"${current ? raw(' aria-current="true"') : ''}>${name}</a></li>`,
  );
  return html`<nav class="site-languages" aria-label="${label}"><ul>${items}</ul></nav>`;
}

/** Prices are shown on the customer's side of VAT: a business account sees them without. */
function footer(c: Context<AppEnv>): SafeHtml {
  const t = pageTexts(c);
  const prices = c.get('pageShell').customer(c)?.kundeInklMwst === false ? t.footerPricesExclVat : t.footerPricesInclVat;
  return html`<footer class="site-footer">
  <div class="site-footer__inner">
    <section><h2>Vinothek</h2><p>${t.footerTagline}<br>Rebgasse 12, 1096 Cully</p></section>
    <section><h2>${t.footerService}</h2><ul>
      <li><a href="/versand">${t.footerShipping}</a></li><li><a href="/zahlung">${t.footerPayment}</a></li>
      <li><a href="/agb" data-shop-dialog>${t.footerTerms}</a></li><li><a href="/datenschutz">${t.footerPrivacy}</a></li>
      <li><a href="/kontakt">${t.footerContact}</a></li><li><a href="/impressum">${t.footerImprint}</a></li></ul></section>
    <section><h2>${t.footerDiscover}</h2><ul>
      <li><a href="/regionen">${t.footerRegions}</a></li><li><a href="/ueber-uns">${t.footerAbout}</a></li>
      <li><a href="/degustationen">${t.footerTastings}</a></li><li><a href="/weinwissen">${t.footerKnowledge}</a></li></ul></section>
  </div>
  <p class="site-footer__legal">${fill(prices, { rate: MWST_PROZENT.toLocaleString(`${pageLanguage(c)}-CH`) })} ${t.footerAge}</p>
</footer>
<shop-scroll-top></shop-scroll-top>`;
}

/** Spec §4 Login wait: right after a login or registration the page waits for the back office, then reloads. */
function loginWait(c: Context<AppEnv>): SafeHtml | '' {
  const adresseId = c.get('pageShell').customer(c)?.loginWaitAdresseId;
  return adresseId == null ? '' : html`<shop-login-wait adresse-id="${String(adresseId)}"></shop-login-wait>`;
}

/** The header's basket: seeded with the page; on a cacheable page (anyone's) loaded by the element from the API. */
const basketPreview = (c: Context<AppEnv>): SafeHtml =>
  isCacheablePage(c)
    ? html`<shop-basket-preview></shop-basket-preview>`
    : html`<shop-basket-preview initial='${json(localizeData(c.get('pageShell').basketPreview(c), pageLanguage(c)))}'></shop-basket-preview>`;

/** A full CMS page, or only its content for dialogs. */
export async function renderPage(c: Context<AppEnv>, options: PageOptions): Promise<Response> {
  const status = options.status ?? 200;
  c.header('Cache-Control', pageCacheControl(c, status));
  // A dialog asks for the same address as the page (header X-Requested-With): a shared cache keeps the two apart.
  if (isCacheablePage(c)) c.header('Vary', 'X-Requested-With');
  if (options.bare || wantsFragment(c)) {
    return c.html(html`<div class="page-fragment">${options.body}</div>`.value, status);
  }
  rememberPageLanguage(c);
  const t = pageTexts(c);
  const doc = html`<!doctype html>
<html lang="${pageLanguage(c)}-CH">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} | Vinothek</title>
<meta name="description" content="${options.description ?? t.metaDescription}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/site.css">
<link rel="stylesheet" href="/vinothek/vinothek.css">
${leadImagePreload(options.leadImage)}
<script type="application/json" id="shop-config">${raw(scriptJson(shopConfig(c)))}</script>
<script type="module" async src="/vinothek/loader.js"></script>
</head>
<body>
<a class="skip-link" href="#main">${t.skipLink}</a>
${languageBar(c)}
${await headerTag(c)}
<main id="main" class="site-main">
${options.body}
</main>
${footer(c)}
${loginWait(c)}
${basketPreview(c)}
</body>
</html>`;
  return c.html(doc.value, status);
}
