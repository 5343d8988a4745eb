import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BasketPreview } from './index.ts';
import { BasketBadge } from '../basket-badge/index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { badgeCount, basketFromDemo, fillBasket, isBasketCall, TWO_WINES } from '../../../tests/helpers/demo-basket.ts';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi();
});

describe('<shop-basket-preview>', () => {
  it('the preview with initial seeds the badge without a request', async () => {
    await fillBasket(demo, [...TWO_WINES]);
    const initial = await basketFromDemo(demo);
    renderWithShop(
      <>
        <BasketBadge />
        <BasketPreview initial={initial} />
      </>,
      { store: demo.store },
    );
    await waitFor(() => expect(badgeCount()).toBe('2'));
    expect(screen.getByText('2 Artikel im Warenkorb')).toBeInTheDocument();
    expect(demo.requests.filter(isBasketCall)).toHaveLength(0);
  });

  it('without initial, the preview and badge load the basket once', async () => {
    await fillBasket(demo, [TWO_WINES[1]]);
    renderWithShop(
      <>
        <BasketBadge />
        <BasketPreview />
        <BasketBadge />
      </>,
      { store: demo.store },
    );
    await waitFor(() => expect(badgeCount()).toBe('1'));
    expect(demo.requests.filter(isBasketCall).map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/basket']);
  });
});
