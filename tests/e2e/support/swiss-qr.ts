import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { expect } from 'vitest';
import { isCreditorReference, isIbanValid, isQrIban, mod10Recursive } from '../../../examples/account/payment-reference.ts';

/**
 * Reading a Swiss QR code as a banking app does (issue 35): two decoders that have nothing to do with the library
 * that drew it, jsQR and ZXing, each given the pixels of a screenshot or of a PDF rendered by poppler.
 */

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rgba: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

export async function decodeWithJsQr(png: Buffer): Promise<string | null> {
  const { rgba, width, height } = await pixels(png);
  return jsQR(rgba, width, height)?.data ?? null;
}

export async function decodeWithZxing(png: Buffer): Promise<string | null> {
  const { rgba, width, height } = await pixels(png);
  // ZXing reads luminance: one byte per pixel.
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = (rgba[i * 4]! * 299 + rgba[i * 4 + 1]! * 587 + rgba[i * 4 + 2]! * 114) / 1000;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  try {
    return new QRCodeReader().decode(bitmap, new Map([[DecodeHintType.TRY_HARDER, true]])).getText();
  } catch {
    return null;
  }
}

/** Both decoders read the same text, which they must: the text. */
export async function decodeSwissQr(png: Buffer): Promise<string> {
  const [fromJsQr, fromZxing] = await Promise.all([decodeWithJsQr(png), decodeWithZxing(png)]);
  expect(fromJsQr, 'jsQR found no QR code').not.toBeNull();
  expect(fromZxing, 'ZXing found no QR code').not.toBeNull();
  expect(fromZxing).toBe(fromJsQr);
  return fromJsQr!;
}

/** A PDF's pages as PNGs, rendered by Debian's poppler-utils (`pdftoppm`, installed by .ci/run). */
export function pdfPagesAsPng(pdf: Buffer, dpi = 150): string {
  const dir = mkdtempSync(join(tmpdir(), 'qr-bill-'));
  writeFileSync(join(dir, 'bill.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', join(dir, 'bill.pdf'), join(dir, 'page')]);
  return join(dir, 'page-1.png');
}

export interface ExpectedBill {
  iban: string;
  creditor: { name: string; strasse: string; hausnummer: string; plz: string; ort: string; land: string };
  amount: number;
  debtor: { name: string; strasse: string; hausnummer: string; plz: string; ort: string; land: string };
  referenz: string;
  /** what the unstructured message must name (the document number) */
  belegNr: string;
}

/**
 * Every field of the Swiss QR code's text against the Swiss Implementation Guidelines QR-bill 2.3 (4.3.3, the
 * data elements in their order) and the invoice: the header, the creditor account and its checksum, the
 * structured addresses (type S, the only one 2.3 allows), the amount with two decimals in CHF, the reference
 * type and its check digit, the unstructured message and the trailer.
 */
export function expectSwissQrBill(text: string, expected: ExpectedBill): void {
  // Elements are separated by CR LF or LF (4.2.3); none may be left off before the trailer.
  const fields = text.split(/\r?\n/);
  expect(fields.length).toBeGreaterThanOrEqual(31);
  expect(fields.length).toBeLessThanOrEqual(34);
  expect(fields.slice(0, 3), 'header: QRType, Version, Coding').toEqual(['SPC', '0200', '1']);

  const iban = fields[3]!;
  expect(iban).toBe(expected.iban.replace(/\s/g, ''));
  expect(iban).toMatch(/^(CH|LI)\d{19}$/);
  expect(isIbanValid(iban), 'IBAN checksum').toBe(true);

  const creditor = fields.slice(4, 11);
  const c = expected.creditor;
  expect(creditor, 'creditor (structured)').toEqual(['S', c.name, c.strasse, c.hausnummer, c.plz, c.ort, c.land]);
  expect(fields.slice(11, 18), 'ultimate creditor: reserved, empty').toEqual(['', '', '', '', '', '', '']);

  expect(fields[18], 'amount, two decimals').toMatch(/^\d{1,9}\.\d{2}$/);
  expect(fields[18]).toBe(expected.amount.toFixed(2));
  expect(fields[19]).toBe('CHF');

  const d = expected.debtor;
  expect(fields.slice(20, 27), 'debtor (structured)').toEqual(['S', d.name, d.strasse, d.hausnummer, d.plz, d.ort, d.land]);

  const [type, reference] = [fields[27]!, fields[28]!];
  expect(reference).toBe(expected.referenz);
  if (isQrIban(iban)) {
    expect(type, 'a QR-IBAN needs a QR reference').toBe('QRR');
    expect(reference).toMatch(/^\d{27}$/);
    expect(Number(reference.at(-1)), 'mod-10 recursive check digit').toBe(mod10Recursive(reference.slice(0, 26)));
  } else {
    expect(type).toBe('SCOR');
    expect(isCreditorReference(reference), 'ISO 11649 check digits').toBe(true);
  }
  expect(fields[29], 'unstructured message').toContain(expected.belegNr);
  expect(fields[30], 'trailer').toBe('EPD');
}
