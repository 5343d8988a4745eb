import { Hono, type Context } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { listStateFromUrl } from '../../src/core/api/schemas/artikelsearch-url.ts';
import { searchArtikel, searchArtikelSteps } from './search.ts';
import { searchPageGuard } from '../platform/search-guard.ts';
import { runSliced } from '../platform/sliced-work.ts';
import { listPage } from './list-page-cache.ts';
import { findArtikelIdByNummer, getArtikel, getArtikelMany } from './artikel.ts';
import { regionDescription, regionTree, regionUrl, type RegionNode } from './region-tree.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { renderPage } from '../platform/layout.ts';
import { articleDetailTag, articleListTag, articleSliderTag, bigSliderTag, breadcrumbData, myListsTag } from '../platform/prerender.ts';
import { merklisteState } from './merkliste.ts';
import { accountLayout, breadcrumbs } from '../platform/components.ts';
import { requireLoginPage } from '../platform/require-login.ts';
import { SHOP_URLS } from '../platform/urls.ts';
import { MAP_STYLE_URL } from '../platform/map-routes.ts';
import { pageTexts } from '../platform/page-language.ts';
import { fill } from '../platform/texts/index.ts';

export const shopPages = new Hono<AppEnv>();

const userIdOf = (c: Context<AppEnv>): number | null => c.get('session').userId;

function articleIds(c: Context<AppEnv>, filterValues: Record<string, unknown>, count: number): number[] {
  const result = searchArtikel(c.get('db'), { filterValues, pageSize: count, populateSearchFields: false }, { userId: userIdOf(c) });
  return result.items.map((a) => a.artikelId);
}

async function slider(c: Context<AppEnv>, title: string, filterValues: Record<string, unknown>, moreUrl: string): Promise<SafeHtml> {
  const items = getArtikelMany(c.get('db'), articleIds(c, filterValues, 12), { userId: userIdOf(c) });
  if (items.length === 0) return html``;
  // The slider is the landmark, named by the heading: two sliders on a page must not both be "Artikel" (issue 21).
  return html`<section class="teaser">
  <div class="teaser__head"><h2>${title}</h2><a href="${moreUrl}">${pageTexts(c).showAll}</a></div>
  ${await articleSliderTag(c, { items, label: title })}
</section>`;
}

const SLIDES = [
  {
    itemId: 1,
    sort: 1,
    type: 'image',
    imageUrl: '/images/banner/1.webp?width=1600&height=600',
    title: 'Chasselas aus dem Lavaux',
    text: 'Terrassenweine vom Genfersee – direkt vom Weingut.',
    button: 'Jetzt entdecken',
    buttonUrl: '/shop?landregion=lavaux',
    colorMode: 'Dark',
    provider: null,
    videoId: null,
  },
  {
    itemId: 2,
    sort: 2,
    type: 'image',
    imageUrl: '/images/banner/2.webp?width=1600&height=600',
    title: 'Aktionen',
    text: 'Bis zu 25 % auf ausgewählte Weine.',
    button: 'Zu den Aktionen',
    buttonUrl: '/shop?aktionen=true',
    colorMode: 'Light',
    provider: null,
    videoId: null,
  },
  {
    itemId: 3,
    sort: 3,
    type: 'image',
    imageUrl: '/images/banner/3.webp?width=1600&height=600',
    title: 'Neu im Sortiment',
    text: 'Der Jahrgang 2024 ist da.',
    button: 'Neuheiten ansehen',
    buttonUrl: '/shop?neuheiten=true',
    colorMode: 'Dark',
    provider: null,
    videoId: null,
  },
  {
    itemId: 4,
    sort: 4,
    type: 'video',
    imageUrl: null,
    title: 'Ein Jahr im Rebberg',
    text: null,
    button: null,
    buttonUrl: null,
    colorMode: 'Light',
    provider: 'YOUTUBE',
    videoId: 'M7lc1UVf-VE',
  },
];

shopPages.get('/', async (c) => {
  // The first slide is written with the page (its picture is the home page's largest paint), the sliders' cards too.
  const t = pageTexts(c);
  const body = html`<h1 class="visually-hidden">${t.homeHeading}</h1>
${await bigSliderTag(c, { slides: SLIDES, interval: 5000 })}
${await slider(c, t.homeNews, { neuheiten: true }, '/shop?neuheiten=true')}
${await slider(c, t.homePromotions, { aktionen: true }, '/shop?aktionen=true')}
<section class="intro">
  <h2>${t.homeIntroHeading}</h2>
  <p>${t.homeIntroText}</p>
  <ul class="link-grid">${regionTree(c.get('db'))
    .bySlug.get('schweiz')
    ?.children.map((r) => html`<li><a href="${regionUrl(r.slug)}">${r.name}</a></li>`)}</ul>
</section>`;
  return renderPage(c, { title: t.homeTitle, body });
});

shopPages.get('/shop', searchPageGuard(), (c) =>
  listPage(c, async () => {
    const url = new URL(c.req.url);
    const state = listStateFromUrl(url.searchParams);
    const db = c.get('db');
    const result = await runSliced(db, () =>
      searchArtikelSteps(db, { ...state, populateSearchFields: true }, { userId: userIdOf(c), baseUrl: '/shop' }),
    );
    const t = pageTexts(c);
    const heading = state.filterValues.merkliste
      ? t.shopListHeading
      : state.filterValues.suchbegriff
        ? fill(t.shopSearchHeading, { term: state.filterValues.suchbegriff })
        : t.shopHeading;
    const crumbs = [{ label: t.shop }];
    const body = html`${breadcrumbs(c, crumbs)}${breadcrumbData(c, [{ label: t.home, href: '/' }, ...crumbs])}
<h1 data-list-heading data-plain="${t.shopHeading}" data-search="${t.shopSearchHeading}" data-merkliste="${t.shopListHeading}">${heading}</h1>
${await articleListTag(c, { initial: result, 'base-url': '/shop', paging: 'pager' })}
<script type="module" src="/site.js"></script>`;
    return renderPage(c, {
      title: heading,
      description: t.shopDescription,
      body,
      leadImage: result.items[0]?.urlListImage,
    });
  }),
);

