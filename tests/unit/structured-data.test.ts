// @vitest-environment node
// Node, not jsdom: the server renderer runs where there is no window, and a render that reads one throws here.
import { describe, expect, it } from 'vitest';
import { getArtikel } from '../../examples/catalogue/artikel.ts';
import { searchArtikel } from '../../examples/catalogue/search.ts';
import { seededDatabase } from '../support/seeded-database.ts';
import type { Artikel } from '../../src/core/api/schemas/artikel.ts';
import { breadcrumbJsonLd, renderElement } from '../../src/server/index.ts';
import { productRichResultProblems } from '../helpers/product-rich-result.ts';

const db = seededDatabase({ articles: 60 });
const PAGE = 'https://shop.example/shop/1001-dezaley-grand-cru';
/** demo@vinothek.ch: user 1, individual prices on 1004 and 1006 (examples/catalogue/fixed-articles.ts). */
const DEMO_CUSTOMER = 1;
const anonymous = { user: { authenticated: false } };
const loggedIn = { user: { authenticated: true, name: 'Demo Kunde', kundeInklMwst: true } };

const article = (artikelId: number, userId: number | null = null): Artikel => getArtikel(db, artikelId, { userId })!;

/** Every JSON-LD object in the markup; the text between the tags must be JSON as it is, nothing decoded. */
function jsonLd(markup: string): Record<string, unknown>[] {
  return [...markup.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

async function detail(artikel: Artikel, config: object = anonymous): Promise<string> {
  return renderElement('shop-article-detail', { artikel: JSON.stringify(artikel), 'list-url': '/shop' }, { config, url: PAGE });
}

describe('server-rendered article detail', () => {
  it('writes the article with its first image loading at once, without a window', async () => {
    const markup = await detail(article(1001));
    expect(markup).toMatch(/^<shop-article-detail artikel='[^']*' list-url='\/shop' prerendered='[^']*'><div class="vk-detail">/);
    expect(markup).toContain('<h1 class="vk-detail__title">Dézaley Grand Cru 2022</h1>');
    expect(markup).toMatch(/<span class="vk-price__amount">CHF\s32\.00<\/span>/);
    // The first image is the page's largest paint: eager and first in line; the others wait for the carousel.
    const images = [...markup.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images[0]).toMatch(/src="\/images\/artikel\/1001\/1\.jpg[^"]*"[^>]*loading="eager" fetchPriority="high"/);
    expect(images.slice(1).every((image) => image.includes('loading="lazy"'))).toBe(true);
  });
});

describe('Product JSON-LD of the article detail', () => {
  it("meets Google's Product rich-result rules: name, image, sku, brand, an offer with price, CHF and availability, a rating", async () => {
    const [product, ...others] = jsonLd(await detail(article(1001)));
    expect(others).toEqual([]);
    expect(productRichResultProblems(product)).toEqual([]);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Dézaley Grand Cru 2022',
      sku: '1001',
      url: 'https://shop.example/shop/1001-dezaley-grand-cru',
      brand: { '@type': 'Brand', name: 'Domaine Bovet-Chevalley' },
      offers: { '@type': 'Offer', price: 32, priceCurrency: 'CHF', availability: 'https://schema.org/InStock' },
      // The awards' points (92 and 90) on the 100-point scale of wine competitions.
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 91, ratingCount: 2, bestRating: 100, worstRating: 50 },
    });
    expect(product!.image).toEqual([1, 2, 3].map((n) => `https://shop.example/images/artikel/1001/${n}.webp?width=1200&height=1600`));
  });

  it('says out of stock for an article that cannot be ordered, limited for a low stock, and leaves out a rating it does not have', async () => {
    const [notOrderable] = jsonLd(await detail(article(1002)));
    expect(productRichResultProblems(notOrderable)).toEqual([]);
    expect(notOrderable!.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    const [lowStock] = jsonLd(await detail(article(1005)));
    expect(lowStock!.offers).toMatchObject({ availability: 'https://schema.org/LimitedAvailability' });
    const unrated = article(1004);
    expect(unrated.auszeichnungen).toEqual([]);
    expect(jsonLd(await detail(unrated))[0]).not.toHaveProperty('aggregateRating');
  });

  it('never carries an individual price: a page rendered for a logged-in customer has no offer', async () => {
    const publicPrice = article(1004).preisInklMwst;
    const mine = article(1004, DEMO_CUSTOMER);
    expect(mine.istIndividualpreis).toBe(true);
    expect(mine.preisInklMwst).not.toBe(publicPrice);

    const markup = await detail(mine, loggedIn);
    expect(markup).toContain(`"preis":${mine.preis}`); // the element itself shows the customer's price …
    const [product] = jsonLd(markup);
    expect(product).not.toHaveProperty('offers'); // … the search engines' data does not
    expect(JSON.stringify(product)).not.toContain(String(mine.preisInklMwst));
    expect(product).toMatchObject({ '@type': 'Product', name: expect.any(String), sku: '1004' });
    // Even an article without an individual price: a logged-in page's prices are the customer's.
    expect(jsonLd(await detail(article(1001, DEMO_CUSTOMER), loggedIn))[0]).not.toHaveProperty('offers');
    // And an article flagged individual never gets an offer, whoever the page is for.
    expect(jsonLd(await detail(mine, anonymous))[0]).not.toHaveProperty('offers');
  });

  it('keeps a name with </script> inside its script: the JSON reads back as written and nothing breaks out', async () => {
    const hostile = { ...article(1001), bezeichnung: '</script><script>alert(1)</script><!-- & \u2028', jahrgang: null };
    const markup = await detail(hostile);
    expect(markup.match(/<script/g)).toHaveLength(1);
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(markup)[0]!.name).toBe(hostile.bezeichnung);
  });

  it('can be left out for a CMS that writes its own', async () => {
    const markup = await renderElement('shop-article-detail', { artikel: JSON.stringify(article(1001)) }, { structuredData: false });
    expect(jsonLd(markup)).toEqual([]);
  });
});

describe('ItemList and BreadcrumbList for list pages', () => {
  it('names the list page’s articles by their detail URLs, counting on across pages', async () => {
    const page2 = searchArtikel(db, { pageNumber: 2, pageSize: 12, populateSearchFields: true }, { userId: null });
    const markup = await renderElement(
      'shop-article-list',
      { initial: JSON.stringify(page2) },
      { url: 'https://shop.example/shop?seite=2' },
    );
    const [list] = jsonLd(markup);
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: page2.totalRecordCount });
    expect(list!.itemListElement).toEqual(
      page2.items.map((artikel, index) => ({
        '@type': 'ListItem',
        position: 13 + index,
        url: `https://shop.example${artikel.urlArtikelDetail}`,
      })),
    );
  });

  it('writes a breadcrumb with absolute links, the last crumb being the page', () => {
    expect(breadcrumbJsonLd([{ label: 'Startseite', href: '/' }, { label: 'Shop' }], 'https://shop.example/shop')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://shop.example/shop' },
      ],
    });
  });
});
