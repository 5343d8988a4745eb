// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ArtikelErinnerungResponseSchema } from '../../src/core/api/schemas/artikel-erinnerung.ts';
import { NotFoundSchema, answer, commerceShop, invalidFields } from '../support/commerce-shop.ts';

describe('stock reminder API', () => {
  it('registers a reminder and answers the success text', async () => {
    const s = await commerceShop().visitor();
    const body = await answer(
      await s.post('/api/artikel-erinnerung/add', { artikelId: 1002, vorname: 'Heidi', nachname: 'Berger', email: 'heidi@example.ch' }),
      ArtikelErinnerungResponseSchema,
    );
    expect(body.success).toBe(true);
    expect(body.successText).toMatch(/Cornalin/);
  });

  it('requires vorname, nachname and a valid email (German messages)', async () => {
    const s = await commerceShop().visitor();
    let body = await answer(await s.post('/api/artikel-erinnerung/add', { artikelId: 1002 }), ArtikelErinnerungResponseSchema);
    expect(body.success).toBe(false);
    expect(body.validationResult.vorname?.message).toBe('Bitte geben Sie Ihren Vornamen ein.');
    expect(body.validationResult.nachname?.message).toBe('Bitte geben Sie Ihren Nachnamen ein.');
    expect(body.validationResult.email?.message).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    body = await answer(
      await s.post('/api/artikel-erinnerung/add', { artikelId: 1002, vorname: 'A', nachname: 'B', email: 'nope' }),
      ArtikelErinnerungResponseSchema,
    );
    expect(Object.keys(body.validationResult)).toEqual(['email']);
  });

  it('answers 404 for an unknown article and 400 for a malformed body', async () => {
    const s = await commerceShop().visitor();
    await answer(
      await s.post('/api/artikel-erinnerung/add', { artikelId: 999999, vorname: 'A', nachname: 'B', email: 'a@b.ch' }),
      NotFoundSchema,
      404,
    );
    expect(await invalidFields(await s.post('/api/artikel-erinnerung/add', { vorname: 'A' }))).toEqual(['artikelId']);
  });
});
