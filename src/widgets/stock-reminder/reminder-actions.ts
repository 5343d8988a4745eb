import * as v from 'valibot';
import { apiFor, reportServerError } from '../../core/api/client.ts';
import { ArtikelErinnerungResponseSchema, type ArtikelErinnerungResponse } from '../../core/api/schemas/artikelErinnerung.ts';
import { ValidationErrorResponseSchema } from '../../core/api/schemas/validation.ts';
import type { ApiError } from '../../core/errors.ts';
import type { ShopStore } from '../../core/state/store.ts';
import { showToast } from '../../core/state/toasts.ts';
import { t } from '../../i18n/index.ts';

export interface ErinnerungForm {
  vorname: string;
  nachname: string;
  email: string;
}

/**
 * POST /api/artikel-erinnerung/add (spec §7). Field problems come back as validationResult, either in a
 * normal answer (success false) or in a 400; both show the formularEingabenPruefen toast (spec §5).
 * Success shows the server's successText. Other failures show the §8 toast and reject.
 */
export async function submitErinnerung(store: ShopStore, artikelId: number, form: ErinnerungForm): Promise<ArtikelErinnerungResponse> {
  let invalid: ArtikelErinnerungResponse | null = null;
  const onError = (error: ApiError) => {
    const parsed = error.status === 400 ? v.safeParse(ValidationErrorResponseSchema, error.data) : null;
    if (parsed?.success) invalid = { success: false, successText: null, validationResult: parsed.output.validationResult, warningMessages: [] };
    else reportServerError(store, error);
  };
  let answer: ArtikelErinnerungResponse;
  try {
    answer = await apiFor(store).post('artikel-erinnerung/add', ArtikelErinnerungResponseSchema, {
      json: { artikelId, ...form },
      supersedeKey: `erinnerung-${artikelId}`,
      onError,
    });
  } catch (error) {
    if (!invalid) throw error;
    answer = invalid;
  }
  if (answer.success) showToast(store, { kind: 'success', message: answer.successText || t('erinnerung.erfolg') });
  else showToast(store, { kind: 'warning', message: t('formularEingabenPruefen') });
  return answer;
}
