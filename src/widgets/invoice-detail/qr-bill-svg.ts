import { SwissQRBill } from 'swissqrbill/svg';
import type { Data, Language } from 'swissqrbill/types';

/** CSS pixels per millimetre: the library draws in mm, a viewBox counts in user units (px). */
const PX_PER_MM = 96 / 25.4;

/**
 * The payment part of the QR-bill as SVG markup, loaded only by the invoice detail of an open invoice (its own
 * chunk: the QR encoder). Online the receipt may be left out (guidelines 2.3, 3.8.3), so the viewBox shows the
 * right 148 × 105 mm of the 210 mm slip only; without width and height the part scales to its container, the
 * code keeping its proportions. Throws the library's ValidationError for data a bank would refuse.
 */
export function paymentPartSvg(data: Data, language: Language): string {
  const markup = new SwissQRBill(data, { language, scissors: false }).toString();
  const root = 'width="210mm" height="105mm"';
  if (!markup.includes(root)) throw new Error('swissqrbill: unexpected SVG root');
  const viewBox = [62, 0, 148, 105].map((mm) => (mm * PX_PER_MM).toFixed(3)).join(' ');
  return markup.replace(root, `viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false"`);
}
