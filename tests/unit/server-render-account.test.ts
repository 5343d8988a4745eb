// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ADRESS_POOL_META } from '../../examples/account/address-meta.ts';
import { formatDate } from '../../src/core/format.ts';
import { ConfigError } from '../../src/core/errors.ts';
import { renderElement } from '../../src/server/index.ts';
import { accountFixtures } from '../fixtures/account.ts';
import { basketFixtures } from '../fixtures/basket.ts';
import { checkoutFixtures } from '../fixtures/checkout.ts';

/**
 * The basket, checkout and account elements on the server (issue 25): each writes its content, for the customer
 * the page config names, so it paints before any script. The browser test hydrates the same markup
 * (tests/e2e/server-rendered-account.test.ts).
 */
const CUSTOMER = { user: { authenticated: true, kundeInklMwst: true } };
const BUSINESS = { user: { authenticated: true, kundeInklMwst: false } };
const ORDERS_URL = 'https://shop.example/account/bestellungen?page=2';

function parse(markup: string): HTMLElement {
  const element = new DOMParser().parseFromString(`<!doctype html><body>${markup}`, 'text/html').body.firstElementChild;
  if (!element) throw new Error('no element in the markup');
  return element as HTMLElement;
}

const texts = (element: Element, selector: string) => [...element.querySelectorAll(selector)].map((node) => node.textContent?.trim());

describe('renderElement: basket, checkout and account', () => {
  it('<shop-basket>: its lines, quantities and totals, incl. VAT for a private customer, excl. VAT for a business', async () => {
    const basket = basketFixtures.full;
    const element = parse(await renderElement('shop-basket', { initial: JSON.stringify(basket) }, { config: CUSTOMER }));
    expect(element.hasAttribute('prerendered')).toBe(true);
    const lines = basket.items.filter((item) => item.tag !== 'versandkosten');
    expect(texts(element, '.vk-basket-line__title')).toEqual(lines.map((item) => item.bezeichnung));
    expect(element.querySelectorAll('.vk-basket-line input')).toHaveLength(lines.length);
    expect(element.querySelector('.vk-basket-totals__row--total dt')?.textContent).toBe('Total inkl. Mwst.');
    expect(element.querySelector('a[href="/checkout"]')?.textContent).toBe('Weiter zur Kasse');

    const business = parse(
      await renderElement('shop-basket', { initial: JSON.stringify({ ...basket, kundeInklMwst: false }) }, { config: BUSINESS }),
    );
    expect(business.querySelector('.vk-basket-totals__row--total dt')?.textContent).toBe('Total exkl. Mwst.');
    expect(business.querySelector('.vk-basket-totals__note')).not.toBeNull();
  });

  it('<shop-checkout>: every section with the choices made, and the read-only confirmation without inputs', async () => {
    const initial = JSON.stringify(checkoutFixtures.ready);
    const element = parse(await renderElement('shop-checkout', { initial }, { config: CUSTOMER }));
    expect(element.querySelector('.vk-checkout')).not.toBeNull();
    const chosen = (name: string) => element.querySelector<HTMLInputElement>(`input[name="vk-checkout-${name}"][checked]`)?.value;
    expect(chosen('lieferart')).toBe(String(checkoutFixtures.ready.basket.lieferartId));
    expect(chosen('zahlungsart')).toBe(String(checkoutFixtures.ready.basket.zahlungsartId));
    // The earliest delivery date is the model's (its server's clock), as the hydrating browser shows it.
    const [year, month, day] = checkoutFixtures.ready.lieferdatumMin.split('-');
    expect(element.querySelector('#vk-checkout-lieferdatum-hint')?.textContent).toContain(`${day}.${month}.${year}`);

    const confirmation = parse(await renderElement('shop-checkout', { initial, readonly: 'true' }, { config: CUSTOMER }));
    expect(confirmation.querySelector('.vk-checkout--readonly')).not.toBeNull();
    expect(confirmation.querySelectorAll('input')).toHaveLength(0);
  });

  it('<shop-orders>: the page of orders with dates, and a pager of real links to the same page address', async () => {
    const orders = accountFixtures.orders;
    const element = parse(await renderElement('shop-orders', { initial: JSON.stringify(orders) }, { config: CUSTOMER, url: ORDERS_URL }));
    expect(texts(element, 'tbody tr td:first-child a')).toEqual(orders.items.map((order) => order.bestellNr));
    expect(texts(element, 'tbody tr td:nth-child(2)')).toEqual(orders.items.map((order) => formatDate(order.bestellDatum)));
    expect(element.querySelector('nav.vk-pager a[aria-label="Seite 2"]')?.getAttribute('href')).toBe('/account/bestellungen?page=2');
    expect(element.querySelector('nav.vk-pager a[aria-label="Seite 1"]')?.getAttribute('href')).toBe('/account/bestellungen');
  });

  it('<shop-invoices>, <shop-invoice-detail> and <shop-address-book>: their content', async () => {
    const invoices = parse(
      await renderElement('shop-invoices', { initial: JSON.stringify(accountFixtures.invoices) }, { config: CUSTOMER }),
    );
    expect(texts(invoices, 'tbody tr td:first-child a')).toEqual(accountFixtures.invoices.items.map((invoice) => invoice.belegNr));
    expect(invoices.querySelector('.vk-account-table__row--overdue')).not.toBeNull();

    const invoice = accountFixtures.sammelrechnung;
    const detail = parse(await renderElement('shop-invoice-detail', { invoice: JSON.stringify(invoice) }, { config: CUSTOMER }));
    expect(detail.querySelector('h2')?.textContent).toContain(invoice.belegNr);
    expect(detail.querySelectorAll('.vk-invoice__delivery')).toHaveLength(invoice.sammelrechnungHeader!.length);
    // The payment logos load lazily: an eager image makes React write an image preload <link> into the element,
    // which hydration leaves behind as the element's first child.
    expect(detail.querySelectorAll('img').length).toBeGreaterThan(0);
    expect(detail.querySelector('link')).toBeNull();

    const pool = accountFixtures.adressPool;
    const book = parse(
      await renderElement(
        'shop-address-book',
        { initial: JSON.stringify(pool), meta: JSON.stringify(ADRESS_POOL_META) },
        { config: CUSTOMER },
      ),
    );
    expect(book.querySelectorAll('.vk-address-card')).toHaveLength(pool.length);
    expect(book.querySelector('.vk-address-card--primary')).not.toBeNull();
  });

  it('a bad attribute throws a ConfigError naming the tag and the attribute', async () => {
    await expect(renderElement('shop-orders', { initial: '{"items": 3}' })).rejects.toThrow(/<shop-orders> attribute "initial"/);
    await expect(renderElement('shop-basket', { initial: 'not json' })).rejects.toThrow(/<shop-basket> attribute "initial"/);
    await expect(renderElement('shop-checkout', { initial: JSON.stringify(checkoutFixtures.ready), readonly: 'ja' })).rejects.toThrow(
      /<shop-checkout> attribute "readonly"/,
    );
    await expect(renderElement('shop-invoice-detail', {})).rejects.toThrow(ConfigError);
    await expect(renderElement('shop-address-book', { meta: '[]' })).rejects.toThrow(/<shop-address-book> attribute "meta"/);
    await expect(renderElement('shop-orders', {}, { url: '/account/bestellungen' })).rejects.toThrow(/not an absolute address/);
  });
});
