// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays, earliestLieferdatum, formatDatum } from '../../examples/commerce/backoffice/cutoff.ts';
import { CheckoutValidateResponseSchema } from '../../src/core/api/schemas/checkout.ts';
import { answer, commerceShop } from '../support/commerce-shop.ts';

describe('delivery date cut-off 11:00 Europe/Zurich', () => {
  it('winter time (UTC+1): 10:59 today, 11:00 tomorrow', () => {
    expect(earliestLieferdatum(new Date('2026-11-20T09:59:59Z'))).toBe('2026-11-20');
    expect(earliestLieferdatum(new Date('2026-11-20T10:00:00Z'))).toBe('2026-11-21');
  });

  it('summer time (UTC+2): 10:59 today, 11:00 tomorrow', () => {
    expect(earliestLieferdatum(new Date('2026-07-01T08:59:00Z'))).toBe('2026-07-01');
    expect(earliestLieferdatum(new Date('2026-07-01T09:00:00Z'))).toBe('2026-07-02');
  });

  it('uses the Zurich calendar day around midnight and the DST switch days', () => {
    expect(earliestLieferdatum(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21'); // 00:30 on the 21st in Zurich
    expect(earliestLieferdatum(new Date('2026-03-29T08:59:00Z'))).toBe('2026-03-29'); // 10:59 CEST, spring forward day
    expect(earliestLieferdatum(new Date('2026-10-25T09:59:00Z'))).toBe('2026-10-25'); // 10:59 CET, fall back day
    expect(earliestLieferdatum(new Date('2026-10-25T10:00:00Z'))).toBe('2026-10-26');
  });

  it('adds days across month and year ends and formats d.m.Y', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(formatDatum('2026-03-05')).toBe('05.03.2026');
  });

  it('is what the checkout model offers, by the injected clock', async () => {
    const shop = commerceShop(new Date('2026-11-20T09:59:00Z'));
    const s = await shop.customer();
    const before = await answer(
      await s.post('/api/checkout/validate', { basket: { lieferdatum: '2026-11-20' }, calculateBasket: false }),
      CheckoutValidateResponseSchema,
    );
    expect(before.model.lieferdatumMin).toBe('2026-11-20');
    expect(before.model.moduleState.lieferdatum.isValid).toBe(true);
    shop.clock.now = new Date('2026-11-20T10:00:00Z');
    const after = await answer(
      await s.post('/api/checkout/validate', { basket: {}, calculateBasket: false }),
      CheckoutValidateResponseSchema,
    );
    expect(after.model.lieferdatumMin).toBe('2026-11-21');
    expect(after.model.moduleState.lieferdatum.validationResult.lieferdatum?.message).toBe(
      'Das früheste mögliche Lieferdatum ist der 21.11.2026.',
    );
  });
});
