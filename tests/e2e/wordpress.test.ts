import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getArtikelMany } from '../../examples/catalogue/artikel.ts';
import type { ArtikelSearchResult } from '../../src/core/api/schemas/artikelsearch.ts';
import { formatArticlePrice } from '../../src/core/format.ts';
import { launchBrowser } from './support/browser.ts';
import { startCmsProxy } from './support/cms-proxy.ts';
import { DESKTOP, logIn, newVisitor, screenshot, startDemoShop } from './support/demo-shop.ts';
import { collectHydrationWarnings, hydrated, openWithScriptsHeld } from './support/hydration.ts';
import { startRenderService } from './support/render-service.ts';
import { startWordPress, wordpressMissing, type WordPressSite } from './support/wordpress.ts';

/**
 * Debian's WordPress 6.1 on PHP 8.2 and MariaDB, with the plugin (integrations/wordpress/) and the render service
 * in front of the demo shop's API, as a site runs it: one origin, `/api`, `/images` and `/vinothek` go to the shop,
 * the rest to WordPress. Its list, detail and basket pages show their content before any script, hydrate without
 * a warning, the basket works, and a post an Author saves keeps its shop tags.
 */
const missing = wordpressMissing();
if (missing.length)
  console.warn(`wordpress.test.ts skipped: this machine lacks ${missing.join(', ')} (apt-get install; .ci/run installs them).`);

