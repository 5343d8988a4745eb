import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../core/basket/atoms.ts';
import { BasketBadge } from './index.ts';
import { BasketPreview } from '../basket-preview/index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { badgeCount, basketFromDemo, fillBasket, TWO_WINES } from '../../../tests/helpers/demo-basket.ts';

let demo: DemoApi;

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  demo = await startDemoApi();
});

describe('Basket preview and badge', () => {
  it('announces the count when it changes, not the count the page starts with', async () => {
    await fillBasket(demo, [TWO_WINES[1]]);
    const initial = await basketFromDemo(demo);
    // As on the demo pages: the header badge mounts first, the preview at the end of the layout seeds it.
    const view = renderWithShop(<BasketBadge />, { store: demo.store });
    view.rerender(
      <>
        <BasketBadge />
        <BasketPreview initial={initial} />
      </>,
    );
    await waitFor(() => expect(badgeCount()).toBe('1'));
    const live = () => document.querySelector('.vk-basket-badge [role="status"]');
    expect(live()).toHaveTextContent('');
    expect(document.querySelector('.vk-basket-badge')).toHaveTextContent('1 Artikel im Warenkorb');

    act(() => demo.store.set(basketAtom, { ...initial, items: [] }));
    expect(live()).toHaveTextContent('Warenkorb ist leer');
    // Said once: the link's text does not repeat it.
    expect(document.querySelector('.vk-basket-badge')?.textContent).toBe('Warenkorb ist leer');
  });
});
