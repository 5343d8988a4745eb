import * as v from 'valibot';
import { BasketSchema, BasketChoicesInputSchema, IsoDateSchema } from './basket.ts';
import { AdressPoolSchema, AdressPoolMetaSchema } from './adresspool.ts';
import { ValidationResultSchema } from './validation.ts';

/** Spec §3 Payment method. `walletProviderKey` is 'applepay' / 'googlepay' for wallets, else null. */
export const PaymentMethodSchema = v.object({
  id: v.number(),
  logoUrl: v.nullable(v.string()),
  recordDisplayName: v.string(),
  walletProviderKey: v.nullable(v.string()),
  onlinePayment: v.boolean(),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

/** Spec §3 Delivery type. `versandkostenArt: 'Abholung'` means pickup (no shipping line). */
export const DeliveryTypeSchema = v.object({
  id: v.number(),
  recordDisplayName: v.string(),
  additionalText: v.nullable(v.string()),
  versandkostenArt: v.string(),
});
export type DeliveryType = v.InferOutput<typeof DeliveryTypeSchema>;

export const ModuleStateSchema = v.object({
  isValid: v.boolean(),
  validationResult: ValidationResultSchema,
});
export type ModuleState = v.InferOutput<typeof ModuleStateSchema>;

export const CHECKOUT_MODULES = ['adresse', 'lieferart', 'zahlungsart', 'lieferdatum', 'agb', 'hinweis', 'gutschein'] as const;
export type CheckoutModule = (typeof CHECKOUT_MODULES)[number];

/** Spec §3 Checkout model. `gutschein` is the voucher module (its place is left open by the spec). */
export const CheckoutModelSchema = v.object({
  basket: BasketSchema,
  adressPool: AdressPoolSchema,
  adressPoolMeta: AdressPoolMetaSchema,
  moduleState: v.object({
    adresse: ModuleStateSchema,
    lieferart: ModuleStateSchema,
    zahlungsart: ModuleStateSchema,
    lieferdatum: ModuleStateSchema,
    agb: ModuleStateSchema,
    hinweis: ModuleStateSchema,
    gutschein: ModuleStateSchema,
  }),
  zahlungsarten: v.array(PaymentMethodSchema),
  lieferarten: v.array(DeliveryTypeSchema),
  selectedZahlungsart: v.nullable(PaymentMethodSchema),
  selectedLieferart: v.nullable(DeliveryTypeSchema),
  /** Earliest selectable delivery date (spec §5: today before 11:00 Europe/Zurich, else tomorrow). */
  lieferdatumMin: IsoDateSchema,
  readyToSendOrder: v.boolean(),
  /**
   * The basket and choices this model shows, as the back end names them (opaque). The checkout sends it
   * with submitorder; a back end that sees another one answers `invalid` with the fresh model instead of
   * ordering what the shopper never saw. Optional for back ends that do not check it.
   */
  version: v.optional(v.nullable(v.string()), null),
});
export type CheckoutModel = v.InferOutput<typeof CheckoutModelSchema>;

/** POST /api/checkout/validate body. */
export const CheckoutValidateRequestSchema = v.object({
  basket: BasketChoicesInputSchema,
  calculateBasket: v.nullish(v.boolean()),
});
export type CheckoutValidateRequest = v.InferOutput<typeof CheckoutValidateRequestSchema>;

export const CheckoutValidateResponseSchema = v.object({ model: CheckoutModelSchema });
export type CheckoutValidateResponse = v.InferOutput<typeof CheckoutValidateResponseSchema>;

/** POST /api/checkout/submitorder body. */
export const CheckoutSubmitRequestSchema = v.object({
  basket: BasketChoicesInputSchema,
  /** CheckoutModel.version of the model the shopper confirmed */
  version: v.nullish(v.string()),
});
export type CheckoutSubmitRequest = v.InferOutput<typeof CheckoutSubmitRequestSchema>;

export const CheckoutSubmitResponseSchema = v.variant('action', [
  v.object({ action: v.literal('invalid'), model: CheckoutModelSchema }),
  v.object({ action: v.literal('redirect'), url: v.string() }),
]);
export type CheckoutSubmitResponse = v.InferOutput<typeof CheckoutSubmitResponseSchema>;
