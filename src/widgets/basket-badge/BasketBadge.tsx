import { useAtomValue } from 'jotai/react';
import { useEffect, useState } from 'react';
import { ensureBasketLoaded, basketAtom, basketCountAtom, offlineLinesAtom } from '../../core/basket/index.ts';
import { formatQuantity } from '../../core/format.ts';
import { useClientValue } from '../../core/element/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * Spec §2 Header: the count of non-protected basket items. The page's basket link carries the icon
 * and the word "Warenkorb"; the badge adds only the count. The number is for the eye; screen readers
 * get the sentence as part of the link, and hear it in the live region once the count changes. The
 * count the page starts with is not announced: the badge usually mounts before the basket arrives,
 * and filling the live region then would announce it on every page load.
 */
export function BasketBadge() {
  const t = useT();
  const store = useShopStore();
  // The server renders no basket (the header's badge in a server-rendered header): hydration keeps the empty badge.
  const basket = useClientValue(useAtomValue(basketAtom), null);
  const count = useClientValue(useAtomValue(basketCountAtom), 0);
  // Issue 36: changes a lost connection keeps are counted, and the badge says they still wait.
  const waiting = useClientValue(Object.keys(useAtomValue(offlineLinesAtom)).length > 0, false);
  const [initialCount, setInitialCount] = useState<number | null>(null);
  const [changed, setChanged] = useState(false);
  useEffect(() => ensureBasketLoaded(store), [store]);

  if (basket && initialCount === null) setInitialCount(count);
  if (initialCount !== null && count !== initialCount && !changed) setChanged(true);
  const sentence = basket ? t('warenkorb.anzahlArtikel', { count }) : '';

  return (
    <span className="vk-basket-badge" data-count={basket ? count : undefined} data-waiting={waiting ? '' : undefined}>
      {basket && count > 0 && (
        <span className="vk-basket-badge__count" aria-hidden="true">
          {formatQuantity(count)}
        </span>
      )}
      {!changed && <span className="vk-visually-hidden">{sentence}</span>}
      {waiting && <span className="vk-visually-hidden">{t('warenkorb.wartetAufVerbindung')}</span>}
      <span className="vk-visually-hidden" role="status">
        {changed ? sentence : ''}
      </span>
    </span>
  );
}
