import { useLayoutEffect } from 'react';
import type { Basket } from '../../core/api/index.ts';
import { ensureBasketLoaded, seedBasket } from '../../core/basket/index.ts';
import { useShopStore } from '../../core/state/index.ts';

export interface BasketPreviewProps {
  /** The basket as the page rendered it; without it the basket is loaded once (GET /api/basket). */
  initial?: Basket | undefined;
}

/** Spec §2: renders nothing; keeps the page's shared basket loaded for the badge and the controls. */
export function BasketPreview({ initial }: BasketPreviewProps) {
  const store = useShopStore();
  // Before paint, so the badge and controls of this page show the basket in the same frame.
  useLayoutEffect(() => {
    if (initial) seedBasket(store, initial);
    else ensureBasketLoaded(store);
  }, [store, initial]);
  return null;
}
