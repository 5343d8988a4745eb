// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AdressPoolSaveResponseSchema } from '../../src/core/api/schemas/adresspool.ts';
import { answer, commerceShop } from '../support/commerce-shop.ts';

/** Issue 24: names people read must be visible and must not reverse or control the text around them. */
const adresse = {
  anrede: 'Frau',
  vorname: 'Anna',
  name: 'Muster',
  strasse: 'Rebweg 5',
  plz: '8001',
  ort: 'Zürich',
  eMail: 'demo@vinothek.ch',
};
const INVISIBLE = 'Bitte geben Sie sichtbare Zeichen ein.';
const CONTROL = 'Bitte verwenden Sie keine Steuer- oder Richtungszeichen.';

describe('readable names', () => {
  it('refuses an address with vorname "\\u200B" and name "\\u202E", and lines with BEL, ESC, NUL or an isolate', async () => {
    const s = await commerceShop().customer();
    const body = await answer(
      await s.post('/api/adresspool/addorupdate', {
        ...adresse,
        vorname: '\u200B',
        name: '\u202E',
        strasse: 'Rebweg\u0007 5',
        zusatz1: '\u001b[31m',
        ort: 'Zü\u0000rich',
        firma: 'A\u2066B',
      }),
      AdressPoolSaveResponseSchema,
    );
    expect(body.success).toBe(false);
    expect(body.validationResult).toMatchObject({
      vorname: { message: INVISIBLE },
      name: { message: CONTROL },
      strasse: { message: CONTROL },
      zusatz1: { message: CONTROL },
      ort: { message: CONTROL },
      firma: { message: CONTROL },
    });
    const bidi = await answer(
      await s.post('/api/adresspool/addorupdate', { ...adresse, name: 'Anna\u202Egnp.exe' }),
      AdressPoolSaveResponseSchema,
    );
    expect(bidi.validationResult.name?.message).toBe(CONTROL);
    const pool = (await (await s.request('/api/adresspool')).json()) as { adressen?: { name: string }[] } | { name: string }[];
    expect(JSON.stringify(pool)).not.toMatch(/\\u202e|\u202E/i);
  });

  it('refuses the same in a registration and a guest checkout address', async () => {
    const s = await commerceShop().visitor();
    const res = await s.post('/api/account/register', {
      userData: { userName: 'neu@example.ch', password: 'geheim123!', passwordConfirm: 'geheim123!' },
      adresse: { ...adresse, eMail: 'neu@example.ch', vorname: '\u200B\u200D\uFEFF', name: 'Muster\u202D' },
    });
    const body = (await res.json()) as { success: boolean; validationResultAdresse: Record<string, { message: string }> };
    expect(body.success).toBe(false);
    expect(body.validationResultAdresse.vorname?.message).toBe(INVISIBLE);
    expect(body.validationResultAdresse.name?.message).toBe(CONTROL);
    const check = await s.post('/api/adresspool/validate/lieferung', { ...adresse, name: '\u2067Muster' });
    expect((await check.json()) as object).toMatchObject({ success: false, validationResult: { name: { message: CONTROL } } });
  });

  it('refuses a Merkliste named "\\u200B" or with an override, on create and rename', async () => {
    const s = await commerceShop().customer();
    const created = await s.post('/api/merkliste/Add', { bezeichnung: '\u200B' });
    expect(created.status).toBe(400);
    expect(
      ((await created.json()) as { validationResult: Record<string, { message: string }> }).validationResult.bezeichnung?.message,
    ).toBe(INVISIBLE);
    const state = (await (await s.request('/api/merkliste')).json()) as { merklisten: { merklisteId: number }[] };
    const rename = await s.post(`/api/merkliste/update/${state.merklisten[0]!.merklisteId}`, { bezeichnung: 'Liste\u202E' });
    expect((await rename.json()) as object).toMatchObject({ success: false, validationResult: { bezeichnung: { message: CONTROL } } });
  });
});
