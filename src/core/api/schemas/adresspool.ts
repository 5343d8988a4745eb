import * as v from 'valibot';
import { ValidationResultSchema } from './validation.ts';

const text = v.nullable(v.string());
const optionalText = v.nullish(v.string());

/** Spec §3 Address. `sprache` defaults to 'de', `landId` to 1 (Schweiz). */
export const AddressSchema = v.object({
  adressPoolId: v.nullable(v.number()),
  istPrimaereAdresse: v.boolean(),
  anrede: text,
  titel: text,
  vorname: text,
  name: text,
  strasse: text,
  zusatz1: text,
  zusatz2: text,
  plz: text,
  ort: text,
  eMail: text,
  telD: text,
  telG: text,
  telP: text,
  natel: text,
  faxG: text,
  sprache: v.string(),
  landId: v.number(),
  land: text,
  firma: text,
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** An address as a form sends it: every field may be missing; the server fills the defaults. */
export const AddressInputSchema = v.object({
  adressPoolId: v.nullish(v.number()),
  istPrimaereAdresse: v.nullish(v.boolean()),
  anrede: optionalText,
  titel: optionalText,
  vorname: optionalText,
  name: optionalText,
  strasse: optionalText,
  zusatz1: optionalText,
  zusatz2: optionalText,
  plz: optionalText,
  ort: optionalText,
  eMail: optionalText,
  telD: optionalText,
  telG: optionalText,
  telP: optionalText,
  natel: optionalText,
  faxG: optionalText,
  sprache: optionalText,
  landId: v.nullish(v.number()),
  land: optionalText,
  firma: optionalText,
});
export type AddressInput = v.InferOutput<typeof AddressInputSchema>;

export const AdressPoolSchema = v.array(AddressSchema);
export type AdressPool = v.InferOutput<typeof AdressPoolSchema>;

/** Choices an address form offers (countries, salutations, languages). */
export const AdressPoolMetaSchema = v.object({
  laender: v.array(v.object({ landId: v.number(), land: v.string() })),
  anreden: v.array(v.string()),
  sprachen: v.array(v.object({ sprache: v.string(), bezeichnung: v.string() })),
});
export type AdressPoolMeta = v.InferOutput<typeof AdressPoolMetaSchema>;

/** POST /api/adresspool/addorupdate answer. */
export const AdressPoolSaveResponseSchema = v.object({
  success: v.boolean(),
  adressPool: v.nullable(AdressPoolSchema),
  validationResult: ValidationResultSchema,
});
export type AdressPoolSaveResponse = v.InferOutput<typeof AdressPoolSaveResponseSchema>;

/** POST /api/adresspool/remove body and answer. */
export const AdressPoolRemoveRequestSchema = v.object({ adressPoolId: v.number() });
export const AdressPoolRemoveResponseSchema = v.object({
  success: v.boolean(),
  adressPool: AdressPoolSchema,
  warningMessages: v.array(v.string()),
});
export type AdressPoolRemoveResponse = v.InferOutput<typeof AdressPoolRemoveResponseSchema>;

/** POST /api/adresspool/validate/{rechnung|lieferung} answer: the normalised address when valid. */
export const AddressTypeSchema = v.picklist(['rechnung', 'lieferung']);
export type AddressType = v.InferOutput<typeof AddressTypeSchema>;
export const AddressValidateResponseSchema = v.object({
  success: v.boolean(),
  adresse: v.nullable(AddressSchema),
  validationResult: ValidationResultSchema,
});
export type AddressValidateResponse = v.InferOutput<typeof AddressValidateResponseSchema>;
