import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { ensureBasketLoaded } from '../../core/basket/actions.ts';
import { basketAtom, basketCountAtom } from '../../core/basket/atoms.ts';
import { formatQuantity } from '../../core/format.ts';
import { useShopStore } from '../../core/state/use-shop-store.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * Spec §2 Header: the count of non-protected basket items. The number is for the eye; screen readers
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
      <svg className="vk-basket-badge__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2.2l2.3 10.2a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.5-1.1L21 8H6.4M9.5 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
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
