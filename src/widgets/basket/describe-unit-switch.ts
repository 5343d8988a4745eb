import type { BasketItem } from '../../core/api/index.ts';
import { formatQuantity } from '../../core/format.ts';
import type { MessageId, MessageValues } from '../../i18n/index.ts';

const unitName = (item: BasketItem) =>
  item.bestelleinheiten.find((unit) => unit.bestelleinheit === item.bestelleinheit)?.bezeichnung ?? item.bestelleinheit;

/**
 * The toast after a unit switch in the basket: spec §4 re-sends the same number, which now means other
 * bottles (10 × 6er-Karton become 10 bottles), so the shopper reads both sides with their bottle counts.
 */
export function describeUnitSwitch(
  t: (id: MessageId, values?: MessageValues) => string,
  before: BasketItem | undefined,
  after: BasketItem | undefined,
): string | null {
  if (!before || !after) return null;
  return t('warenkorb.einheitGewechselt', {
    menge: formatQuantity(after.mengeBestelleinheit),
    einheit: unitName(after),
    abfuellungen: t('warenkorb.abfuellungen', { count: after.mengeAbfuellung }),
    mengeVorher: formatQuantity(before.mengeBestelleinheit),
    einheitVorher: unitName(before),
    abfuellungenVorher: t('warenkorb.abfuellungen', { count: before.mengeAbfuellung }),
  });
}
