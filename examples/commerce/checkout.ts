import { createHash } from 'node:crypto';
import type { Address } from '../../src/core/api/schemas/adresspool.ts';
import type { Basket, BasketChoicesInput } from '../../src/core/api/schemas/basket.ts';
import type { CheckoutModel, CheckoutModule, CheckoutSubmitResponse, ModuleState } from '../../src/core/api/schemas/checkout.ts';
import type { ValidationResult } from '../../src/core/api/schemas/validation.ts';
import type { RequestCtx } from '../platform/http.ts';
import { serverMessage, type MessageValues, type ServerMessageId } from '../platform/server-message.ts';
import { buildBasket, openOwnBasket, ownerOf } from './basket-service.ts';
import { markOrdered, peekBasket, saveChoices, type BasketChoices, type StoredBasket } from './basket-store.ts';
import { addDays, earliestLieferdatum, formatDatum, isRealDate } from './backoffice/cutoff.ts';
import { isVoucherRedeemed, recordVoucherRedemption } from './voucher-redemptions.ts';
import { findOrderByUid, insertOrder, positionenOf, type StoredOrder } from './orders.ts';
import {
  ADRESS_POOL_META,
  addressTooLong,
  findPoolAddress,
  listAdressPool,
  normalizeAddress,
  primaryAddress,
  validateAddress,
} from '../account/index.ts';
import { LIEFERARTEN, ZAHLUNGSARTEN, findGutschein, findLieferart, findZahlungsart } from './backoffice/reference-data.ts';
import { logExchange } from './backoffice/rest-log.ts';
import { TEN_MINUTES_MS, isLimited, recordHit, tooManyRequests, type RateLimit } from '../platform/rate-limit.ts';
import { validationFailed } from '../platform/validate.ts';
import { atomically } from '../platform/write-transaction.ts';

export const HINWEIS_MAX = 500;
export const GUTSCHEIN_CODE_MAX = 30;
/** Wrong voucher codes per client address: guessing codes must be slow. */
export const VOUCHER_FAILURES_PER_IP: RateLimit = { name: 'voucher', max: 10, windowMs: TEN_MINUTES_MS };
export const LIEFERDATUM_MAX_TAGE = 90;

/** Which pool address a choice points to, for a customer; guests have no pool. */
function poolAddress(ctx: RequestCtx, id: number | null): Address | null {
  return id != null && ctx.session.userId != null ? findPoolAddress(ctx.db, ctx.session.userId, id) : null;
}

/** Merges what the client sent into the stored choices (absent fields keep their value). */
export function applyChoices(ctx: RequestCtx, stored: BasketChoices, input: BasketChoicesInput): BasketChoices {
  const next: BasketChoices = { ...stored };
  const set = <K extends keyof BasketChoices>(key: K, value: BasketChoices[K] | undefined): void => {
    if (value !== undefined) next[key] = value;
  };
  set('zahlungsartId', input.zahlungsartId);
  set('lieferartId', input.lieferartId);
  set('lieferdatum', input.lieferdatum === '' ? null : input.lieferdatum);
  set('hinweis', input.hinweis === undefined ? undefined : input.hinweis?.trim() || null);
  set('agbAkzeptiert', input.agbAkzeptiert ?? undefined);
  set('minimumAlter', input.minimumAlter ?? undefined);
  set('gutscheinCode', input.gutscheinCode === undefined ? undefined : input.gutscheinCode?.trim() || null);
  set('rechnungsadresseGleichLieferadresse', input.rechnungsadresseGleichLieferadresse ?? undefined);
  const customer = ctx.session.userId != null;
  for (const [poolKey, addressKey] of [
    ['lieferadresseAdresspoolId', 'lieferAdresse'],
    ['rechnungsadresseAdresspoolId', 'rechnungsAdresse'],
  ] as const) {
    const poolId = customer ? input[poolKey] : null;
    if (poolId != null) {
      next[poolKey] = poolId;
      next[addressKey] = poolAddress(ctx, poolId);
    } else if (input[addressKey] !== undefined) {
      next[poolKey] = null;
      next[addressKey] = input[addressKey] ? normalizeAddress(input[addressKey]) : null;
    }
  }
  return next;
}

/**
 * A new voucher code is an attempt: a wrong one counts, and after too many the request answers 429
 * before anything changes. Sending the same code again (the checkout repeats all fields) is no attempt.
 */
