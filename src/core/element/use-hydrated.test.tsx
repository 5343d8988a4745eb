import { act, waitFor } from '@testing-library/react';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopStore } from '../state/store.ts';
import { islandComponent } from './island.tsx';
import { useBrowserValue, useHydrated } from './use-hydrated.ts';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('useHydrated in an island', () => {
  /** A card that shows the basket only once hydrated, as the article cards do, and notes each render. */
  const renders: { hydrated: boolean; inHydrationEffects: boolean }[] = [];
  let inHydrationEffects = false;
  const never = () => () => {};
  function Card() {
    const hydrated = useHydrated();
    // What only the browser knows (a media query: the server renders the wide layout, a phone is narrow).
    const narrow = useBrowserValue(
      never,
      () => true,
      () => false,
    );
    expect(narrow).toBe(hydrated);
    renders.push({ hydrated, inHydrationEffects });
    useEffect(() => {
      if (hydrated) return;
      // The effects of the hydrating render run now; anything React does before the next microtask is part of them.
      inHydrationEffects = true;
      queueMicrotask(() => (inHydrationEffects = false));
    }, [hydrated]);
    return <p>{hydrated ? 'im Warenkorb' : 'Karte'}</p>;
  }
  const store = createShopStore();
  const Island = islandComponent(
    { tag: 'shop-test', attributes: {}, component: () => [1, 2, 3].map((n) => <Card key={n} />) },
    {
      store: () => store,
    },
  );
  afterEach(() => (renders.length = 0));

  it("hydrates as the server rendered, then shows client state in a render of its own, not inside the hydration's effects", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Island />);
    document.body.append(container);
    expect(container.textContent).toBe('KarteKarteKarte');
    renders.length = 0;
    // As the island renderer does: a transition, not inside act(), so React schedules its work as in a browser.
    startTransition(() => void (root = hydrateRoot(container, <Island />)));
    await waitFor(() => expect(container.textContent).toBe('im Warenkorbim Warenkorbim Warenkorb'));
    expect(renders.filter((render) => !render.hydrated)).toHaveLength(3);
    // Each card asking the store alone made React re-render all of them synchronously as the hydration's effects
    // ran: one long task on a phone (issue 36). The island's flip is a transition that React slices into tasks.
    expect(renders.filter((render) => render.hydrated)).toEqual([1, 2, 3].map(() => ({ hydrated: true, inHydrationEffects: false })));
  });

  it('is true from the first render in an island the browser renders alone', () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => (root = createRoot(container)).render(<Island />));
    expect(renders.map((render) => render.hydrated)).toEqual([true, true, true]);
  });
});
