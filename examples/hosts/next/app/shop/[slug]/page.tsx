import { notFound } from 'next/navigation';
import { searchArticles } from '../../shop-config';
import { ShopElement } from '../../shop-element';

/** `/shop/1001-dezaley-grand-cru`: the article's URL from the API (`urlArtikelDetail`), its number first. */
export default async function ArticlePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const artikelnummer = slug.split('-')[0]!;
  const { items } = JSON.parse(await searchArticles({ suchbegriff: artikelnummer })) as { items: { artikelnummer: string }[] };
  const artikel = items.find((item) => item.artikelnummer === artikelnummer);
  if (!artikel) notFound();
  return <ShopElement tag="shop-article-detail" attributes={{ artikel: JSON.stringify(artikel), 'list-url': '/' }} />;
}
