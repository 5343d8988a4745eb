import { memo } from 'react';
import { ArticleCard } from '../../parts/article-card/index.ts';
import { AddToBasket } from '../add-to-basket/index.ts';
import { MerklisteToggle } from '../merkliste-toggle/index.ts';
import type { LoadedPages } from './list-pages.ts';

/**
 * The cards of the loaded pages, as the grid's items. Memoized on the pages: ticking a filter, changing the sort
 * or opening the filter panel renders the list around them again, and two dozen cards with their basket and
 * Merkliste controls were most of that click's work (INP, ARCHITECTURE.md §8). What changes inside a card (the
 * basket, the lists) reaches its controls through their own atoms, not through these props.
 */
export const ArticleCards = memo(function ArticleCards({ loaded }: { loaded: LoadedPages }) {
  return loaded.pages.flatMap((items, index) =>
    items.map((artikel, position) => (
      <li key={artikel.artikelId} data-page={loaded.first + index}>
        <ArticleCard
          artikel={artikel}
          headingLevel={3}
          eagerImage={index === 0 && position < 4}
          basketControl={<AddToBasket artikel={artikel} variant="card" />}
          merklisteControl={<MerklisteToggle artikelId={artikel.artikelId} bezeichnung={artikel.bezeichnung} />}
        />
      </li>
    )),
  );
});
