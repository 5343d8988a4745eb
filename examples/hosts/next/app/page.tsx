import { searchArticles } from './shop-config';
import { ShopElement } from './shop-element';

export default async function ShopPage() {
  return (
    <>
      <h1>Unsere Weine</h1>
      <ShopElement tag="shop-article-list" attributes={{ initial: await searchArticles(), 'base-url': '/' }} />
    </>
  );
}
