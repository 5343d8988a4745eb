import * as v from 'valibot';
import { ArtikelSchema, type Artikel } from '../../src/core/api/schemas/artikel.ts';
import { BasketSchema, type Basket } from '../../src/core/api/schemas/basket.ts';
import { parseApiJson } from '../../src/core/api/json.ts';
import type { DemoApi } from './demo-api.ts';

/** The article as the demo detail page renders it into `<shop-article-detail artikel='…'>` (for this visitor). */
export async function artikelFromDemo(demo: DemoApi, artikelnummer: number): Promise<Artikel> {
  let res = await demo.session.request(`/shop/${artikelnummer}`);
  if (res.status === 301) res = await demo.session.request(new URL(res.headers.get('location') ?? '', 'http://x').pathname);
  const page = new DOMParser().parseFromString(await res.text(), 'text/html');
  const attribute = page.querySelector('shop-article-detail')?.getAttribute('artikel');
  if (!attribute) throw new Error(`no article ${artikelnummer} on its detail page`);
  return v.parse(ArtikelSchema, JSON.parse(attribute));
}

/** The visitor's basket straight from the server (bypasses fetch, so it is not counted in demo.requests). */
export async function basketFromDemo(demo: DemoApi): Promise<Basket> {
  const res = await demo.session.request('/api/basket');
  return v.parse(BasketSchema, parseApiJson(await res.text()));
}

/** Puts lines in the visitor's basket through the API (test set-up, not counted in demo.requests). */
export async function fillBasket(
  demo: DemoApi,
  lines: { artikelId: number; bestelleinheit: 'Abfuellung' | 'Grossgebinde'; mengeBestelleinheit: number }[],
): Promise<Basket> {
  const res = await demo.session.post('/api/basket/add', lines);
  if (res.status !== 200) throw new Error(`basket/add ${res.status}: ${await res.text()}`);
  return basketFromDemo(demo);
}

/** ARCHITECTURE.md §6 fault switch: pricing fails as if the back office were down. */
export async function setBackofficeOnline(demo: DemoApi, online: boolean): Promise<void> {
  const res = await demo.session.post('/__demo/backoffice', { online });
  if (res.status >= 300) throw new Error(`__demo/backoffice ${res.status}`);
}

export const isBasketCall = (request: { path: string }) => request.path.startsWith('/api/basket');

/** Two lines of the fixed demo articles: a carton and bottles (the badge counts lines, not bottles). */
export const TWO_WINES = [
  { artikelId: 1001, bestelleinheit: 'Grossgebinde', mengeBestelleinheit: 2 },
  { artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 3 },
] as const;

/** The count the header badge shows (its data-count), or undefined before it rendered. */
export const badgeCount = () => document.querySelector('.vk-basket-badge')?.getAttribute('data-count');
