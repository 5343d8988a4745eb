import { useAtomValue } from 'jotai/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Basket as BasketData } from '../../core/api/index.ts';
import {
  calculateBasket,
  ensureBasketLoaded,
  seedBasket,
  basketAtom,
  busyAtom,
  visibleItems,
  installBasketDebugDialog,
  useFocusRescue,
} from '../../core/basket/index.ts';
import { useClientValue } from '../../core/element/index.ts';
import { configAtom, useShopStore } from '../../core/state/index.ts';
import { Spinner } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { VERSANDKOSTEN_TAG } from './amounts.ts';
import { BasketLine } from './BasketLine.tsx';
import { BasketTotals } from './BasketTotals.tsx';

const NOTHING_BUSY: ReadonlySet<string> = new Set();

export interface BasketProps {
  /** The basket as the page rendered it (attribute `initial`); without it, it is loaded. */
  initial?: BasketData | undefined;
  /** Prices a not yet calculated basket once on entry (default). Off for a static preview (Storybook). */
  calculateOnEntry?: boolean;
}

/** The first control of the line at `index` or of the nearest line after or before it with one; else the empty message. */
function focusTargetNear(root: HTMLElement | null, index: number): HTMLElement | null {
  if (!root) return null;
  const lines = [...root.querySelectorAll<HTMLElement>('.vk-basket-line')];
  const order = [...lines.slice(index), ...lines.slice(0, index).reverse()];
  for (const line of order) {
    const control = line.querySelector<HTMLElement>('a, input, select, button');
    if (control) return control;
  }
  return root.querySelector<HTMLElement>('.vk-basket__empty, .vk-basket__actions a');
}

/** Spec §2 Basket screen: lines, warnings, totals, and the way on to checkout or back to the shop. */
export function Basket({ initial, calculateOnEntry = true }: BasketProps) {
  const t = useT();
  const store = useShopStore();
  const config = useAtomValue(configAtom);
  // The page's basket until hydration is behind us: the server rendered `initial`, while in the browser another
  // island (the header's preview) may have loaded or changed the shared basket already (see useHydrated).
  const basket = useClientValue(useAtomValue(basketAtom) ?? initial ?? null, initial ?? null);
  const busy = useClientValue(useAtomValue(busyAtom), NOTHING_BUSY);
  const calculated = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  // A removed line takes its focused control with it: focus goes to the line now in its place (or
  // the one before), or to the empty message.
  const rescueFocus = useFocusRescue(
    (focused) => {
      const line = focused.closest('.vk-basket-line');
      return line ? [...(line.parentElement?.children ?? [])].indexOf(line) : -1;
    },
    (index) => (index < 0 ? null : focusTargetNear(root.current, index)),
  );

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
      <div className="vk-basket vk-basket--empty" ref={root} onFocus={rescueFocus}>
        <p className="vk-basket__empty" tabIndex={-1}>
          {t('warenkorb.leer')}
        </p>
        <div className="vk-basket__actions">{back}</div>
      </div>
    );
  }

  return (
    <div className="vk-basket" aria-busy={busy.size > 0} ref={root} onFocus={rescueFocus}>
      {!basket.isCalculated && (
        <div className="vk-basket__alert vk-basket__alert--warning">
          <p>{t('warenkorb.nichtBerechnet')}</p>
          <button
            type="button"
            className="vk-button vk-button--secondary"
            disabled={busy.has('calculate')}
            onClick={() => void calculateBasket(store)}
          >
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
        {/* The line titles are h3 under this h2, so headings descend in order below the page's h1. */}
        <h2 id="vk-basket-lines-title" className="vk-visually-hidden">
          {t('warenkorb.positionen')}
        </h2>
        <ul className="vk-basket__lines" aria-labelledby="vk-basket-lines-title">
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
