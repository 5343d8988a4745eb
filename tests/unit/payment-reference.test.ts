// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isQRReferenceValid, isSCORReferenceValid, isIBANValid as libraryIbanValid } from 'swissqrbill/utils';
import {
  creditorReference,
  isCreditorReference,
  isIbanValid,
  isQrIban,
  mod10Recursive,
  qrReference,
} from '../../examples/account/payment-reference.ts';
import { invoiceReference } from '../../examples/account/invoice-payment.ts';
import { DEMO_CREDITOR } from '../../examples/platform/shop-config.ts';

describe('QR-bill references (issue 35)', () => {
  it('computes the mod-10 recursive check digit of the guidelines’ examples', () => {
    // Swiss Implementation Guidelines QR-bill, QR reference example 21 00000 00003 13947 14300 09017
    expect(mod10Recursive('21000000000313947143000901')).toBe(7);
    expect(qrReference('21000000000313947143000901')).toBe('210000000003139471430009017');
    expect(qrReference('1')).toBe('000000000000000000000000011');
    expect(mod10Recursive('12000000000023447894321689')).toBe(9);
  });

  it('changes the check digit for every single-digit error, as banks rely on', () => {
    const body = '40002800000000000000000123';
    const right = mod10Recursive(body);
    for (let i = 0; i < body.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === body[i]) continue;
        expect(mod10Recursive(`${body.slice(0, i)}${d}${body.slice(i + 1)}`)).not.toBe(right);
      }
    }
  });

  it('makes ISO 11649 creditor references (RF + two check digits) and checks them', () => {
    // ISO 11649's example: RF18 5390 0754 7034
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(isCreditorReference('RF18539007547034')).toBe(true);
    expect(isCreditorReference('RF19539007547034')).toBe(false);
    expect(isCreditorReference(creditorReference('R400028'))).toBe(true);
  });

  it('agrees with the drawing library’s own checks, for every demo invoice number', () => {
    for (let id = 1; id <= 40; id++) {
      const belegNr = `R${400000 + id}`;
      expect(isQRReferenceValid(invoiceReference({ id, belegNr }))).toBe(true);
      expect(isSCORReferenceValid(invoiceReference({ id, belegNr }, 'CH93 0076 2011 6238 5295 7'))).toBe(true);
    }
  });

  it('knows the demo creditor’s account for a valid QR-IBAN, and a plain IBAN for none', () => {
    expect(isIbanValid(DEMO_CREDITOR.iban)).toBe(true);
    expect(libraryIbanValid(DEMO_CREDITOR.iban.replace(/\s/g, ''))).toBe(true);
    expect(isQrIban(DEMO_CREDITOR.iban)).toBe(true);
    expect(isQrIban('CH93 0076 2011 6238 5295 7')).toBe(false);
    expect(isIbanValid('CH93 0076 2011 6238 5295 8')).toBe(false);
  });
});
