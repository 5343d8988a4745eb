import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { ensureBasketLoaded } from '../../core/basket/actions.ts';
import { basketAtom, basketCountAtom } from '../../core/basket/atoms.ts';
import { formatQuantity } from '../../core/format.ts';
import { useShopStore } from '../../core/state/use-shop-store.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * Spec §2 Header: the count of non-protected basket items. The page's basket link carries the icon
 * and the word "Warenkorb"; the badge adds only the count. The number is for the eye; screen readers
 * hear the sentence in the live region whenever the count changes (not on first paint).
 */
export function BasketBadge() {
  const t = useT();
  const store = useShopStore();
  const basket = useAtomValue(basketAtom);
  const count = useAtomValue(basketCountAtom);
  useEffect(() => ensureBasketLoaded(store), [store]);

  return (
    <span className="vk-basket-badge" data-count={basket ? count : undefined}>
      {basket && count > 0 && (
        <span className="vk-basket-badge__count" aria-hidden="true">
          {formatQuantity(count)}
        </span>
      )}
      <span className="vk-visually-hidden" role="status">
        {basket ? t('warenkorb.anzahlArtikel', { count }) : ''}
      </span>
    </span>
  );
}