shopPages.get('/shop/:path', async (c) => {
  const match = /^(\d+)(?:-(.*))?$/.exec(c.req.param('path'));
  const db = c.get('db');
  const artikelId = match ? findArtikelIdByNummer(db, match[1]!) : null;
  const artikel = artikelId === null ? null : getArtikel(db, artikelId, { userId: userIdOf(c) });
  if (!artikel) return c.notFound();
  if (new URL(artikel.urlArtikelDetail, 'http://x').pathname !== new URL(c.req.url).pathname) {
    // A renamed article or a short link: one canonical URL, with the query kept (`?lang=fr` must not be lost).
    const canonical = new URL(artikel.urlArtikelDetail, c.req.url);
    canonical.search = new URL(c.req.url).search;
    return c.redirect(`${canonical.pathname}${canonical.search}`, 301);
  }
  const title = [artikel.bezeichnung, artikel.jahrgang].filter(Boolean).join(' ');
  const t = pageTexts(c);
  const crumbs = [{ label: t.shop, href: '/shop' }, { label: title }];
  const body = html`${breadcrumbs(c, crumbs)}${breadcrumbData(c, [{ label: t.home, href: '/' }, ...crumbs])}
${await articleDetailTag(c, { artikel, 'list-url': '/shop' })}`;
  return renderPage(c, {
    title,
    description: `${title} – ${[artikel.produzent, artikel.region, artikel.land].filter(Boolean).join(', ')}`,
    body,
    leadImage: artikel.images[0]?.urlDetailImage,
  });
});

/** Approximate centres of the Swiss wine regions, for the map block on region pages. */
const REGION_COORDINATES: Record<string, [number, number, number]> = {
  schweiz: [46.8, 8.2, 7],
  wallis: [46.23, 7.36, 9],
  waadt: [46.52, 6.63, 9],
  lavaux: [46.49, 6.73, 12],
  genf: [46.2, 6.08, 10],
  neuenburg: [46.99, 6.93, 10],
  'drei-seen-land': [46.95, 7.1, 10],
  tessin: [46.0, 8.95, 9],
  graubuenden: [46.96, 9.55, 10],
  zuerich: [47.4, 8.55, 9],
  schaffhausen: [47.68, 8.5, 10],
  aargau: [47.4, 8.15, 9],
};

function regionList(nodes: RegionNode[]): SafeHtml {
  return html`<ul>${nodes.map((n) => html`<li><a href="${regionUrl(n.slug)}">${n.name}</a>${n.children.length ? regionList(n.children) : ''}</li>`)}</ul>`;
}

shopPages.get('/regionen', (c) => {
  const t = pageTexts(c);
  const body = html`${breadcrumbs(c, [{ label: t.regionsTitle }])}
<h1>${t.regionsTitle}</h1>
<p>${t.regionsIntro}</p>
<nav class="region-tree" aria-label="${t.regionsTitle}">${regionList(regionTree(c.get('db')).roots)}</nav>`;
  return renderPage(c, { title: t.regionsTitle, body });
});

shopPages.get('/regionen/:slug', async (c) => {
  const tree = regionTree(c.get('db'));
  const node = tree.bySlug.get(c.req.param('slug'));
  if (!node) return c.notFound();
  const parents = node.path.slice(0, -1).map((id) => tree.byId.get(id)!);
  const parent = parents[parents.length - 1] ?? null;
  const coordinates = REGION_COORDINATES[node.slug];
  const t = pageTexts(c);
  const title = fill(t.regionTitle, { name: node.name });
  const body = html`${breadcrumbs(c, [{ label: t.regionsTitle, href: '/regionen' }, ...parents.map((p) => ({ label: p.name, href: regionUrl(p.slug) })), { label: node.name }])}
<h1>${title}</h1>
<p class="lead">${regionDescription(node.name, parent?.name ?? null, node.beschreibung)}</p>
${node.children.length ? html`<h2>${t.subregions}</h2><ul class="link-grid">${node.children.map((n) => html`<li><a href="${regionUrl(n.slug)}">${n.name}</a></li>`)}</ul>` : ''}
${await slider(c, fill(t.winesFrom, { name: node.name }), { landRegion: [node.slug] }, `/shop?landregion=${encodeURIComponent(node.slug)}`)}
${coordinates ? html`<shop-map lat="${coordinates[0]}" lng="${coordinates[1]}" zoom="${coordinates[2]}" title="${node.name}" content="${title}" map-style="${MAP_STYLE_URL}"></shop-map>` : ''}`;
  return renderPage(c, { title, body });
});

/** The customer's lists, written with the page (no call for them). */
shopPages.use(SHOP_URLS.merklisten, requireLoginPage());
shopPages.get(SHOP_URLS.merklisten, async (c) => {
  const lists = await myListsTag(c, merklisteState(c.get('db'), userIdOf(c)));
  const title = pageTexts(c).lists;
  return renderPage(c, { title, body: accountLayout(c, SHOP_URLS.merklisten, title, lists) });
});
