import { Hono, type Context } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { CONTENT_PAGES, type ContentPage } from './pages-data.ts';
import { siteSearchSteps } from './site-search.ts';
import { searchPageGuard } from '../platform/search-guard.ts';
import { runSliced } from '../platform/sliced-work.ts';
import { contactFormFields } from './contact.ts';
import { html, json, raw, type SafeHtml } from '../platform/html.ts';
import { renderPage, wantsFragment } from '../platform/layout.ts';
import { pageQuery } from '../platform/params.ts';
import { breadcrumbs } from '../platform/components.ts';
import { pageTexts } from '../platform/page-language.ts';
import { fill } from '../platform/texts/index.ts';
import { MAP_STYLE_URL } from '../platform/map-routes.ts';
import { siteSearchTag } from '../platform/prerender.ts';
import { searchArtikelSteps } from '../catalogue/index.ts';
import { ARTICLE_HITS_SHOWN } from '../../src/widgets/site-search/element.ts';

export const contentPages = new Hono<AppEnv>();

const pages = new Map(CONTENT_PAGES.map((p) => [p.slug, p]));

function contentBody(c: Context<AppEnv>, page: ContentPage, extra: SafeHtml = html``, fragment = false): SafeHtml {
  // In a dialog (spec §7, e.g. the AGB) the dialog's title is the heading: no breadcrumb, no second h1 (issue 21).
  if (fragment) {
    return html`<article class="content">
  <p class="lead">${page.description}</p>
  ${raw(page.body)}
  ${extra}
</article>`;
  }
  return html`${breadcrumbs(c, [{ label: page.title }])}
<article class="content">
  <h1>${page.title}</h1>
  <p class="lead">${page.description}</p>
  ${raw(page.body)}
  ${extra}
</article>`;
}

contentPages.get('/suche', searchPageGuard(), async (c) => {
  const searchterm = c.req.query('suchbegriff')?.trim() || null;
  const page = pageQuery(c);
  const db = c.get('db');
  const result = await runSliced(db, () => siteSearchSteps(db, { currentPage: page, filterValues: { searchterm } }));
  // The wines for the term as the element would ask for them: with the page, so nothing moves when they come.
  const articles = searchterm
    ? await runSliced(db, () =>
        searchArtikelSteps(
          db,
          { pageNumber: 1, pageSize: ARTICLE_HITS_SHOWN, filterValues: { suchbegriff: searchterm }, populateSearchFields: false },
          { userId: c.get('session').userId },
        ),
      )
    : null;
  const t = pageTexts(c);
  const body = html`${breadcrumbs(c, [{ label: t.search }])}
<h1>${t.search}</h1>
${await siteSearchTag(c, { initial: result, articles })}`;
  return renderPage(c, { title: searchterm ? fill(t.searchFor, { term: searchterm }) : t.search, body });
});

contentPages.get('/kontakt', (c) => {
  const page = pages.get('kontakt')!;
  const t = pageTexts(c);
  const extra = html`<h2>${t.contactSend}</h2>
<shop-contact-form component-id="kontakt" fields='${json(contactFormFields('kontakt'))}'></shop-contact-form>
<h2>${t.contactFindUs}</h2>
<shop-map lat="46.4887" lng="6.7452" zoom="11" title="Vinothek Cully" content="Rebgasse 12, 1096 Cully" map-style="${MAP_STYLE_URL}"></shop-map>`;
  return renderPage(c, { title: page.title, description: page.description, body: contentBody(c, page, extra) });
});

/** Every other CMS content page, e.g. /agb (also shown in a dialog), /versand, /ueber-uns. */
contentPages.get('/:slug', (c, next) => {
  const page = pages.get(c.req.param('slug'));
  if (!page) return next();
  return renderPage(c, { title: page.title, description: page.description, body: contentBody(c, page, html``, wantsFragment(c)) });
});
