import type { FieldValidation } from './validate.ts';

/**
 * C0 controls and DEL, and the bidi embeddings/overrides/isolates (U+202A–202E, U+2066–2069):
 * `Anna\u202Egnp.exe` would show as "Anna…exe.png" in the address book or on a delivery note.
 */
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/u;
/** Characters that take no room: a name of only these looks empty on every page that shows it. */
const INVISIBLE = /[\s\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2060-\u2064\u3164\ufeff\uffa0]/gu;

export const CONTROL_CHARACTER_MESSAGE = 'Bitte verwenden Sie keine Steuer- oder Richtungszeichen.';
export const INVISIBLE_ONLY_MESSAGE = 'Bitte geben Sie sichtbare Zeichen ein.';

/** Why a name people will read is refused, or null when it is readable (empty is the caller's rule). */
export function unreadableText(value: string | null | undefined): FieldValidation | null {
  if (!value) return null;
  if (CONTROL_OR_BIDI.test(value)) return { isValid: false, message: CONTROL_CHARACTER_MESSAGE };
  if (value.replace(INVISIBLE, '') === '') return { isValid: false, message: INVISIBLE_ONLY_MESSAGE };
  return null;
}
