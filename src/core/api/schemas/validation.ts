import * as v from 'valibot';

/** Spec §5: the server answers a validation result per field; invalid fields show their message. */
export const FieldValidationSchema = v.object({
  isValid: v.boolean(),
  message: v.string(),
});
export type FieldValidation = v.InferOutput<typeof FieldValidationSchema>;

/** Keyed by field name (`vorname`, `eMail`, `lieferartId` …). Fields not present are valid. */
export const ValidationResultSchema = v.record(v.string(), FieldValidationSchema);
export type ValidationResult = v.InferOutput<typeof ValidationResultSchema>;

/** The answer of any call whose body failed its schema (HTTP 400). */
export const ValidationErrorResponseSchema = v.object({
  validationResult: ValidationResultSchema,
});
export type ValidationErrorResponse = v.InferOutput<typeof ValidationErrorResponseSchema>;

/** The common answer shape of form-like calls (reminder, contact form, merkliste update …). */
export const FormResultSchema = v.object({
  success: v.boolean(),
  validationResult: ValidationResultSchema,
  warningMessages: v.array(v.string()),
});
export type FormResult = v.InferOutput<typeof FormResultSchema>;

/** The answer of a refused call (401, 403, 404, 429): a German sentence the elements may show. */
export const ErrorMessageSchema = v.object({ message: v.string() });
export type ErrorMessage = v.InferOutput<typeof ErrorMessageSchema>;
