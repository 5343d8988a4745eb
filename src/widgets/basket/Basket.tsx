import { useAtomValue } from 'jotai/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Basket as BasketData } from '../../core/api/schemas/basket.ts';
import { calculateBasket, ensureBasketLoaded, seedBasket } from '../../core/basket/actions.ts';
import { basketAtom, busyAtom, visibleItems } from '../../core/basket/atoms.ts';
import { installBasketDebugDialog } from '../../core/basket/debug-dialog.ts';
import { configAtom } from '../../core/state/config.ts';
import { useShopStore } from '../../core/state/use-shop-store.ts';
import { Spinner } from '../../core/ui/Spinner.tsx';
import { useT } from '../../i18n/use-t.ts';
import { VERSANDKOSTEN_TAG } from './amounts.ts';
import { BasketLine } from './BasketLine.tsx';
import { BasketTotals } from './BasketTotals.tsx';

export interface BasketProps {
  /** The basket as the page rendered it (attribute `initial`); without it, it is loaded. */
  initial?: BasketData | undefined;
  /** Prices a not yet calculated basket once on entry (default). Off for a static preview (Storybook). */
  calculateOnEntry?: boolean;
}

/** Spec §2 Basket screen: lines, warnings, totals, and the way on to checkout or back to the shop. */
export function Basket({ initial, calculateOnEntry = true }: BasketProps) {
  const t = useT();
  const store = useShopStore();
  const config = useAtomValue(configAtom);
  const shared = useAtomValue(basketAtom);
  const busy = useAtomValue(busyAtom);
  const basket = shared ?? initial ?? null;
  const calculated = useRef(false);

  useLayoutEffect(() => {
    if (initial) seedBasket(store, initial);
    else ensureBasketLoaded(store);
  }, [store, initial]);
  useEffect(() => installBasketDebugDialog(store), [store]);
  // A basket the back office has not priced yet is priced once on entry (as checkout does, spec §4).
  useEffect(() => {
    if (!basket || !calculateOnEntry || calculated.current || basket.isCalculated || basket.items.length === 0) return;
    calculated.current = true;
    void calculateBasket(store);
  }, [store, basket, calculateOnEntry]);

  if (!basket) return <Spinner />;

  const items = basket.items.filter((item) => item.tag !== VERSANDKOSTEN_TAG);
  const empty = visibleItems(basket).length === 0;
  const back = (
    <a className="vk-button vk-button--secondary" href={config.urls.shop}>
      {t('warenkorb.zurueckZumShop')}
    </a>
  );

  if (empty) {
    return (
      <div className="vk-basket vk-basket--empty">
        <p className="vk-basket__empty">{t('warenkorb.leer')}</p>
        <div className="vk-basket__actions">{back}</div>
      </div>
    );
  }

  return (
    <div className="vk-basket" aria-busy={busy.size > 0}>
      {!basket.isCalculated && (
        <div className="vk-basket__alert vk-basket__alert--warning">
          <p>{t('warenkorb.nichtBerechnet')}</p>
          <button type="button" className="vk-button vk-button--secondary" disabled={busy.has('calculate')} onClick={() => void calculateBasket(store)}>
            {t('warenkorb.neuBerechnen')}
          </button>
        </div>
      )}
      {basket.warningMessages.length > 0 && (
        <section className="vk-basket__alert vk-basket__alert--warning" aria-labelledby="vk-basket-warnings">
          <h2 id="vk-basket-warnings" className="vk-basket__alert-title">
            {t('warenkorb.hinweise')}
          </h2>
          <ul>
            {basket.warningMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </section>
      )}
      <div className="vk-basket__layout">
        <ul className="vk-basket__lines" aria-label={t('warenkorb.titel')}>
          {items.map((item) => (
            <BasketLine key={item.id} item={item} kundeInklMwst={basket.kundeInklMwst} />
          ))}
        </ul>
        <div className="vk-basket__side">
          <BasketTotals basket={basket} />
          <div className="vk-basket__actions">
            <a className="vk-button vk-button--primary" href={config.urls.checkout}>
              {t('warenkorb.weiterZurKasse')}
            </a>
            {back}
          </div>
        </div>
      </div>
    </div>
  );
}
