import * as v from 'valibot';
import { parseApiJson } from '../../src/core/api/json.ts';
import { CheckoutModelSchema, type CheckoutModel } from '../../src/core/api/schemas/checkout.ts';
import { OrderListSchema } from '../../src/core/api/schemas/account.ts';
import type { DemoApi } from './demo-api.ts';
import { fillBasket } from './demo-basket.ts';

/** The model the demo's /checkout page renders into `<shop-checkout initial='…'>` for this visitor. */
export async function checkoutPageModel(demo: DemoApi, path = '/checkout'): Promise<CheckoutModel> {
  const res = await demo.session.request(path);
  const page = new DOMParser().parseFromString(await res.text(), 'text/html');
  const attribute = page.querySelector('shop-checkout')?.getAttribute('initial');
  if (!attribute) throw new Error(`no shop-checkout on ${path}`);
  return v.parse(CheckoutModelSchema, parseApiJson(attribute));
}

/** A basket with two articles (1001 as a case, 1004 as bottles), then the checkout page's model. */
export async function checkoutWithGoods(demo: DemoApi): Promise<CheckoutModel> {
  await fillBasket(demo, [
    { artikelId: 1001, bestelleinheit: 'Grossgebinde', mengeBestelleinheit: 2 },
    { artikelId: 1004, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 3 },
  ]);
  return checkoutPageModel(demo);
}

/** How many orders the logged-in customer has (set-up reads, not counted in demo.requests). */
export async function orderCount(demo: DemoApi): Promise<number> {
  const res = await demo.session.request('/api/account/bestellungen?page=1');
  return v.parse(OrderListSchema, parseApiJson(await res.text())).totalItems;
}

export const validateCalls = (demo: DemoApi) =>
  demo.requests
    .filter((request) => request.path === '/api/checkout/validate')
    .map((request) => JSON.parse(request.body) as { basket: Record<string, unknown>; calculateBasket: boolean });
export const submitCalls = (demo: DemoApi) => demo.requests.filter((request) => request.path === '/api/checkout/submitorder');
