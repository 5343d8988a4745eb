import type { InvoicePosition, Basket, BasketAddRequest } from '../../core/api/index.ts';
import { addToBasket, loadBasket, basketAtom, findLine, lineKey, type LineKey } from '../../core/basket/index.ts';
import type { ShopStore } from '../../core/state/index.ts';

export interface ReorderPlan {
  /** One basket add request for everything that can be ordered (ARCHITECTURE.md §6: add upserts each line). */
  lines: BasketAddRequest;
  /** Designations of the positions that cannot be ordered today ('nicht bestellbar'). */
  unorderable: string[];
}

/**
 * What reordering `positionen` sends: each orderable position in bottles when the article is sold by
 * the bottle, else in as many cases as cover its bottles; lines of one article and unit add up and are
 * put on top of what the basket already holds, because the basket add call sets a line's quantity.
 */
export function planReorder(positionen: readonly InvoicePosition[], basket: Basket | null): ReorderPlan {
  const quantities = new Map<LineKey, BasketAddRequest[number]>();
  const unorderable: string[] = [];
  for (const position of positionen) {
    const artikel = position.artikel;
    const unit = artikel?.bestellbar ? (artikel.bestelleinheitAbfuellung ?? artikel.bestelleinheitGrossgebinde) : null;
    if (!artikel || !unit) {
      unorderable.push(position.bezeichnung);
      continue;
    }
    if (position.mengeAbfuellung <= 0) continue;
    const key = lineKey(artikel.artikelId, unit.bestelleinheit);
    const line = quantities.get(key) ?? {
      artikelId: artikel.artikelId,
      bestelleinheit: unit.bestelleinheit,
      mengeBestelleinheit: findLine(basket, artikel.artikelId, unit.bestelleinheit)?.mengeBestelleinheit ?? 0,
    };
    line.mengeBestelleinheit += Math.ceil(position.mengeAbfuellung / Math.max(1, unit.mengeAbfuellung));
    quantities.set(key, line);
  }
  return { lines: [...quantities.values()], unorderable: [...new Set(unorderable)] };
}

/**
 * Puts the orderable positions into the basket in one request (badge and toast follow the shared basket
 * action). Resolves with the plan, `added` false when nothing was sent or the call failed (§8 toast shown).
 */
export async function reorderPositions(
  store: ShopStore,
  positionen: readonly InvoicePosition[],
): Promise<ReorderPlan & { added: boolean }> {
  // The quantities already in the basket are needed to add on top of them.
  if (store.get(basketAtom) === null) await loadBasket(store);
  const plan = planReorder(positionen, store.get(basketAtom));
  const added = plan.lines.length > 0 && (await addToBasket(store, plan.lines));
  return { ...plan, added };
}
