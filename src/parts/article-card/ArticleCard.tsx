import type { ReactNode } from 'react';
import type { Artikel } from '../../core/api/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { ArtikelPicture } from '../../core/ui/index.ts';

export interface ArticleCardProps {
  artikel: Artikel;
  /** Heading level of the designation, so cards fit the page outline (h2 in a list under the page's h1). */
  headingLevel?: 2 | 3;
  /** The first cards of a page load their image at once. */
  eagerImage?: boolean;
  /**
   * Price, order unit, quantity and button – or 'zurzeit nicht verfügbar'. The card's users pass the
   * add-to-basket element here: a part must not import an element's code (ARCHITECTURE.md §2).
   */
  basketControl: ReactNode;
  /** The Merkliste toggle, on the image's corner; passed in for the same reason as the basket control. */
  merklisteControl?: ReactNode;
}

/** One article in the list or a slider: image, new badge, designation, origin, price and basket control. */
export function ArticleCard({ artikel, headingLevel = 2, eagerImage = false, basketControl, merklisteControl }: ArticleCardProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = [artikel.bezeichnung, artikel.jahrgang].filter(Boolean).join(' ');
  const origin = [artikel.produzent, artikel.region ?? artikel.land].filter(Boolean).join(' · ');
  return (
    <article className="vk-card" data-artikel-id={artikel.artikelId}>
      <div className="vk-card__media">
        {/* A second way in for pointer users; keyboard and screen reader users have the title link. */}
        <a className="vk-card__image-link" href={artikel.urlArtikelDetail} tabIndex={-1} aria-hidden="true">
          <ArtikelPicture className="vk-card__image" url={artikel.urlListImage} alt="" loading={eagerImage ? 'eager' : 'lazy'} />
        </a>
        {/* The promotion badge is part of Price (with the discount); the new badge sits on the image. */}
        {artikel.istNeuheit && <span className="vk-badge vk-badge--neu">{t('artikel.badge.neu')}</span>}
        {merklisteControl && <div className="vk-card__merkliste">{merklisteControl}</div>}
      </div>
      <div className="vk-card__body">
        <Heading className="vk-card__title">
          <a className="vk-card__link" href={artikel.urlArtikelDetail}>
            {title}
          </a>
        </Heading>
        {origin && <p className="vk-card__origin">{origin}</p>}
        <p className="vk-card__meta">{artikel.abfuellung.bezeichnung}</p>
        {basketControl}
      </div>
    </article>
  );
}
