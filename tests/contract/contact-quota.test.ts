// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commerceShop } from '../support/commerce-shop.ts';

describe('contact form quota (issue 22)', () => {
  it('invalid sends do not use up the address quota: after corrections the five messages still go through', async () => {
    const shop = commerceShop();
    const data = { firstName: 'Heidi', lastName: 'Berger', email: 'heidi@example.ch', message: 'Grüezi' };
    for (let n = 0; n < 10; n++) {
      const res = await (
        await shop.visitor()
      ).post('/api/contact-form/process', { componentId: 'kontakt', data: { ...data, message: '' } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { success: boolean }).success).toBe(false);
    }
    for (let n = 0; n < 5; n++)
      expect((await (await shop.visitor()).post('/api/contact-form/process', { componentId: 'kontakt', data })).status).toBe(200);
    expect((await (await shop.visitor()).post('/api/contact-form/process', { componentId: 'kontakt', data })).status).toBe(429);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()).toEqual({ n: 5 });
  });

  it('a script hammering with invalid sends still meets a ceiling', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) statuses.push((await s.post('/api/contact-form/process', { componentId: 'kontakt', data: {} })).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });
});
