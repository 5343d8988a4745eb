import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { html, type SafeHtml } from './html.ts';
import { pageTexts } from './page-language.ts';
import type { DemoTexts } from './texts/index.ts';
import { SHOP_URLS } from './urls.ts';

/** Small shared pieces of the demo templates. */

/** The trail from the home page (named in the page's language) to `items`' last entry, the current page. */
export function breadcrumbs(c: Context<AppEnv>, items: { label: string; href?: string }[]): SafeHtml {
  const t = pageTexts(c);
  const trail = [{ label: t.home, href: '/' }, ...items];
  return html`<nav class="breadcrumbs" aria-label="${t.breadcrumbs}"><ol>${trail.map((item, i) =>
    i === trail.length - 1
      ? html`<li><span aria-current="page">${item.label}</span></li>`
      : html`<li><a href="${item.href ?? '/'}">${item.label}</a></li>`,
  )}</ol></nav>`;
}

const ACCOUNT_LINKS: { href: string; label: keyof DemoTexts }[] = [
  { href: SHOP_URLS.orders, label: 'orders' },
  { href: SHOP_URLS.invoices, label: 'invoices' },
  { href: SHOP_URLS.addresses, label: 'addresses' },
  { href: SHOP_URLS.merklisten, label: 'lists' },
];

export function accountLayout(c: Context<AppEnv>, current: string, title: string, content: SafeHtml): SafeHtml {
  const t = pageTexts(c);
  return html`<div class="account">
  <nav class="account__nav" aria-label="${t.account}"><ul>${ACCOUNT_LINKS.map(
    (l) => html`<li><a href="${l.href}"${l.href === current ? html` aria-current="page"` : ''}>${t[l.label]}</a></li>`,
  )}</ul></nav>
  <section class="account__content"><h1>${title}</h1>${content}</section>
</div>`;
}
