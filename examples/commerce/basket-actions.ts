import type { Artikel } from '../../src/core/api/schemas/artikel.ts';
import type { BasketAddRequest, BasketAddResponse, BasketItem, BasketRemoveResponse, GtmEvent } from '../../src/core/api/schemas/basket.ts';
import { basketLines, peekBasket, setLine, setLineQuantity, setLineUnit } from './basket-store.ts';
import type { RequestCtx } from '../platform/http.ts';
import { buildBasket, openOwnBasket, ownerOf } from './basket-service.ts';
import { loadArtikel } from '../catalogue/index.ts';
import { VERSANDKOSTEN_LINE_ID } from './backoffice/pricing.ts';
import { validationFailed } from '../platform/validate.ts';
import { serverMessage } from '../platform/server-message.ts';
import { notFound } from '../platform/http.ts';

/** Lines per basket: more than a wine shop's biggest order, and every page carries the basket. */
export const MAX_BASKET_LINES = 100;

/** ARCHITECTURE.md §3: tracking lists are capped at 30 items. */
const GTM_MAX_ITEMS = 30;

interface GtmChange {
  item: BasketItem;
  quantity: number;
}

function gtmEvent(event: string, changes: readonly GtmChange[]): GtmEvent | null {
  if (changes.length === 0) return null;
  const items = changes.slice(0, GTM_MAX_ITEMS).map(({ item, quantity }) => ({
    item_id: String(item.artikelId),
    item_name: item.bezeichnung,
    item_variant: item.bestelleinheit,
    price: item.preisInklMwst,
    quantity,
  }));
  const value = items.reduce((total, i) => total + i.price * i.quantity, 0);
  return { event, ecommerce: { currency: 'CHF', value: Math.round(value * 100) / 100, items } };
}

/** Checks every line before anything changes: unknown article 404, unit not offered 400. */
function checkLines(request: BasketAddRequest, artikel: Map<number, Artikel>): void {
  request.forEach((line, index) => {
    const a = artikel.get(line.artikelId);
    if (!a) notFound(serverMessage('articleNotFound', { id: line.artikelId }));
    const unit = line.bestelleinheit === 'Abfuellung' ? a.bestelleinheitAbfuellung : a.bestelleinheitGrossgebinde;
    if (!unit && line.mengeBestelleinheit > 0) {
      validationFailed({
        [`${index}.bestelleinheit`]: { isValid: false, message: serverMessage('bestelleinheitUnavailable') },
      });
    }
  });
}

/**
 * A unit switch (spec §4: one call sets the old unit's line to 0 and the new unit's line to the quantity):
 * maps the new unit's key to the old line's id, so that line changes unit in place instead of leaving
 * the basket and coming back at its end.
 */
function unitSwitches(request: BasketAddRequest, lineIds: ReadonlyMap<string, number>): Map<string, number> {
  const switches = new Map<string, number>();
  for (const to of request) {
    const key = `${to.artikelId}|${to.bestelleinheit}`;
    if (to.mengeBestelleinheit <= 0 || lineIds.has(key)) continue;
    const from = request.find(
      (line) =>
        line.artikelId === to.artikelId && line.mengeBestelleinheit === 0 && lineIds.has(`${line.artikelId}|${line.bestelleinheit}`),
    );
    if (from) switches.set(key, lineIds.get(`${from.artikelId}|${from.bestelleinheit}`)!);
  }
  return switches;
}

