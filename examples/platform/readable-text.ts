import type { FieldValidation } from './validate.ts';
import { serverMessage } from './server-message.ts';

/**
 * C0 controls and DEL, and the bidi embeddings/overrides/isolates (U+202A–202E, U+2066–2069):
 * `Anna\u202Egnp.exe` would show as "Anna…exe.png" in the address book or on a delivery note.
 */
const isControlOrBidi = (cp: number): boolean =>
  cp <= 0x1f || cp === 0x7f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);

/** Characters that take no room: a name of only these looks empty on every page that shows it. */
const INVISIBLE = new Set([0xad, 0x34f, 0x61c, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e, 0x3164, 0xfeff, 0xffa0]);
const isInvisible = (char: string): boolean => {
  const cp = char.codePointAt(0)!;
  return /\s/u.test(char) || INVISIBLE.has(cp) || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x2060 && cp <= 0x2064);
};

/** Why a name people will read is refused, or null when it is readable (empty is the caller's rule). */
export function unreadableText(value: string | null | undefined): FieldValidation | null {
  if (!value) return null;
  const chars = [...value];
  if (chars.some((char) => isControlOrBidi(char.codePointAt(0)!))) return { isValid: false, message: serverMessage('controlCharacters') };
  if (chars.every(isInvisible)) return { isValid: false, message: serverMessage('visibleCharacters') };
  return null;
}
