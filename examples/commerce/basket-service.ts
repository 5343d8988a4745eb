import type { DatabaseSync } from 'node:sqlite';
import type { Artikel } from '../../src/core/api/schemas/artikel.ts';
import type { Basket } from '../../src/core/api/schemas/basket.ts';
import type { RequestCtx } from '../platform/http.ts';
import { getUser } from '../account/index.ts';
import { keepSession } from '../platform/session.ts';
import {
  UNSAVED_BASKET_ID,
  basketLines,
  openBasket,
  peekBasket,
  setCalculated,
  setLineQuantity,
  setLineUnit,
  type BasketChoices,
  type BasketOwner,
  type StoredBasket,
} from './basket-store.ts';
import { loadArtikel } from '../catalogue/index.ts';
import { usableVoucher } from './voucher-redemptions.ts';
import { priceBasket, type PricingLine, type PricingResult } from './backoffice/pricing.ts';
import { findLieferart } from './backoffice/reference-data.ts';
import { isBackofficeOnline, logExchange } from './backoffice/rest-log.ts';

export const ownerOf = (ctx: RequestCtx): BasketOwner => ({ userId: ctx.session.userId, sessionId: ctx.session.id });

/** The basket to change: stored (with the session it hangs on) when it was not yet. */
export function openOwnBasket(ctx: RequestCtx): StoredBasket {
  keepSession(ctx.db, ctx.session, ctx.now);
  return openBasket(ctx.db, ownerOf(ctx), ctx.now);
}

/** Anonymous visitors see prices incl. VAT; customers as their account says. */
export function kundeInklMwstOf(db: DatabaseSync, userId: number | null): boolean {
  return userId == null ? true : (getUser(db, userId)?.kundeInklMwst ?? true);
}

export const BACKOFFICE_OFFLINE_ERROR = '503 Service Unavailable: Backoffice nicht erreichbar (Demo-Störung)';

export interface BuildOptions {
  /** true: ask the back office (logged, may fail); false: reuse the outcome of the last calculation */
  callBackoffice: boolean;
  /** messages of the calling action (e.g. an article that cannot be ordered) */
  warnings?: readonly string[];
}

export interface BuiltBasket {
  basket: Basket;
  artikel: Map<number, Artikel>;
}

function backofficeRequest(stored: StoredBasket, lines: readonly PricingLine[], kundeInklMwst: boolean) {
  return {
    bestellungUid: stored.bestellungUid,
    kundeId: stored.userId,
    kundeInklMwst,
    lieferartId: stored.choices.lieferartId,
    gutscheinCode: stored.choices.gutscheinCode,
    positionen: lines.map((l) => ({
      artikelnummer: l.artikel?.artikelnummer ?? null,
      artikelId: l.artikel?.artikelId ?? null,
      bestelleinheit: l.bestelleinheit,
      menge: l.mengeBestelleinheit,
    })),
  };
}

function backofficeResponse(result: PricingResult) {
  return {
    positionen: result.items.map((i) => ({
      artikelId: i.artikelId,
      menge: i.mengeBestelleinheit,
      preis: i.preisInklMwst,
      total: i.warenwertMitDiscountInklMwst,
      hinweis: i.hinweisVerfuegbareMenge,
    })),
    totalInklMwst: result.totals.totalInklMwst,
    totalExklMwst: result.totals.totalExklMwst,
    meldungen: result.warningMessages,
  };
}

export interface BasketFrame {
  bestellungUid: string;
  choices: BasketChoices;
  userIsAuthenticated: boolean;
  warnings: readonly string[];
}

/** The API basket from a price calculation and the shopper's choices. */
export function assembleBasket(result: PricingResult, frame: BasketFrame): Basket {
  const c = frame.choices;
  const same = c.rechnungsadresseGleichLieferadresse;
  return {
    items: result.items,
    ...result.totals,
    userIsAuthenticated: frame.userIsAuthenticated,
    bestellungUid: frame.bestellungUid,
    warningMessages: [...frame.warnings, ...result.warningMessages],
    rechnungsAdresse: same ? c.lieferAdresse : c.rechnungsAdresse,
    lieferAdresse: c.lieferAdresse,
    rechnungsadresseAdresspoolId: same ? c.lieferadresseAdresspoolId : c.rechnungsadresseAdresspoolId,
    lieferadresseAdresspoolId: c.lieferadresseAdresspoolId,
    rechnungsadresseGleichLieferadresse: same,
    zahlungsartId: c.zahlungsartId,
    lieferartId: c.lieferartId,
    lieferdatum: c.lieferdatum,
    hinweis: c.hinweis,
    agbAkzeptiert: c.agbAkzeptiert,
    minimumAlter: c.minimumAlter,
    gutscheinCode: c.gutscheinCode,
  };
}

/** Prices a stored basket (through the simulated back office when asked) and applies stock limits. */
export function buildBasket(ctx: RequestCtx, stored: StoredBasket, options: BuildOptions): BuiltBasket {
  const { db } = ctx;
  const userId = stored.userId;
  const stock = basketLines(db, stored.id);
  const artikel = loadArtikel(
    db,
    stock.map((l) => l.artikelId),
    userId,
  );
  const lines: PricingLine[] = stock.map((l) => ({ ...l, artikel: artikel.get(l.artikelId) ?? null }));
  const kundeInklMwst = kundeInklMwstOf(db, userId);
  const online = options.callBackoffice ? isBackofficeOnline(db, ctx.session.id) : stored.isCalculated;
  const result = priceBasket({
    lines,
    kundeInklMwst,
    lieferart: findLieferart(stored.choices.lieferartId),
    gutscheinCode: usableVoucher(db, userId, stored.choices.gutscheinCode),
    online,
  });
  if (options.callBackoffice && stored.id !== UNSAVED_BASKET_ID) {
    logExchange(db, stored.bestellungUid, ctx.now, {
      url: 'POST /Backoffice/api/warenkorb/berechnen',
      request: backofficeRequest(stored, lines, kundeInklMwst),
      response: online ? backofficeResponse(result) : null,
      error: online ? null : BACKOFFICE_OFFLINE_ERROR,
    });
    setCalculated(db, stored.id, online);
  }
  for (const a of result.adjustments) {
    if (a.bestelleinheit) setLineUnit(db, stored.id, a.id, a.bestelleinheit, a.mengeBestelleinheit);
    else setLineQuantity(db, stored.id, a.id, a.mengeBestelleinheit);
  }
  const basket = assembleBasket(result, {
    bestellungUid: stored.bestellungUid,
    choices: stored.choices,
    userIsAuthenticated: ctx.session.userId != null,
    warnings: options.warnings ?? [],
  });
  return { basket, artikel };
}

/** The session's (or user's) current basket, priced (an empty one is not stored for reading it). */
export function currentBasket(ctx: RequestCtx, options: BuildOptions): BuiltBasket & { stored: StoredBasket } {
  const stored = peekBasket(ctx.db, ownerOf(ctx));
  return { stored, ...buildBasket(ctx, stored, options) };
}
