/**
 * The references of the demo's QR-bills (issue 35), as a back office computes them: a QR reference (QRR) with a
 * QR-IBAN, a creditor reference (SCOR, ISO 11649) with a plain IBAN. Written out here, not taken from the
 * library that draws the bill, so the tests check one against the other.
 */

/** The carry table of the mod-10 recursive check digit (Swiss Implementation Guidelines, "QR reference"). */
const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5] as const;

/** The mod-10 recursive check digit of a string of digits. */
export function mod10Recursive(digits: string): number {
  if (!/^\d*$/.test(digits)) throw new RangeError(`not digits: ${digits}`);
  let carry = 0;
  for (const digit of digits) carry = MOD10_TABLE[(carry + Number(digit)) % 10]!;
  return (10 - carry) % 10;
}

/** A QR reference: the payload (up to 26 digits) padded with zeros on the left, then its check digit. */
export function qrReference(payload: string): string {
  const body = payload.padStart(26, '0');
  if (body.length !== 26) throw new RangeError(`a QR reference holds 26 digits before its check digit: ${payload}`);
  return `${body}${mod10Recursive(body)}`;
}

/** ISO 7064 mod 97-10 of an alphanumeric string (letters count as 10…35), as IBAN and ISO 11649 use it. */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const value = Number.parseInt(char, 36);
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest;
}

/** A creditor reference: `RF`, two check digits (98 − the mod 97 of the reference moved behind `RF00`), the reference. */
export function creditorReference(reference: string): string {
  const ref = reference.toUpperCase();
  if (!/^[0-9A-Z]{1,21}$/.test(ref)) throw new RangeError(`a creditor reference holds 1 to 21 letters or digits: ${reference}`);
  return `RF${String(98 - mod97(`${ref}RF00`)).padStart(2, '0')}${ref}`;
}

/** Whether a creditor reference's check digits are right (ISO 11649: the moved reference is 1 mod 97). */
export function isCreditorReference(reference: string): boolean {
  return /^RF\d{2}[0-9A-Z]{1,21}$/.test(reference) && mod97(`${reference.slice(4)}${reference.slice(0, 4)}`) === 1;
}

/** Whether an IBAN's check digits are right (ISO 13616: the moved IBAN is 1 mod 97). */
export function isIbanValid(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[0-9A-Z]{1,30}$/.test(compact) && mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

/** A Swiss or Liechtenstein QR-IBAN: its institution id (positions 5–9) lies in 30000–31999. */
export function isQrIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const iid = Number(compact.slice(4, 9));
  return /^(CH|LI)/.test(compact) && iid >= 30000 && iid <= 31999;
}
