import type { Artikel } from '../../core/api/index.ts';
import { Price, type PriceProps } from '../../core/ui/index.ts';

/** The fields of an article its price is shown from (a Merkliste item's article has them too). */
export type PricedArtikel = Pick<Artikel, 'preis' | 'preisOhneAktion' | 'istAktion' | 'rabattProzent' | 'kundeInklMwst'>;

export interface ArtikelPriceProps extends Omit<PriceProps, keyof PricedArtikel> {
  artikel: PricedArtikel;
}

/**
 * An article's price as every element shows it (detail, basket control, site-search hits, Merkliste items): the
 * article's price, promotion and VAT setting passed to Price together, so no element forgets one of them.
 */
export function ArtikelPrice({ artikel, ...props }: ArtikelPriceProps) {
  return (
    <Price
      preis={artikel.preis}
      preisOhneAktion={artikel.preisOhneAktion}
      istAktion={artikel.istAktion}
      rabattProzent={artikel.rabattProzent}
      kundeInklMwst={artikel.kundeInklMwst}
      {...props}
    />
  );
}