function checkVoucherAttempt(ctx: RequestCtx, stored: BasketChoices, input: BasketChoicesInput): void {
  const code = input.gutscheinCode?.trim();
  if (!code || code === stored.gutscheinCode) return;
  if (isLimited(ctx.db, VOUCHER_FAILURES_PER_IP, ctx.ip, ctx.now)) tooManyRequests(VOUCHER_FAILURES_PER_IP);
  if (!findGutschein(code)) recordHit(ctx.db, VOUCHER_FAILURES_PER_IP, ctx.ip, ctx.now);
}

/** Only valid lengths are stored: a field over its cap is reported (moduleState) but keeps its stored value. */
function storable(choices: BasketChoices, stored: BasketChoices): BasketChoices {
  const tooLong = (address: Address | null): boolean => !!address && addressTooLong(address);
  return {
    ...choices,
    hinweis: (choices.hinweis?.length ?? 0) > HINWEIS_MAX ? stored.hinweis : choices.hinweis,
    gutscheinCode: (choices.gutscheinCode?.length ?? 0) > GUTSCHEIN_CODE_MAX ? stored.gutscheinCode : choices.gutscheinCode,
    lieferAdresse: tooLong(choices.lieferAdresse) ? stored.lieferAdresse : choices.lieferAdresse,
    rechnungsAdresse: tooLong(choices.rechnungsAdresse) ? stored.rechnungsAdresse : choices.rechnungsAdresse,
  };
}

/**
 * The wallet rule (spec §5) as far as a server can know it: Apple Pay only for a browser that says it runs
 * on an Apple device (iPadOS says Macintosh), Google Pay only on Android. The User-Agent is the browser's
 * claim; whether the device really holds a card (canMakePayments) only the browser knows, and the payment
 * provider's wallet token at payment time is the proof. So a script lying about its device gets no further
 * than the payment page; an honest desktop browser can no longer order with a wallet it cannot pay with.
 */
function walletPossible(wallet: string | null | undefined, userAgent: string): boolean {
  if (wallet === 'applepay') return /iPhone|iPad|iPod|Macintosh/.test(userAgent);
  if (wallet === 'googlepay') return /Android/.test(userAgent);
  return true;
}

const valid = (): ModuleState => ({ isValid: true, validationResult: {} });
const moduleOf = (validationResult: ValidationResult): ModuleState => ({
  isValid: Object.keys(validationResult).length === 0,
  validationResult,
});
const fail = (id: ServerMessageId, values?: MessageValues) => ({ isValid: false, message: serverMessage(id, values) });

/**
 * Ids and dates no shopper can have chosen (an unknown payment or delivery id, 31 April, another
 * customer's address) are a bad request: 400 with the field messages, and nothing is stored.
 */
export function refuseImpossibleChoices(ctx: RequestCtx, input: BasketChoicesInput): void {
  const result: ValidationResult = {};
  if (input.zahlungsartId != null && !findZahlungsart(input.zahlungsartId)) result.zahlungsartId = fail('zahlungsartUnknown');
  if (input.lieferartId != null && !findLieferart(input.lieferartId)) result.lieferartId = fail('lieferartUnknown');
  if (input.lieferdatum && !isRealDate(input.lieferdatum)) result.lieferdatum = fail('dateUnknown');
  for (const key of ['lieferadresseAdresspoolId', 'rechnungsadresseAdresspoolId'] as const) {
    const id = input[key];
    if (id != null && !poolAddress(ctx, id)) result[key] = fail('addressNotInBook');
  }
  if (Object.keys(result).length > 0) validationFailed(result);
}

function adresseModule(c: BasketChoices): ModuleState {
  const result: ValidationResult = {};
  const check = (
    address: Address | null,
    poolId: number | null,
    key: 'lieferAdresse' | 'rechnungsAdresse',
    missing: ServerMessageId,
  ): void => {
    if (poolId != null && !address) result[key] = fail('addressNoLongerInBook');
    else if (!address) result[key] = fail(missing);
    else Object.assign(result, validateAddress(address, `${key}.`));
  };
  check(c.lieferAdresse, c.lieferadresseAdresspoolId, 'lieferAdresse', 'lieferadresseRequired');
  if (!c.rechnungsadresseGleichLieferadresse) {
    check(c.rechnungsAdresse, c.rechnungsadresseAdresspoolId, 'rechnungsAdresse', 'rechnungsadresseRequired');
  }
  return moduleOf(result);
}

