import type { NavEntry } from './context.ts';
import { html, type SafeHtml } from './html.ts';

const current = (href: string, here: URL): SafeHtml | '' => {
  const url = new URL(href, here);
  return url.pathname === here.pathname && url.search === here.search ? html` aria-current="page"` : '';
};

const hasChildren = (entry: NavEntry): entry is NavEntry & { children: NavEntry[] } => (entry.children?.length ?? 0) > 0;

/**
 * The main navigation as `<shop-header>` renders it in `auto` mode (the bar with its disclosure
 * buttons, the menu button for phones), written by the CMS inside the tag. Before any script runs the
 * bar's links work, and on phones the menu is a <details> that opens without script; the island then
 * replaces this with the same boxes. `phoneExtras`: the header's links a phone shows in its menu only.
 */
export function mainNavMarkup(navigation: readonly NavEntry[], here: URL, phoneExtras: SafeHtml | '' = ''): SafeHtml {
  const bar = navigation.map((entry) => {
    if (!hasChildren(entry))
      return html`<li class="vk-main-nav__item"><a class="vk-main-nav__link" href="${entry.href}"${current(entry.href, here)}>${entry.label}</a></li>`;
    const columns = entry.children.map(
      (child) =>
        html`<li class="vk-main-nav__column"><a class="vk-main-nav__heading" href="${child.href}"${current(child.href, here)}>${child.label}</a>${
          hasChildren(child)
            ? html`<ul class="vk-main-nav__sublist">${child.children.map((leaf) => html`<li><a class="vk-main-nav__sublink" href="${leaf.href}">${leaf.label}</a></li>`)}</ul>`
            : ''
        }</li>`,
    );
    return html`<li class="vk-main-nav__item"><a class="vk-main-nav__link" href="${entry.href}"${current(entry.href, here)}>${entry.label}</a><button type="button" class="vk-main-nav__toggle" aria-expanded="false"><span class="vk-visually-hidden">Untermenü ${entry.label}</span><span class="vk-main-nav__chevron" aria-hidden="true"></span></button><div class="vk-main-nav__panel" hidden><ul class="vk-main-nav__columns">${columns}</ul></div></li>`;
  });
  const phoneMenu = navigation.map((entry) => html`<li><a class="vk-offcanvas__link" href="${entry.href}">${entry.label}</a></li>`);
  return html`<nav class="vk-main-nav vk-main-nav--auto" aria-label="Hauptnavigation"><details class="vk-main-nav__early-menu"><summary class="vk-main-nav__menu-button"><span class="vk-main-nav__burger" aria-hidden="true"></span><span class="vk-main-nav__menu-label">Menü</span></summary><ul class="vk-main-nav__early-list">${phoneMenu}${phoneExtras}</ul></details><ul class="vk-main-nav__bar">${bar}</ul></nav>`;
}
