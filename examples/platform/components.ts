import { html, type SafeHtml } from './html.ts';
import { SHOP_URLS } from './urls.ts';

/** Small shared pieces of the demo templates. */

export function breadcrumbs(items: { label: string; href?: string }[]): SafeHtml {
  return html`<nav class="breadcrumbs" aria-label="Brotkrümelnavigation"><ol>${items.map((item, i) =>
    i === items.length - 1
      ? html`<li><span aria-current="page">${item.label}</span></li>`
      : html`<li><a href="${item.href ?? '/'}">${item.label}</a></li>`,
  )}</ol></nav>`;
}

const ACCOUNT_LINKS = [
  { href: SHOP_URLS.orders, label: 'Bestellungen' },
  { href: SHOP_URLS.invoices, label: 'Rechnungen' },
  { href: SHOP_URLS.addresses, label: 'Adressen' },
  { href: SHOP_URLS.merklisten, label: 'Merklisten' },
];

export function accountLayout(current: string, title: string, content: SafeHtml): SafeHtml {
  return html`<div class="account">
  <nav class="account__nav" aria-label="Mein Konto"><ul>${ACCOUNT_LINKS.map(
    (l) => html`<li><a href="${l.href}"${l.href === current ? html` aria-current="page"` : ''}>${l.label}</a></li>`,
  )}</ul></nav>
  <section class="account__content"><h1>${title}</h1>${content}</section>
</div>`;
}
