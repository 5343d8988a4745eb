import type { ReactNode } from 'react';
import { BasketPreview } from '../../src/widgets/basket-preview/index.ts';
import { basketFixtures } from '../../tests/fixtures/basket.ts';

/** Seeds an empty basket so the basket controls on cards make no request (stories run offline). */
export function WithBasket({ children }: { children: ReactNode }) {
  return (
    <>
      <BasketPreview initial={basketFixtures.empty} />
      {children}
    </>
  );
}
