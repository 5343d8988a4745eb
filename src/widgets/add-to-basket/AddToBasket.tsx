import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Artikel, ArtikelBestelleinheit, Bestelleinheit } from '../../core/api/index.ts';
import { addToBasket, articleLinesAtom, ensureBasketLoaded, NO_ARTICLE_LINES, type ArticleLine } from '../../core/basket/index.ts';
import { basketAtom, findLine } from '../../core/basket/index.ts';
import { changeQuantity, switchUnit } from '../../core/basket/index.ts';
import { useFocusRescue } from '../../core/basket/index.ts';
import { useClientValue, usePageConfig } from '../../core/element/index.ts';
import { formatArticlePrice } from '../../core/format.ts';
import { useShopStore } from '../../core/state/index.ts';
import { useCustomerArtikel } from '../../core/prices/index.ts';
import { QuantityInput } from '../../core/ui/index.ts';
import { ArtikelPrice } from '../../parts/artikel-price/index.ts';
import { useT } from '../../i18n/use-t.ts';

export interface AddToBasketProps {
  artikel: Artikel;
  /** `detail`: large price with the login notice; `card`: compact, for article cards and sliders. */
  variant?: 'detail' | 'card';
}

/** The order units the article offers, bottle first. */
export function unitsOf(artikel: Artikel): ArtikelBestelleinheit[] {
  return [artikel.bestelleinheitAbfuellung, artikel.bestelleinheitGrossgebinde].filter(
    (unit): unit is ArtikelBestelleinheit => unit != null,
  );
}

/** Spec §4 Basket line: Grossgebinde if available, otherwise Abfuellung. */
export function defaultUnit(artikel: Artikel): Bestelleinheit {
  return artikel.bestelleinheitGrossgebinde ? 'Grossgebinde' : 'Abfuellung';
}

/**
 * Price and basket control of one article (spec §2 Article detail, §4 Basket line). A line already in
 * the basket shows its quantity, and editing it changes the basket (debounced); otherwise the button adds.
 */
