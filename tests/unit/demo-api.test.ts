// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiFor } from '../../src/core/api/client.ts';
import { basketCalculate } from '../../src/core/api/routes.ts';
import { toastsAtom } from '../../src/core/state/toasts.ts';
import { startDemoApi } from '../helpers/demo-api.ts';

describe('the client against the in-process demo API', () => {
  it('passes the anti-forgery check with the page token and parses the real answer', async () => {
    const demo = await startDemoApi();
    const { basket } = await apiFor(demo.store).route(basketCalculate);
    expect(basket.items).toEqual([]);
    expect(demo.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/basket/calculate' });
    expect(demo.store.get(toastsAtom)).toEqual([]);
  });

  it('shows the server communication toast for an answer of the wrong shape and keeps working after it', async () => {
    const demo = await startDemoApi();
    demo.failNext('wrong-shape');
    await expect(apiFor(demo.store).route(basketCalculate)).rejects.toThrow(/basket\.items/);
    expect(demo.store.get(toastsAtom)[0]?.message).toBe('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!');
    await expect(apiFor(demo.store).route(basketCalculate)).resolves.toHaveProperty('basket');
  });
});
