import { useAtomValue } from 'jotai/react';
import type { BasketItem, Bestelleinheit } from '../../core/api/index.ts';
import {
  removeFromBasket,
  busyAtom,
  lineKey,
  offlineLinesAtom,
  pendingQuantitiesAtom,
  changeQuantity,
  switchUnit,
  type OfflineLines,
} from '../../core/basket/index.ts';
import { formatArticlePrice, formatChf, formatQuantity } from '../../core/format.ts';
import { useClientValue } from '../../core/element/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { QuantityInput } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { LineDiscount } from '../../parts/line-discount/index.ts';
import { paidUnitPrice, pick } from './amounts.ts';
import { describeUnitSwitch } from './describe-unit-switch.ts';

const NOTHING_PENDING: Readonly<Record<string, number>> = {};
const NOTHING_BUSY: ReadonlySet<string> = new Set();
const NOTHING_WAITING: OfflineLines = {};

export interface BasketLineProps {
  item: BasketItem;
  kundeInklMwst: boolean;
}

/**
 * One basket line (spec §2 Basket screen, §4 Basket line): protected lines have no link and cannot
 * change; removeOnly lines can only be removed.
 */
export function BasketLine({ item, kundeInklMwst }: BasketLineProps) {
  const t = useT();
  const store = useShopStore();
  // What the server rendered until hydration is behind us: another island may have started a change meanwhile.
  const pending = useClientValue(useAtomValue(pendingQuantitiesAtom), NOTHING_PENDING);
  const busy = useClientValue(useAtomValue(busyAtom), NOTHING_BUSY);
  const key = lineKey(item.artikelId, item.bestelleinheit);
  // Issue 36: a change a lost connection keeps shows as the shopper left it, marked as waiting.
  const waiting = useClientValue(useAtomValue(offlineLinesAtom), NOTHING_WAITING)[key]?.mengeBestelleinheit;
  const quantity = pending[key] ?? waiting ?? item.mengeBestelleinheit;
  const editable = !item.isProtected && !item.removeOnly;
  const unitName = item.bestelleinheiten.find((unit) => unit.bestelleinheit === item.bestelleinheit)?.bezeichnung;
  const name = item.bezeichnung;
  const listPrice = pick(kundeInklMwst, item.preisInklMwst, item.preisExklMwst);
  const rabatte = item.rabatte.map((rabatt) => ({
    bezeichnung: rabatt.bezeichnung,
    betrag: pick(kundeInklMwst, rabatt.betragInkl, rabatt.betragExkl),
  }));
  const paidPrice = paidUnitPrice(
    listPrice,
    item.mengeBestelleinheit,
    rabatte.map((rabatt) => rabatt.betrag),
  );

  const title =
    item.urlArtikelDetail && !item.isProtected ? (
      <a className="vk-basket-line__link" href={item.urlArtikelDetail}>
        {name}
      </a>
    ) : (
      <span>{name}</span>
    );

  function handleUnit(next: Bestelleinheit) {
    void switchUnit(store, item.artikelId, item.bestelleinheit, next, quantity, (before, after) => describeUnitSwitch(t, before, after));
  }

  return (
    <li
      className={`vk-basket-line${item.removeOnly ? ' vk-basket-line--remove-only' : ''}${item.isProtected ? ' vk-basket-line--protected' : ''}`}
    >
      {item.urlListImage && !item.isProtected ? (
        <img className="vk-basket-line__image" src={item.urlListImage} alt="" width="64" height="96" loading="lazy" />
      ) : (
        <span className="vk-basket-line__image" aria-hidden="true" />
      )}
      <div className="vk-basket-line__main">
        <h3 className="vk-basket-line__title">{title}</h3>
        {editable && item.bestelleinheiten.length > 1 ? (
          <label className="vk-basket-line__unit">
            <span className="vk-visually-hidden">{t('bestelleinheit.label')}</span>
            <select
              className="vk-control"
              value={item.bestelleinheit}
              disabled={busy.has(key)}
              onChange={(event) => handleUnit(event.target.value as Bestelleinheit)}
            >
              {item.bestelleinheiten.map((unit) => (
                <option key={unit.bestelleinheit} value={unit.bestelleinheit}>
                  {unit.bezeichnung}
                </option>
              ))}
            </select>
          </label>
        ) : (
          unitName && <p className="vk-basket-line__unit">{unitName}</p>
        )}
        {item.mengeAbfuellung !== item.mengeBestelleinheit && (
          <p className="vk-basket-line__bottles">{t('warenkorb.abfuellungen', { count: item.mengeAbfuellung })}</p>
        )}
        {item.hinweisVerfuegbareMenge && <p className="vk-basket-line__hint">{item.hinweisVerfuegbareMenge}</p>}
        {item.removeOnly && <p className="vk-basket-line__hint">{t('warenkorb.nurEntfernen')}</p>}
        {waiting !== undefined && <p className="vk-basket-line__hint vk-basket-line__waiting">{t('warenkorb.wartetAufVerbindung')}</p>}
        <p className="vk-basket-line__price">
          <span className="vk-basket-line__label">{t('warenkorb.einzelpreis')}</span>{' '}
          {paidPrice !== null && paidPrice !== listPrice ? (
            <>
              <strong className="vk-basket-line__paid">{formatArticlePrice(paidPrice)}</strong>{' '}
              <span className="vk-basket-line__list-price">{t('warenkorb.preisStatt', { preis: formatArticlePrice(listPrice) })}</span>
            </>
          ) : (
            formatArticlePrice(listPrice)
          )}
        </p>
      </div>
      {/* Its own grid area, so its amounts line up with the line total's column (issue 21). */}
      {(item.rabatte.length > 0 || item.gebinde.length > 0 || item.gebuehrenArtikelBezeichnung) && (
        <ul className="vk-basket-line__extras">
          {rabatte.map((rabatt, index) => (
            <li key={`r${index}`} className="vk-basket-line__saving">
              <LineDiscount bezeichnung={rabatt.bezeichnung} betrag={rabatt.betrag} />
            </li>
          ))}
          {item.gebinde.map((gebinde, index) => (
            <li key={`g${index}`}>
              <span>{t('warenkorb.anzahlMal', { anzahl: formatQuantity(gebinde.anzahl), bezeichnung: gebinde.bezeichnung })}</span>{' '}
              <span>{formatChf(pick(kundeInklMwst, gebinde.totalInkl, gebinde.totalExkl))}</span>
            </li>
          ))}
          {item.gebuehrenArtikelBezeichnung && (
            <li>
              <span>{item.gebuehrenArtikelBezeichnung}</span>{' '}
              <span>{formatChf(pick(kundeInklMwst, item.betragGebuehrenInkl, item.betragGebuehrenExkl))}</span>
            </li>
          )}
        </ul>
      )}
      <div className="vk-basket-line__quantity">
        {editable ? (
          <QuantityInput
            value={quantity}
            label={t('warenkorb.mengeVon', { bezeichnung: name })}
            onChange={(next) => changeQuantity(store, item.artikelId, item.bestelleinheit, next)}
          />
        ) : (
          <p>
            <span className="vk-visually-hidden">{t('warenkorb.menge')} </span>
            {formatQuantity(item.mengeBestelleinheit)}
          </p>
        )}
      </div>
      <p className="vk-basket-line__total">
        <span className="vk-visually-hidden">{t('warenkorb.zeilenTotal')} </span>
        {formatChf(pick(kundeInklMwst, item.warenwertMitDiscountInklMwst, item.warenwertMitDiscountExklMwst))}
      </p>
      {!item.isProtected && (
        <button
          type="button"
          className="vk-basket-line__remove"
          aria-label={t('warenkorb.entfernenVon', { bezeichnung: name })}
          disabled={busy.has(`id:${item.id}`)}
          onClick={() => void removeFromBasket(store, [item.id])}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}
