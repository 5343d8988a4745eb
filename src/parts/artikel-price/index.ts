/** An article's price, shared by the article detail, the basket control, the site search's hits and the Merkliste. */
export { ArtikelPrice, type ArtikelPriceProps, type PricedArtikel } from './ArtikelPrice.tsx';
