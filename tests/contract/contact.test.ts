// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ContactFormResponseSchema } from '../../src/core/api/schemas/contact-form.ts';
import { NotFoundSchema, answer, commerceShop, invalidFields } from '../support/commerce-shop.ts';

describe('contact form API', () => {
  it('sends a complete message', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    const data = { firstName: 'Heidi', lastName: 'Berger', email: 'heidi@example.ch', message: 'Haben Sie Magnumflaschen?' };
    const body = await answer(await s.post('/api/contact-form/process', { componentId: 'kontakt', data }), ContactFormResponseSchema);
    expect(body).toEqual({ success: true, validationResult: {}, warningMessages: [] });
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()).toEqual({ n: 1 });
  });

  it('requires the fields its configuration marks as required', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    const body = await answer(
      await s.post('/api/contact-form/process', { componentId: 'kontakt-firma', data: { lastName: 'Berger', email: 'kein-mail' } }),
      ContactFormResponseSchema,
    );
    expect(body.success).toBe(false);
    expect(Object.keys(body.validationResult).sort()).toEqual(['company', 'email', 'message', 'phoneNumber']);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()).toEqual({ n: 0 });
  });

  it('answers 404 for an unknown form and 400 for a malformed body', async () => {
    const s = await commerceShop().visitor();
    await answer(await s.post('/api/contact-form/process', { componentId: 'gibtsnicht', data: {} }), NotFoundSchema, 404);
    expect(await invalidFields(await s.post('/api/contact-form/process', { componentId: 'kontakt', data: { email: 5 } }))).toEqual([
      'data.email',
    ]);
  });

  it('answers a filled honeypot like a person and stores nothing', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    const data = { firstName: 'Bot', lastName: 'Bot', email: 'bot@example.com', message: 'Cheap pills' };
    const body = await answer(
      await s.post('/api/contact-form/process', { componentId: 'kontakt', data, website: 'https://spam.example' }),
      ContactFormResponseSchema,
    );
    expect(body).toEqual({ success: true, validationResult: {}, warningMessages: [] });
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()).toEqual({ n: 0 });
  });

  it('takes three messages per session; invalid attempts do not count; the fourth gets the German 429', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    const data = { firstName: 'Heidi', lastName: 'Berger', email: 'heidi@example.ch', message: 'Grüezi' };
    expect((await s.post('/api/contact-form/process', { componentId: 'kontakt', data: { ...data, message: '' } })).status).toBe(200);
    for (let n = 0; n < 3; n++) expect((await s.post('/api/contact-form/process', { componentId: 'kontakt', data })).status).toBe(200);
    const refused = await s.post('/api/contact-form/process', { componentId: 'kontakt', data });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Zu viele Anfragen/);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()).toEqual({ n: 3 });
  });
});