function lieferdatumModule(c: BasketChoices, min: string): ModuleState {
  if (c.lieferdatum == null) return valid(); // empty = as soon as possible (spec §5)
  if (c.lieferdatum < min) return moduleOf({ lieferdatum: fail('lieferdatumTooEarly', { date: formatDatum(min) }) });
  const max = addDays(min, LIEFERDATUM_MAX_TAGE);
  if (c.lieferdatum > max) return moduleOf({ lieferdatum: fail('lieferdatumTooLate', { days: LIEFERDATUM_MAX_TAGE }) });
  return valid();
}

function agbModule(c: BasketChoices): ModuleState {
  const result: ValidationResult = {};
  if (!c.agbAkzeptiert) result.agbAkzeptiert = fail('agbRequired');
  if (!c.minimumAlter) result.minimumAlter = fail('ageRequired');
  return moduleOf(result);
}

/** Spec §3/§5: a validation result per checkout module and field. */
export function validateModules(ctx: RequestCtx, c: BasketChoices): Record<CheckoutModule, ModuleState> {
  const min = earliestLieferdatum(ctx.now);
  return {
    adresse: adresseModule(c),
    lieferart:
      c.lieferartId == null
        ? moduleOf({ lieferartId: fail('noLieferart') })
        : findLieferart(c.lieferartId)
          ? valid()
          : moduleOf({ lieferartId: fail('lieferartUnknown') }),
    zahlungsart:
      c.zahlungsartId == null
        ? moduleOf({ zahlungsartId: fail('noZahlungsart') })
        : !findZahlungsart(c.zahlungsartId)
          ? moduleOf({ zahlungsartId: fail('zahlungsartUnknown') })
          : walletPossible(findZahlungsart(c.zahlungsartId)!.walletProviderKey, ctx.userAgent)
            ? valid()
            : moduleOf({ zahlungsartId: fail('zahlungsartNotOnDevice') }),
    lieferdatum: lieferdatumModule(c, min),
    agb: agbModule(c),
    hinweis: (c.hinweis?.length ?? 0) > HINWEIS_MAX ? moduleOf({ hinweis: fail('hinweisTooLong', { max: HINWEIS_MAX }) }) : valid(),
    gutschein:
      c.gutscheinCode && !findGutschein(c.gutscheinCode)
        ? moduleOf({ gutscheinCode: fail('voucherInvalid') })
        : isVoucherRedeemed(ctx.db, ctx.session.userId, c.gutscheinCode)
          ? moduleOf({ gutscheinCode: fail('voucherRedeemed') })
          : valid(),
  };
}

/**
 * What the shopper sees and orders, in one short string: the lines, the calculated total and the choices.
 * validate hands it out with the model; a submit that brings another one gets `invalid` with the fresh
 * model instead of an order the shopper never saw (issue 34: another tab added wine in between).
 */
export function checkoutVersion(basket: Basket, choices: BasketChoices): string {
  const lines = basket.items.map((i) => [i.artikelId, i.bestelleinheit, i.mengeBestelleinheit]).sort();
  const seen = [lines, basket.isCalculated ? basket.totalInklMwst : null, choices];
  return createHash('sha256').update(JSON.stringify(seen)).digest('base64url').slice(0, 22);
}

/** Spec §3 Checkout model for a priced basket. */
export function checkoutModel(ctx: RequestCtx, basket: Basket, choices: BasketChoices): CheckoutModel {
  const moduleState = validateModules(ctx, choices);
  const hasGoods = basket.items.some((i) => !i.isProtected && !i.removeOnly);
  return {
    basket,
    adressPool: ctx.session.userId != null ? listAdressPool(ctx.db, ctx.session.userId) : [],
    adressPoolMeta: ADRESS_POOL_META,
    moduleState,
    zahlungsarten: [...ZAHLUNGSARTEN],
    lieferarten: [...LIEFERARTEN],
    selectedZahlungsart: findZahlungsart(choices.zahlungsartId),
    selectedLieferart: findLieferart(choices.lieferartId),
    lieferdatumMin: earliestLieferdatum(ctx.now),
    readyToSendOrder: hasGoods && basket.isCalculated && Object.values(moduleState).every((m) => m.isValid),
    version: checkoutVersion(basket, choices),
  };
}

/** A customer's primary address is the delivery address until they choose another. */
function withDefaultAddress(ctx: RequestCtx, stored: StoredBasket): StoredBasket {
  const userId = ctx.session.userId;
  if (userId == null || stored.choices.lieferAdresse || stored.choices.lieferadresseAdresspoolId != null) return stored;
  const primary = primaryAddress(ctx.db, userId);
  if (!primary) return stored;
  const choices = { ...stored.choices, lieferAdresse: primary, lieferadresseAdresspoolId: primary.adressPoolId };
  saveChoices(ctx.db, stored.id, choices, ctx.now);
  return { ...stored, choices };
}