export function AddToBasket({ artikel: pageArtikel, variant = 'detail' }: AddToBasketProps) {
  const t = useT();
  // A cached page's anonymous prices, a customer's once known (README "Full-page caching").
  const artikel = useCustomerArtikel(pageArtikel);
  const store = useShopStore();
  const config = usePageConfig();
  // This article's lines only: a card renders again when its own article changes in the basket, not on every add.
  const linesAtom = useMemo(() => articleLinesAtom(artikel.artikelId), [artikel.artikelId]);
  // The server renders every card without a basket: so does hydration (see useHydrated).
  const lines = useClientValue(useAtomValue(linesAtom), NO_ARTICLE_LINES);
  const [chosen, setChosen] = useState<Bestelleinheit | null>(null);
  const [draft, setDraft] = useState(1);
  const selectId = useId();
  const root = useRef<HTMLDivElement>(null);
  // The add button gives way to the basket status (and back): focus goes to the one now shown.
  const rescueFocus = useFocusRescue(
    () => null,
    () => root.current?.querySelector<HTMLElement>('.vk-add-to-basket__status a, .vk-add-to-basket__button'),
  );
  useEffect(() => ensureBasketLoaded(store), [store]);

  const { artikelId } = artikel;
  const units = unitsOf(artikel);
  const price = <ArtikelPrice artikel={artikel} showLoginNotice={variant === 'detail'} size={variant === 'card' ? 'small' : 'large'} />;
  const classes = `vk-add-to-basket vk-add-to-basket--${variant}`;
  const waitingLine = units.some((option) => lines[option.bestelleinheit].waiting !== undefined);

  if (!artikel.bestellbar || units.length === 0) {
    return (
      <div className={`${classes} vk-add-to-basket--unavailable`}>
        {price}
        <p className="vk-add-to-basket__unavailable" data-message="artikel.nichtVerfuegbar">
          {t('artikel.nichtVerfuegbar')}
        </p>
      </div>
    );
  }

  // The unit of a line already in the basket wins over the default, until the shopper chooses.
  // A line a lost connection keeps counts as the shopper left it: a kept add is in the basket, a kept removal is not.
  const shownQuantity = ({ quantity, waiting }: ArticleLine) => (waiting === 0 ? undefined : (waiting ?? quantity));
  const inBasketUnit = units.find((unit) => shownQuantity(lines[unit.bestelleinheit]) !== undefined);
  const unit =
    units.find((option) => option.bestelleinheit === chosen) ??
    inBasketUnit ??
    units.find((option) => option.bestelleinheit === defaultUnit(artikel)) ??
    units[0]!;
  const { pending: pendingQuantity, busy, waiting } = lines[unit.bestelleinheit];
  const lineQuantity = shownQuantity(lines[unit.bestelleinheit]);
  const inBasket = lineQuantity !== undefined || pendingQuantity !== undefined;
  const quantity = pendingQuantity ?? lineQuantity ?? draft;

  function handleQuantity(next: number) {
    if (inBasket) changeQuantity(store, artikelId, unit.bestelleinheit, next);
    else setDraft(next);
  }

  function handleUnit(next: Bestelleinheit) {
    const previous = unit.bestelleinheit;
    setChosen(next);
    if (lineQuantity === undefined || next === previous) return;
    setDraft(quantity);
    // On failure the control goes back to the unit the basket still has.
    void switchUnit(store, artikelId, previous, next, quantity).then((ok) => ok || setChosen(previous));
  }

  // The back office may offer a limited quantity in another unit (fewer bottles than a carton): the
  // control then shows the line it made, not an empty carton choice.
  function followServerUnit(ok: boolean) {
    const now = store.get(basketAtom);
    if (!ok || findLine(now, artikelId, unit.bestelleinheit)) return;
    const other = units.find((option) => findLine(now, artikelId, option.bestelleinheit));
    if (other) setChosen(other.bestelleinheit);
  }

  return (
    <div className={classes} ref={root} onFocus={rescueFocus} data-waiting={waitingLine ? '' : undefined}>
      {price}
      <div className="vk-add-to-basket__controls">
        <div className="vk-add-to-basket__unit">
          <label className="vk-add-to-basket__label" htmlFor={selectId}>
            {t('bestelleinheit.label')}
          </label>
          <select
            id={selectId}
            className="vk-control vk-add-to-basket__select"
            value={unit.bestelleinheit}
            disabled={units.length < 2 || busy}
            onChange={(event) => handleUnit(event.target.value as Bestelleinheit)}
          >
            {units.map((option) => (
              <option key={option.bestelleinheit} value={option.bestelleinheit}>
                {option.bezeichnung}
              </option>
            ))}
          </select>
          {unit.mengeAbfuellung > 1 && (
            <p className="vk-add-to-basket__unit-price">
              {t('bestelleinheit.preis', { einheit: unit.bezeichnung, preis: formatArticlePrice(unit.preis) })}
            </p>
          )}
        </div>
        <QuantityInput className="vk-add-to-basket__quantity" value={quantity} onChange={handleQuantity} />
        {inBasket ? (
          <p className="vk-add-to-basket__status">
            {waiting !== undefined ? (
              <span className="vk-add-to-basket__waiting">{t('warenkorb.wartetAufVerbindung')}</span>
            ) : (
              <span className="vk-add-to-basket__in-basket">{t('warenkorb.imWarenkorb')}</span>
            )}{' '}
            <a href={config.urls.basket}>{t('warenkorb.zumWarenkorb')}</a>
          </p>
        ) : (
          <button
            type="button"
            className="vk-button vk-button--primary vk-add-to-basket__button"
            disabled={busy || draft === 0}
            onClick={() =>
              void addToBasket(store, [{ artikelId, bestelleinheit: unit.bestelleinheit, mengeBestelleinheit: draft }]).then(
                followServerUnit,
              )
            }
          >
            {t('warenkorb.inDenWarenkorb')}
          </button>
        )}
      </div>
    </div>
  );
}
