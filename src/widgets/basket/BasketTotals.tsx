import type { Basket } from '../../core/api/index.ts';
import { formatChf, formatQuantity, formatVatRate } from '../../core/format.ts';
import { useT } from '../../i18n/use-t.ts';
import { pick, VERSANDKOSTEN_TAG } from './amounts.ts';

function Row({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={`vk-basket-totals__row${strong ? ' vk-basket-totals__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{formatChf(amount)}</dd>
    </div>
  );
}

/**
 * Spec §2, §3: goods value, discounts, fees, containers, shipping, VAT per rate and the totals; below the
 * back office's free-shipping threshold, how much is missing (not on a placed order: `freeShippingHint`).
 */
export function BasketTotals({ basket, freeShippingHint = true }: { basket: Basket; freeShippingHint?: boolean }) {
  const t = useT();
  const inkl = basket.kundeInklMwst;
  const shipping = basket.items.filter((item) => item.tag === VERSANDKOSTEN_TAG);
  return (
    <section className="vk-basket-totals" aria-labelledby="vk-basket-totals-title">
      <h2 id="vk-basket-totals-title" className="vk-basket-totals__title">
        {t('warenkorb.zusammenfassung')}
      </h2>
      <dl>
        <Row label={t('warenkorb.warenwert')} amount={pick(inkl, basket.warenwertInklMwst, basket.warenwertExklMwst)} />
        {basket.rabatte.map((rabatt, index) => (
          <Row key={`r${index}`} label={rabatt.bezeichnung} amount={pick(inkl, rabatt.betragInkl, rabatt.betragExkl)} />
        ))}
        {basket.gebuehren.map((gebuehr, index) => (
          <Row key={`f${index}`} label={gebuehr.bezeichnung} amount={pick(inkl, gebuehr.betragInkl, gebuehr.betragExkl)} />
        ))}
        {basket.gebinde.map((gebinde, index) => (
          <Row
            key={`g${index}`}
            label={t('warenkorb.anzahlMal', { anzahl: formatQuantity(gebinde.anzahl), bezeichnung: gebinde.bezeichnung })}
            amount={pick(inkl, gebinde.totalInkl, gebinde.totalExkl)}
          />
        ))}
        {shipping.map((item) => (
          <Row
            key={item.id}
            label={item.bezeichnung}
            amount={pick(inkl, item.warenwertMitDiscountInklMwst, item.warenwertMitDiscountExklMwst)}
          />
        ))}
        <Row label={t('warenkorb.totalExklMwst')} amount={basket.totalExklMwst} strong={!inkl} />
        {basket.mwstZusammenfassung.map((zeile) => (
          <Row
            key={zeile.mwstProzent}
            label={t('warenkorb.mwst', { satz: formatVatRate(zeile.mwstProzent), betrag: formatChf(zeile.betragExkl) })}
            amount={zeile.mwstBetrag}
          />
        ))}
        <Row label={t('warenkorb.totalInklMwst')} amount={basket.totalInklMwst} strong={inkl} />
      </dl>
      {freeShippingHint && basket.isCalculated && basket.versandkostenfrei && (
        <p className="vk-basket-totals__free-shipping" role="status">
          {t('warenkorb.versandkostenfreiFehlt', {
            betrag: formatChf(pick(inkl, basket.versandkostenfrei.fehlendInkl, basket.versandkostenfrei.fehlendExkl)),
            ab: formatChf(pick(inkl, basket.versandkostenfrei.abWarenwertInkl, basket.versandkostenfrei.abWarenwertExkl)),
          })}
        </p>
      )}
      {!inkl && <p className="vk-basket-totals__note">{t('preis.exklMwstHinweis')}</p>}
    </section>
  );
}