/** The checkout page's model (no back-office call: the page recalculates if needed). */
export function currentCheckoutModel(ctx: RequestCtx): CheckoutModel {
  const stored = withDefaultAddress(ctx, peekBasket(ctx.db, ownerOf(ctx)));
  const { basket } = buildBasket(ctx, stored, { callBackoffice: false });
  return checkoutModel(ctx, basket, stored.choices);
}

/** POST /api/checkout/validate: stores the choices, recalculates when asked, answers the model. */
export function validateCheckout(ctx: RequestCtx, input: BasketChoicesInput, calculate: boolean): CheckoutModel {
  refuseImpossibleChoices(ctx, input);
  const stored = withDefaultAddress(ctx, openOwnBasket(ctx));
  checkVoucherAttempt(ctx, stored.choices, input);
  const choices = applyChoices(ctx, stored.choices, input);
  saveChoices(ctx.db, stored.id, storable(choices, stored.choices), ctx.now);
  const { basket } = buildBasket(ctx, { ...stored, choices }, { callBackoffice: calculate });
  return checkoutModel(ctx, basket, choices);
}

export function orderRedirectUrl(order: StoredOrder): string {
  const uid = encodeURIComponent(order.bestellungUid);
  return order.status === 'bezahlung_offen' ? `/checkout/zahlung?uid=${uid}` : `/checkout/bestaetigung?uid=${uid}`;
}

/** Whether this session may see the order (its customer, or the guest session that placed it). */
export function ownsOrder(ctx: RequestCtx, order: StoredOrder): boolean {
  return order.userId != null ? order.userId === ctx.session.userId : order.sessionId === ctx.session.id;
}

/**
 * POST /api/checkout/submitorder. Idempotent per bestellungUid: a repeated submit of an ordered
 * basket answers the same redirect and creates nothing. `version` is the model's the shopper last saw
 * (validate's answer): another one means the basket or the choices changed since, and answers `invalid`.
 */
export function submitOrder(ctx: RequestCtx, input: BasketChoicesInput, version?: string | null): CheckoutSubmitResponse {
  const { db } = ctx;
  const previous = input.bestellungUid ? findOrderByUid(db, input.bestellungUid) : null;
  if (previous && ownsOrder(ctx, previous)) return { action: 'redirect', url: orderRedirectUrl(previous) };
  refuseImpossibleChoices(ctx, input);
  const stored = withDefaultAddress(ctx, openOwnBasket(ctx));
  checkVoucherAttempt(ctx, stored.choices, input);
  const choices = applyChoices(ctx, stored.choices, input);
  saveChoices(db, stored.id, storable(choices, stored.choices), ctx.now);
  const { basket, artikel } = buildBasket(ctx, { ...stored, choices }, { callBackoffice: true });
  const model = checkoutModel(ctx, basket, choices);
  const stale = input.bestellungUid != null && input.bestellungUid !== stored.bestellungUid;
  const unseen = version != null && version !== model.version;
  if (!model.readyToSendOrder || stale || unseen) return { action: 'invalid', model };
  const online = findZahlungsart(choices.zahlungsartId)?.onlinePayment === true;
  return atomically(db, () => {
    const order = insertOrder(db, {
      userId: ctx.session.userId,
      sessionId: ctx.session.id,
      bestellDatum: ctx.now,
      basket,
      positionen: positionenOf(basket, artikel),
      status: online ? 'bezahlung_offen' : 'bestellt',
      invoice: { belegstatus: 'Offen', totalOpen: basket.kundeInklMwst ? basket.totalInklMwst : basket.totalExklMwst },
    });
    recordVoucherRedemption(db, ctx.session.userId, choices.gutscheinCode, order.bestellungUid);
    markOrdered(db, stored.id);
    logExchange(db, basket.bestellungUid, ctx.now, {
      url: 'POST /Backoffice/api/bestellungen',
      request: {
        bestellungUid: basket.bestellungUid,
        zahlungsartId: choices.zahlungsartId,
        lieferartId: choices.lieferartId,
        lieferdatum: choices.lieferdatum,
        totalInklMwst: basket.totalInklMwst,
      },
      response: { bestellNr: order.bestellNr, status: order.status },
      error: null,
    });
    return { action: 'redirect', url: orderRedirectUrl(order) };
  });
}
