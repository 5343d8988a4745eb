import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo } from 'react';
import type { Artikel } from '../api/schemas/artikel.ts';
import { useHydrated } from '../element/use-hydrated.ts';
import { useShopStore } from '../state/use-shop-store.ts';
import { customerPricesAtom, wantCustomerPrice } from './customer-prices.ts';

/**
 * The article with this visitor's prices: on a cacheable page (README "Full-page caching") the page's are the
 * anonymous ones, and a customer's come from the API after load. Hydration renders the page's article exactly as
 * the server did (no mismatch); the customer's prices show from the next render on. Elsewhere the article as given.
 */
export function useCustomerArtikel(artikel: Artikel): Artikel {
  const store = useShopStore();
  const hydrated = useHydrated();
  const own = useAtomValue(customerPricesAtom).get(artikel.artikelId);
  useEffect(() => wantCustomerPrice(store, artikel.artikelId), [store, artikel.artikelId]);
  return useMemo(() => (hydrated && own ? { ...artikel, ...own } : artikel), [artikel, own, hydrated]);
}