describe.skipIf(missing.length > 0)('WordPress with the plugin and the render service', () => {
  let browser: Browser;
  let shop: Awaited<ReturnType<typeof startDemoShop>>;
  let service: Awaited<ReturnType<typeof startRenderService>>;
  let proxy: Awaited<ReturnType<typeof startCmsProxy>>;
  let wp: WordPressSite;
  const pages: Record<'list' | 'detail' | 'basket' | 'post', string> = { list: '', detail: '', basket: '', post: '' };
  let authorContent = '';
  let artikel: ArtikelSearchResult['items'][number];

  beforeAll(async () => {
    [shop, service, browser] = await Promise.all([startDemoShop(), startRenderService(['--workers', '1']), launchBrowser()]);
    const search = await fetch(`${shop.url}/api/artikelsearch/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageNumber: 1, pageSize: 1, filterValues: {}, populateSearchFields: false }),
    });
    artikel = ((await search.json()) as ArtikelSearchResult).items[0]!;
    wp = await startWordPress({
      origin: async (cms) => {
        proxy = await startCmsProxy({ cms, shop: shop.url });
        return proxy.url;
      },
      constants: { VINOTHEK_RENDER_URL: service.url, VINOTHEK_API_URL: `${shop.url}/api`, VINOTHEK_RENDER_TIMEOUT: '30' },
    });
    // The editor (an administrator) makes the shop's pages; an Author writes a post with a shop tag in it.
    const made = wp.php(`require '${wp.root}/wp-load.php';
wp_set_current_user(1);
$page = fn (string $title, string $content) => wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => $title, 'post_content' => $content]);
$artikel = ${JSON.stringify(JSON.stringify(artikel))};
$list = $page('Weine', "<!-- wp:shortcode -->\\n[shop_basket_badge][shop_article_list paging=\\"pager\\"]\\n<!-- /wp:shortcode -->");
$detail = $page('Ein Wein', "<!-- wp:html -->\\n" . VinothekRender::tag('shop-article-detail', ['artikel' => $artikel, 'list-url' => '/']) . "\\n<!-- /wp:html -->");
$basket = $page('Warenkorb', "<!-- wp:shortcode -->\\n[shop_basket]\\n<!-- /wp:shortcode -->");
$author = wp_insert_user(['user_login' => 'autorin', 'user_pass' => 'Autorin-Passwort-1', 'user_email' => 'autorin@example.com', 'role' => 'author']);
wp_set_current_user($author);
$post = wp_insert_post(['post_status' => 'publish', 'post_title' => 'Unser Tipp', 'post_content' => "<!-- wp:html -->\\n<p>Diese Woche:</p>" . VinothekRender::tag('shop-article-detail', ['artikel' => $artikel, 'list-url' => '/']) . "\\n<!-- /wp:html -->"]);
echo json_encode(['list' => get_permalink($list), 'detail' => get_permalink($detail), 'basket' => get_permalink($basket), 'post' => get_permalink($post), 'authorContent' => get_post_field('post_content', $post), 'authorCanPost' => !current_user_can('unfiltered_html')]);`);
    const answer = JSON.parse(made) as typeof pages & { authorContent: string; authorCanPost: boolean };
    expect(answer.authorCanPost).toBe(true); // the Author's content went through kses
    Object.assign(pages, answer);
    authorContent = answer.authorContent;
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await wp?.stop();
    await proxy?.close();
    await service?.stop();
    await shop?.close();
  });

  async function withoutScript(url: string): Promise<{ page: Page; close(): Promise<void> }> {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, locale: 'de-CH' });
    const page = await context.newPage();
    await page.goto(url);
    return { page, close: () => context.close() };
  }

  /** The render answers the plugin keeps in WordPress's transients. */
  const keptRenders = () =>
    Number(
      wp.php(`require '${wp.root}/wp-load.php';
global $wpdb;
echo $wpdb->get_var("SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '\\\\_transient\\\\_vinothek-render-%'");`),
    );

  it('shows the list, the detail and the basket with JavaScript off', async () => {
    const list = await withoutScript(pages.list);
    expect(await list.page.locator('shop-article-list[prerendered] .vk-card').count()).toBe(24);
    // The render is kept in the site's transients: the page seen again is rendered from there, under the same key.
    const kept = keptRenders();
    expect(kept).toBeGreaterThan(0);
    await list.page.reload();
    expect(await list.page.locator('shop-article-list[prerendered] .vk-card').count()).toBe(24);
    expect(keptRenders()).toBe(kept);
    // The first card's picture is preloaded from the head (LCP): on its way before the parser reaches the list.
    const leadPicture = `head link[rel="preload"][as="image"][fetchpriority="high"][imagesrcset*="/images/artikel/${artikel.artikelId}/1.webp"]`;
    expect(await list.page.locator(leadPicture).count()).toBe(1);
    await screenshot(list.page, 'wordpress-list-1440-no-script');
    await list.close();
    const detail = await withoutScript(pages.detail);
    expect(await detail.page.locator('shop-article-detail[prerendered] h1').textContent()).toBe(
      [artikel.bezeichnung, artikel.jahrgang].filter(Boolean).join(' '),
    );
    expect(await detail.page.locator(leadPicture).count()).toBe(1);
    await detail.close();
    const basket = await withoutScript(pages.basket);
    expect(await basket.page.locator('shop-basket[prerendered]').textContent()).toMatch(/Warenkorb ist leer/);
    await basket.close();
    expect(wp.log()).not.toMatch(/vinothek-elements:/);
  }, 180_000);

  it('hydrates the list without a warning; "In den Warenkorb" updates the badge, and the basket page has the line before any script', async () => {
    const { page, errors, warnings, context } = await newVisitor(browser, DESKTOP);
    const hydration = collectHydrationWarnings(page);
    await page.goto(pages.list);
    await hydrated(page);
    const badge = page.locator('.vk-basket-badge');
    await expect.poll(() => badge.getAttribute('data-count')).toBe('0');
    const added = page.waitForResponse((response) => response.url().endsWith('/api/basket/add') && response.ok());
    await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
    await added;
    await expect.poll(() => badge.getAttribute('data-count')).not.toBe('0');
    await screenshot(page, 'wordpress-list-1440');

    const { release } = await openWithScriptsHeld(page, pages.basket, 'shop-basket');
    expect(await page.locator('shop-basket[prerendered] .vk-basket').count()).toBeGreaterThan(0);
    expect(await page.locator('shop-basket').textContent()).not.toMatch(/Warenkorb ist leer/);
    await release();
    await hydrated(page);
    expect(hydration).toEqual([]);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('names a logged-in business customer: their own prices without VAT in the first paint, and no cache may keep the page', async () => {
    const { page, errors, warnings, context } = await newVisitor(browser, DESKTOP);
    const hydration = collectHydrationWarnings(page);
    // The shop's own login form; its session cookie belongs to the host, whatever the port, so WordPress gets it too.
    await logIn(page, shop.url, 'firma@vinothek.ch', '/');
    const kept = keptRenders();
    const { release } = await openWithScriptsHeld(page, pages.list, 'shop-article-list');
    expect((await page.request.get(pages.list)).headers()['cache-control']).toMatch(/no-store|no-cache/);
    const cards = page.locator('shop-article-list[prerendered] .vk-card[data-artikel-id]');
    const ids = (await cards.evaluateAll((all) => all.map((card) => Number(card.getAttribute('data-artikel-id'))))) as number[];
    expect(ids).toHaveLength(24);
    const own = new Map(getArtikelMany(shop.db, ids, { userId: 2 }).map((item) => [item.artikelId, formatArticlePrice(item.preis)]));
    const shown = () => cards.evaluateAll((all) => all.map((card) => card.querySelector('.vk-price__amount')?.textContent));
    // Before any script: the page config names the customer, so the server rendered their prices and VAT display.
    expect(await shown()).toEqual(ids.map((id) => own.get(id)));
    // Their render (their name, their prices) is not kept in the site's database.
    expect(keptRenders()).toBe(kept);
    expect(new Set(await page.locator('.vk-card .vk-price__vat').allTextContents())).toEqual(
      new Set(['Lieferpreis exkl. Mwst. und Depot']),
    );
    await release();
    await hydrated(page);
    expect(await page.locator('shop-article-list .vk-card .vk-price__amount').allTextContents()).toEqual(ids.map((id) => own.get(id)));
    await screenshot(page, 'wordpress-list-1440-business-customer');
    expect(hydration).toEqual([]);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('keeps the shop tags in a post an Author saved (WordPress’s HTML filter), and renders them', async () => {
    expect(authorContent).toContain(`<shop-article-detail artikel='`);
    expect(authorContent).toContain(`list-url='/'></shop-article-detail>`);
    const post = await withoutScript(pages.post);
    expect(await post.page.locator('shop-article-detail[prerendered] h1').count()).toBe(1);
    await post.close();
  }, 120_000);

  it('keeps the theme’s heading and link rules out of the elements: a card looks as with the package’s CSS alone', async () => {
    const { page, close } = await withoutScript(pages.list);
    const cardStyle = (target: Page) =>
      target
        .locator('.vk-card__title a')
        .first()
        .evaluate((link) => {
          const heading = getComputedStyle(link.closest('h3')!);
          const own = getComputedStyle(link);
          return {
            size: heading.fontSize,
            family: heading.fontFamily,
            weight: heading.fontWeight,
            color: own.color,
            decoration: own.textDecorationLine,
          };
        });
    const inWordPress = await cardStyle(page);
    const list = await page.locator('shop-article-list').evaluate((element) => element.outerHTML);
    // The same markup on a page with nothing but the package's stylesheet.
    await page.setContent(
      `<!doctype html><html lang="de"><head><link rel="stylesheet" href="${proxy.url}/vinothek/vinothek.css"></head><body>${list}</body></html>`,
    );
    expect(inWordPress).toEqual(await cardStyle(page));
    await close();
  }, 120_000);
});
