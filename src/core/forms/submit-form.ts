import * as v from 'valibot';
import { t, type MessageId } from '../../i18n/index.ts';
import { reportServerError, type CallHandlers } from '../api/client.ts';
import { ValidationErrorResponseSchema, type ValidationResult } from '../api/schemas/validation.ts';
import { ApiError, isAbortError } from '../errors.ts';
import { storeSlot } from '../state/shared.ts';
import type { ShopStore } from '../state/store.ts';
import { showToast } from '../state/toasts.ts';
import { TOAST_AUTO_HIDE_MS } from '../timing.ts';

/** Field name → the server's message, for the fields it found invalid. */
export type FieldMessages = Record<string, string>;

export type FormOutcome<Answer> =
  | { status: 'success'; answer: Answer }
  /** `answer` is null when the server refused the body itself (HTTP 400 with validationResult). */
  | { status: 'invalid'; answer: Answer | null; fieldMessages: FieldMessages; warningMessages: string[] }
  /** The §8 toast is shown (or the call was aborted); nothing else to do. */
  | { status: 'failed' };

/** What a form answer says, whatever its shape. */
export interface FormVerdict {
  success: boolean;
  /** One or more groups (registration: validationResultUserData and validationResultAdresse). */
  validationResults: readonly ValidationResult[];
  /** Module-level messages for the warning box (spec §5). */
  warningMessages?: readonly string[];
}

export interface FormSubmission<Answer> {
  /**
   * Names the form (e.g. `erinnerung-1002`). A submit while one with the same key runs joins it
   * instead of sending again, so a double click never makes two requests that land out of order.
   */
  key: string;
  /** The area call from core/api; it must pass `handlers` on to the client. */
  call: (handlers: CallHandlers) => Promise<Answer>;
  /** Reads the answer: `readCommonAnswer` for `{ success, validationResult, warningMessages }`. */
  read: (answer: Answer) => FormVerdict;
  /** The server's success text (e.g. successText); wins over `successMessage`. */
  successText?: (answer: Answer) => string | null | undefined;
  /** The success toast when the server sends no text: 'erfolgreichGespeichert', 'erfolgreichGeloescht' … */
  successMessage?: MessageId;
}

/** The usual answer shape of spec §7 (reminder, contact form, merkliste update, address calls). */
export interface CommonFormAnswer {
  success: boolean;
  validationResult: ValidationResult;
  warningMessages?: readonly string[];
}

export function readCommonAnswer({ success, validationResult, warningMessages }: CommonFormAnswer): FormVerdict {
  return { success, validationResults: [validationResult], warningMessages: warningMessages ?? [] };
}

/** The invalid fields of every group with their messages; a later group does not hide an earlier message. */
export function fieldMessagesOf(results: readonly ValidationResult[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const result of results) {
    for (const [field, entry] of Object.entries(result)) {
      if (!entry.isValid && !(field in messages)) messages[field] = entry.message;
    }
  }
  return messages;
}

/** A 400 whose body carries validationResult is an invalid form, not a server failure. */
function validationOf(error: ApiError): ValidationResult | null {
  if (error.status !== 400) return null;
  const parsed = v.safeParse(ValidationErrorResponseSchema, error.data);
  return parsed.success ? parsed.output.validationResult : null;
}

function showInvalidToast(store: ShopStore): void {
  // Spec §5: 'Bitte überprüfen Sie Ihre Eingaben!', hidden after 3 s.
  showToast(store, { kind: 'warning', message: t('formularEingabenPruefen'), autoHideMs: TOAST_AUTO_HIDE_MS });
}

async function runSubmission<Answer>(store: ShopStore, submission: FormSubmission<Answer>): Promise<FormOutcome<Answer>> {
  const refusal: { validation: ValidationResult | null } = { validation: null };
  const onError = (error: ApiError) => {
    refusal.validation = validationOf(error);
    if (!refusal.validation) reportServerError(store, error);
  };
  let answer: Answer;
  try {
    answer = await submission.call({ onError });
  } catch (error) {
    if (refusal.validation && error instanceof ApiError) {
      showInvalidToast(store);
      return { status: 'invalid', answer: null, fieldMessages: fieldMessagesOf([refusal.validation]), warningMessages: [] };
    }
    // A failure the client has reported, or an abort nobody needs to see.
    if (error instanceof ApiError || isAbortError(error)) return { status: 'failed' };
    throw error;
  }
  const verdict = submission.read(answer);
  if (!verdict.success) {
    showInvalidToast(store);
    return {
      status: 'invalid',
      answer,
      fieldMessages: fieldMessagesOf(verdict.validationResults),
      warningMessages: [...(verdict.warningMessages ?? [])],
    };
  }
  const text = submission.successText?.(answer) || (submission.successMessage ? t(submission.successMessage) : null);
  if (text) showToast(store, { kind: 'success', message: text });
  return { status: 'success', answer };
}

/**
 * Sends a form (spec §5, §7, §8): the server's validationResult becomes field messages plus the
 * formularEingabenPruefen toast; success shows the success toast; any other failure is the §8 toast
 * the client already showed. Never rejects for an API failure, so a form only switches on `status`.
 */
export function submitForm<Answer>(store: ShopStore, submission: FormSubmission<Answer>): Promise<FormOutcome<Answer>> {
  const running = storeSlot(store, 'form-submissions', () => new Map<string, Promise<FormOutcome<unknown>>>());
  const joined = running.get(submission.key) as Promise<FormOutcome<Answer>> | undefined;
  if (joined) return joined;
  const outcome = runSubmission(store, submission).finally(() => running.delete(submission.key));
  running.set(submission.key, outcome);
  return outcome;
}
