// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commerceShop } from '../support/commerce-shop.ts';

/** Issue 24: anonymous /shop pages come from a render cache, with each visitor's own token and basket. */
const config = (page: string): { csrfToken: string; user: { authenticated: boolean } } =>
  JSON.parse(/<script type="application\/json" id="shop-config">(.*?)<\/script>/s.exec(page)![1]!);
const basketPreview = (page: string): string => /<shop-basket-preview initial='([^']*)'/.exec(page)![1]!;

describe('list page cache', () => {
  it('serves an anonymous search from the cache: a change in the catalogue shows only to customers until it expires', async () => {
    const shop = commerceShop();
    const first = await (await shop.app.request('/shop?suchbegriff=Dézaley')).text();
    expect(first).toContain('Dézaley Grand Cru');
    shop.db.prepare("UPDATE articles SET bezeichnung = 'Umbenannt Grand Cru' WHERE artikelId = 1001").run();
    const again = await (await shop.app.request('/shop?suchbegriff=Dézaley')).text();
    expect(again).toContain('Dézaley Grand Cru');
    const customer = await shop.customer();
    expect(await (await customer.request('/shop?suchbegriff=Dézaley')).text()).not.toContain('Dézaley Grand Cru</');
    // another query is another page
    expect(await (await shop.app.request('/shop?suchbegriff=D%C3%A9zaley&seite=1')).text()).not.toContain('Dézaley Grand Cru</');
  });

  it('puts each visitor’s own CSRF token and basket into the cached page, and nobody else’s', async () => {
    const shop = commerceShop();
    const anna = await shop.visitor();
    await anna.post('/api/basket/add', [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 3 }]);
    const bert = await shop.visitor();
    const annaPage = await (await anna.request('/shop?aktionen=true')).text();
    const bertPage = await (await bert.request('/shop?aktionen=true')).text();
    const cookieless = await (await shop.app.request('/shop?aktionen=true')).text();

    expect(config(annaPage).csrfToken).toBe(anna.csrfToken);
    expect(config(bertPage).csrfToken).toBe(bert.csrfToken);
    expect(bertPage).not.toContain(anna.csrfToken);
    expect(cookieless).not.toContain(anna.csrfToken);
    expect(cookieless).not.toContain(bert.csrfToken);
    expect(cookieless).not.toContain('vk-cached-page');
    expect(basketPreview(annaPage)).toContain('1001');
    expect(basketPreview(bertPage)).not.toContain('1001');
    // the same page apart from the session's parts
    const strip = (page: string) => page.replace(config(page).csrfToken, '').replaceAll(/initial='[^']*'><\/shop-basket-preview>/g, '');
    expect(strip(annaPage).replaceAll(anna.csrfToken, '')).toBe(strip(bertPage).replaceAll(bert.csrfToken, ''));

    // a posted form with the injected token passes the CSRF check
    expect((await bert.post('/api/basket/add', [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }])).status).toBe(
      200,
    );
  });

  it('keeps a page per language: a visitor who chose French never makes the next one read French', async () => {
    const shop = commerceShop();
    const french = await (await shop.app.request('/shop?aktionen=true', { headers: { cookie: 'vk_lang=fr' } })).text();
    expect(french).toMatch(/<html lang="fr/);
    const german = await (await shop.app.request('/shop?aktionen=true')).text();
    expect(german).toMatch(/<html lang="de/);
    expect(german).not.toContain('Se connecter');
    const italian = await (await shop.app.request('/shop?aktionen=true', { headers: { cookie: 'vk_lang=it' } })).text();
    expect(italian).toMatch(/<html lang="it/);
  });

  it('a customer’s page is never cached nor shown to another visitor', async () => {
    const shop = commerceShop();
    const customer = await shop.customer();
    const own = await (await customer.request('/shop?neuheiten=true')).text();
    expect(config(own).user.authenticated).toBe(true);
    const anonymous = await (await shop.app.request('/shop?neuheiten=true')).text();
    expect(config(anonymous).user.authenticated).toBe(false);
    expect(anonymous).not.toContain('Abmelden');
    expect(anonymous).not.toContain(customer.csrfToken);
  });
});
