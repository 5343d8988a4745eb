import { useCallback, useState } from 'react';
import { useShopStore } from '../state/use-shop-store.ts';
import { submitForm, type FieldMessages, type FormOutcome, type FormSubmission } from './submit-form.ts';

export interface FormSubmitState {
  /** A submit is on its way: the submit button is disabled and aria-busy. */
  submitting: boolean;
  /** The last answer's field messages; cleared by a success. */
  fieldMessages: FieldMessages;
  /** The last answer's module-level messages, for the warning box. */
  warningMessages: string[];
}

const IDLE: FormSubmitState = { submitting: false, fieldMessages: {}, warningMessages: [] };

/** submitForm() for a React form: keeps the field and warning messages of the last answer as state. */
export function useFormSubmit(): FormSubmitState & {
  submit: <Answer>(submission: FormSubmission<Answer>) => Promise<FormOutcome<Answer>>;
  /** Drops the last answer's messages (they no longer describe what the form shows). */
  clearMessages: () => void;
} {
  const store = useShopStore();
  const [state, setState] = useState<FormSubmitState>(IDLE);
  const submit = useCallback(
    async <Answer>(submission: FormSubmission<Answer>): Promise<FormOutcome<Answer>> => {
      setState((current) => ({ ...current, submitting: true }));
      const outcome = await submitForm(store, submission);
      setState((current) => {
        if (outcome.status === 'invalid')
          return { submitting: false, fieldMessages: outcome.fieldMessages, warningMessages: outcome.warningMessages };
        // A failure keeps what the form showed; the §8 toast says what went wrong.
        return outcome.status === 'success' ? IDLE : { ...current, submitting: false };
      });
      return outcome;
    },
    [store],
  );
  const clearMessages = useCallback(() => setState((current) => ({ ...current, fieldMessages: {}, warningMessages: [] })), []);
  return { ...state, submit, clearMessages };
}
