import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { serverMessage } from './server-message.ts';

/** A plausible e-mail address (one @, a dot in the domain); shared by every form that asks for one. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const invalidEmailMessage = (): string => serverMessage('emailInvalid');

export const maxLengthMessage = (max: number): string => serverMessage('maxLength', { max: String(max) });

export interface FieldValidation {
  isValid: boolean;
  message: string;
}
export type ValidationResult = Record<string, FieldValidation>;

/** The text for an issue whose schema gave no message of its own. */
function germanMessage(issue: v.BaseIssue<unknown>): string {
  // A message written into the schema (v.string('…')) is already meant for the user.
  if (issue.message && !/^Invalid /.test(issue.message)) return issue.message;
  if (issue.input === undefined || issue.input === null || issue.input === '') return serverMessage('fieldRequired');
  switch (issue.type) {
    case 'email':
    case 'rfc_email':
      return invalidEmailMessage();
    case 'min_length':
      return serverMessage('minLength', { min: String(issue.requirement) });
    case 'max_length':
      return maxLengthMessage(Number(issue.requirement));
    case 'min_value':
      return serverMessage('minValue', { min: String(issue.requirement) });
    case 'max_value':
      return serverMessage('maxValue', { max: String(issue.requirement) });
    case 'integer':
      return serverMessage('integerRequired');
    default:
      return serverMessage('inputInvalid');
  }
}

/** Spec §5 validationResult: one entry per failing field (dot path; "" for the body itself). */
export function toValidationResult(issues: readonly v.BaseIssue<unknown>[]): ValidationResult {
  const result: ValidationResult = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    result[field] ??= { isValid: false, message: germanMessage(issue) };
  }
  return result;
}

/** Answers 400 `{ validationResult }` (thrown as an HTTPException; the error handler passes it on). */
export function validationFailed(validationResult: ValidationResult): never {
  throw new HTTPException(400, {
    res: Response.json({ validationResult }, { status: 400 }),
  });
}

/**
 * Reads the JSON body and parses it with `schema`. On failure answers 400 with
 * `{ validationResult: { [field]: { isValid: false, message } } }` (German) — nothing is changed.
 */
export async function validateBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return validationFailed({ '': { isValid: false, message: serverMessage('jsonInvalid') } });
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) return validationFailed(toValidationResult(parsed.issues));
  return parsed.output;
}

/**
 * The fields of an HTML form post (urlencoded or multipart). A malformed body (e.g. multipart
 * without its boundary) is the client's fault: it reads as an empty form instead of a 500.
 */
export async function formFields(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}
