import { describe, expect, it, vi } from 'vitest';
import { startDemoApi } from '../helpers/demo-api.ts';

/**
 * A page that runs both `loader.js` chunks and `all.js` holds two copies of every core module. They
 * share the page store (getPageStore); this shows they also share what lives with it.
 */
async function loadCore() {
  vi.resetModules();
  const [actions, atoms, client, toasts] = await Promise.all([
    import('../../src/core/basket/actions.ts'),
    import('../../src/core/basket/atoms.ts'),
    import('../../src/core/api/client.ts'),
    import('../../src/core/state/toasts.ts'),
  ]);
  return { ...actions, ...atoms, ...client, ...toasts };
}

/** Turns of the event loop (no clock involved): enough for a request that was started to reach the server. */
async function drainEventLoop(turns = 50) {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('two copies of core on one page', () => {
  it('queue basket changes into one queue and see one basket', async () => {
    const demo = await startDemoApi({ articles: 60 });
    const loader = await loadCore();
    const all = await loadCore();
    expect(all.addToBasket).not.toBe(loader.addToBasket); // really two module instances

    const adds = () => demo.requests.filter((request) => request.path === '/api/basket/add');
    const gate = demo.hold();
    const fromLoader = loader.addToBasket(demo.store, [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    const fromAll = all.addToBasket(demo.store, [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 4 }]);
    await vi.waitFor(() => expect(adds()).toHaveLength(1));
    await drainEventLoop();
    // The second change waits for the first answer, whichever copy made it.
    expect(adds()).toHaveLength(1);
    gate.release();
    expect(await Promise.all([fromLoader, fromAll])).toEqual([true, true]);

    expect(adds().map((request) => JSON.parse(request.body) as unknown)).toEqual([
      [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }],
      [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 4 }],
    ]);
    expect(all.basketAtom).toBe(loader.basketAtom);
    expect(loader.findLine(demo.store.get(all.basketAtom), 1001, 'Abfuellung')?.mengeBestelleinheit).toBe(4);
    expect(demo.store.get(loader.basketCountAtom)).toBe(1);
    expect(all.apiFor(demo.store)).toBe(loader.apiFor(demo.store));

    // Both copies' toasts sit in one list with distinct ids (the toast host keys on them).
    const ids = demo.store.get(all.toastsAtom).map((toast) => toast.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