/** POST /api/basket/add: upsert per (artikelId, bestelleinheit); 0 removes the line. */
export function addToBasket(ctx: RequestCtx, request: BasketAddRequest): BasketAddResponse {
  const { db } = ctx;
  const artikel = loadArtikel(
    db,
    request.map((l) => l.artikelId),
    ctx.session.userId,
  );
  checkLines(request, artikel);
  const stored = openOwnBasket(ctx);
  const storedLines = basketLines(db, stored.id);
  const before = new Map(storedLines.map((l) => [`${l.artikelId}|${l.bestelleinheit}`, l.mengeBestelleinheit]));
  const lineIds = new Map(storedLines.map((l) => [`${l.artikelId}|${l.bestelleinheit}`, l.id]));
  const switches = unitSwitches(request, lineIds);
  const newLines = new Set(
    request
      .filter((l) => l.mengeBestelleinheit > 0)
      .map((l) => `${l.artikelId}|${l.bestelleinheit}`)
      .filter((key) => !before.has(key)),
  );
  if (before.size + newLines.size > MAX_BASKET_LINES) {
    validationFailed({ '': { isValid: false, message: serverMessage('basketFull', { max: MAX_BASKET_LINES }) } });
  }
  const warnings: string[] = [];
  const changedKeys = new Set<string>();
  for (const line of request) {
    const a = artikel.get(line.artikelId) as Artikel;
    const key = `${line.artikelId}|${line.bestelleinheit}`;
    const old = before.get(key) ?? 0;
    if (!a.bestellbar && line.mengeBestelleinheit > old) {
      warnings.push(serverMessage('artikelUnavailable', { artikel: a.bezeichnung }));
      continue;
    }
    const switched = switches.get(key);
    if (switched !== undefined) setLineUnit(db, stored.id, switched, line.bestelleinheit, line.mengeBestelleinheit);
    else if (![...switches.values()].some((id) => id === lineIds.get(key)))
      setLine(db, stored.id, line.artikelId, line.bestelleinheit, line.mengeBestelleinheit);
    changedKeys.add(key);
  }
  const { basket } = buildBasket(ctx, stored, { callBackoffice: true, warnings });
  const byKey = new Map(basket.items.filter((i) => !i.isProtected).map((i) => [`${i.artikelId}|${i.bestelleinheit}`, i]));
  // A line the back office moved to another unit (a limited quantity offered in bottles) was still added.
  const requestedKeys = new Set(request.map((l) => `${l.artikelId}|${l.bestelleinheit}`));
  const movedLine = (l: BasketAddRequest[number]) =>
    l.mengeBestelleinheit > 0
      ? basket.items.find((i) => !i.isProtected && i.artikelId === l.artikelId && !requestedKeys.has(`${i.artikelId}|${i.bestelleinheit}`))
      : undefined;
  const addedItems = request
    .map((l) => byKey.get(`${l.artikelId}|${l.bestelleinheit}`) ?? movedLine(l))
    .filter((i): i is BasketItem => i != null);
  // Tracking reports what the basket really holds now: a stock limit may have cut the requested quantity.
  const changed = [...changedKeys].map((key) => ({ key, delta: (byKey.get(key)?.mengeBestelleinheit ?? 0) - (before.get(key) ?? 0) }));
  const added = changed
    .filter((ch) => ch.delta > 0)
    .map((ch) => ({ item: byKey.get(ch.key), quantity: ch.delta }))
    .filter((ch): ch is GtmChange => ch.item != null);
  const removedChanges = changed
    .filter((ch) => ch.delta < 0)
    .map((ch) => ({ item: byKey.get(ch.key) ?? goneItem(ch.key, artikel), quantity: -ch.delta }));
  return {
    addedItems,
    basket,
    enableECommerceTracking: true,
    gtmItem: gtmEvent('add_to_cart', added),
    gtmChangeUnits: gtmEvent('remove_from_cart', removedChanges),
  };
}

/** A line that no longer exists, described for tracking only. */
function goneItem(key: string, artikel: Map<number, Artikel>): BasketItem {
  const [artikelId, unitName] = key.split('|');
  const a = artikel.get(Number(artikelId)) as Artikel;
  const bestelleinheit = unitName === 'Grossgebinde' ? 'Grossgebinde' : 'Abfuellung';
  const unit = bestelleinheit === 'Abfuellung' ? a.bestelleinheitAbfuellung : a.bestelleinheitGrossgebinde;
  return {
    id: 0,
    artikelId: a.artikelId,
    bezeichnung: a.bezeichnung,
    urlArtikelDetail: a.urlArtikelDetail,
    urlListImage: a.urlListImage,
    bestelleinheit,
    bestelleinheiten: [],
    mengeBestelleinheit: 0,
    mengeAbfuellung: 0,
    hinweisVerfuegbareMenge: null,
    isProtected: false,
    removeOnly: false,
    tag: null,
    preisInklMwst: unit?.preis ?? a.preis,
    preisExklMwst: unit?.preis ?? a.preis,
    warenwertMitDiscountInklMwst: 0,
    warenwertMitDiscountExklMwst: 0,
    rabatte: [],
    gebinde: [],
    gebuehrenArtikelID: null,
    gebuehrenArtikelBezeichnung: null,
    betragGebuehrenInkl: 0,
    betragGebuehrenExkl: 0,
  };
}

/** POST /api/basket/remove: unknown ids 404, the shipping line 400; nothing changes on failure. */
export function removeFromBasket(ctx: RequestCtx, ids: readonly number[]): BasketRemoveResponse {
  const { db } = ctx;
  const stored = peekBasket(db, ownerOf(ctx));
  const before = buildBasket(ctx, stored, { callBackoffice: false }).basket;
  const removedItems: BasketItem[] = [];
  ids.forEach((id, index) => {
    if (id === VERSANDKOSTEN_LINE_ID) {
      validationFailed({ [`${index}.id`]: { isValid: false, message: serverMessage('positionNotRemovable') } });
    }
    const item = before.items.find((i) => i.id === id);
    if (!item) notFound(serverMessage('basketLineNotFound', { id }));
    removedItems.push(item);
  });
  for (const item of removedItems) setLineQuantity(db, stored.id, item.id, 0);
  const { basket } = buildBasket(ctx, stored, { callBackoffice: true });
  return {
    removedItems,
    basket,
    gtmItem: gtmEvent(
      'remove_from_cart',
      removedItems.map((item) => ({ item, quantity: item.mengeBestelleinheit })),
    ),
  };
}
