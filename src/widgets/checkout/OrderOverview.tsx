import type { Basket } from '../../core/api/index.ts';
import { visibleItems } from '../../core/basket/index.ts';
import { formatChf, formatQuantity } from '../../core/format.ts';
import { useT } from '../../i18n/use-t.ts';
import { LineDiscount } from '../../parts/line-discount/index.ts';
import { BasketTotals } from '../basket/index.ts';

/** Every ordered line with its discounts, then containers, fees, vouchers, shipping, VAT and total (spec §2 order overview). */
export function OrderOverview({ basket, placed = false }: { basket: Basket; placed?: boolean }) {
  const t = useT();
  const inkl = basket.kundeInklMwst;
  return (
    <div className="vk-checkout-overview">
      <h2 className="vk-checkout-overview__title">{t('checkout.bestelluebersicht')}</h2>
      <ul className="vk-checkout-overview__lines">
        {visibleItems(basket).map((item) => (
          <li key={item.id} className="vk-checkout-overview__line">
            <div className="vk-checkout-overview__row">
              <span>
                {t('warenkorb.anzahlMal', { anzahl: formatQuantity(item.mengeBestelleinheit), bezeichnung: item.bezeichnung })}
                <span className="vk-checkout-overview__unit"> ({t('warenkorb.abfuellungen', { count: item.mengeAbfuellung })})</span>
              </span>
              <span className="vk-checkout-overview__amount">
                {formatChf(inkl ? item.warenwertMitDiscountInklMwst : item.warenwertMitDiscountExklMwst)}
              </span>
            </div>
            {item.rabatte.map((rabatt, index) => (
              <div key={`r${index}`} className="vk-checkout-overview__row vk-checkout-overview__row--sub">
                <LineDiscount
                  bezeichnung={rabatt.bezeichnung}
                  betrag={inkl ? rabatt.betragInkl : rabatt.betragExkl}
                  amountClassName="vk-checkout-overview__amount"
                />
              </div>
            ))}
          </li>
        ))}
      </ul>
      <BasketTotals basket={basket} freeShippingHint={!placed} />
    </div>
  );
}
