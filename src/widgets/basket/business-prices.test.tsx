import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { searchArtikel } from '../../core/api/artikelsearch.ts';
import type { Artikel } from '../../core/api/schemas/artikel.ts';
import { AddToBasket } from '../add-to-basket/index.ts';
import { Basket } from './index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { artikelFromDemo, basketFromDemo, fillBasket } from '../../../tests/helpers/demo-basket.ts';

let demo: DemoApi;

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  demo = await startDemoApi({ articles: 200 });
  await demo.login('firma@vinothek.ch');
});

const decimals = (amount: number) => (String(amount).split('.')[1] ?? '').length;
const pricesOf = (artikel: Artikel) =>
  [artikel.preis, artikel.preisOhneAktion, artikel.bestelleinheitAbfuellung?.preis, artikel.bestelleinheitGrossgebinde?.preis].filter(
    (p): p is number => p != null,
  );

describe('business customers (kundeInklMwst false)', () => {
  it('the demo back office prices net on the cent grid (no "CHF 29.60222")', async () => {
    const result = await searchArtikel(demo.store, { pageNumber: 1, pageSize: 100, populateSearchFields: false });
    expect(result.items.every((artikel) => !artikel.kundeInklMwst)).toBe(true);
    const prices = result.items.flatMap(pricesOf);
    expect(prices.length).toBeGreaterThan(100);
    expect(prices.filter((price) => decimals(price) > 2)).toEqual([]);
    const detail = await artikelFromDemo(demo, 1001);
    expect(pricesOf(detail).filter((price) => decimals(price) > 2)).toEqual([]);
    const basket = await fillBasket(demo, [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 3 }]);
    expect(basket.items.every((item) => decimals(item.preisExklMwst) <= 2)).toBe(true);
  });

  it('the elements still show a price with 5 decimals as it is (spec §9)', async () => {
    const artikel = await artikelFromDemo(demo, 1001);
    const fine = { ...artikel, preis: 29.60222, bestelleinheitAbfuellung: { ...artikel.bestelleinheitAbfuellung!, preis: 29.60222 } };
    const basket = await basketFromDemo(demo);
    const line = (await fillBasket(demo, [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }])).items.find(
      (item) => item.artikelId === 1001,
    )!;
    const withFinePrice = { ...basket, items: [{ ...line, preisExklMwst: 29.60222 }] };
    renderWithShop(
      <>
        <AddToBasket artikel={fine} />
        <Basket initial={withFinePrice} />
      </>,
      { store: demo.store },
    );
    expect(document.querySelector('.vk-add-to-basket')!.textContent).toMatch(/CHF\s29\.60222/);
    const basketLine = screen.getByRole('heading', { name: /Dézaley/, level: 3 }).closest('li') as HTMLElement;
    expect(within(basketLine).getByText(/CHF\s29\.60222/)).toBeInTheDocument();
  });
});
