import type { MouseEvent } from 'react';
import type { Artikel, SearchField } from '../../core/api/index.ts';
import { useCustomerArtikel } from '../../core/prices/index.ts';
import { Tooltip } from '../../core/ui/index.ts';
import { ArtikelPrice } from '../../parts/artikel-price/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { AddToBasket } from '../add-to-basket/index.ts';
import { MerklisteToggle } from '../merkliste-toggle/index.ts';
import { StockReminder } from '../stock-reminder/index.ts';
import { AttributeList } from './AttributeList.tsx';
import { ImageCarousel } from '../../parts/image-carousel/index.ts';
import { ReducedFilters } from './ReducedFilters.tsx';

export interface ArticleDetailProps {
  artikel: Artikel;
  /** The list base URL: target of the back button and of the reduced filter sidebar. */
  listUrl?: string | undefined;
  /** Facets for the reduced sidebar when the page has them (otherwise fetched on opening it). */
  searchFieldData?: SearchField[] | undefined;
}

/** Back to the list: the browser's back when the shopper came from there (keeps filters and scroll), else the list URL. */
function goBack(event: MouseEvent<HTMLAnchorElement>, listUrl: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const referrer = document.referrer ? new URL(document.referrer) : null;
  const list = new URL(listUrl, location.href);
  if (referrer && referrer.origin === location.origin && referrer.pathname === list.pathname && history.length > 1) {
    event.preventDefault();
    history.back();
  }
}

/** `<shop-article-detail>` (spec §2 Article detail). */
export function ArticleDetail({ artikel: pageArtikel, listUrl = '/shop', searchFieldData }: ArticleDetailProps) {
  const t = useT();
  // A cached page's anonymous prices, a customer's once known (README "Full-page caching").
  const artikel = useCustomerArtikel(pageArtikel);
  const title = [artikel.bezeichnung, artikel.jahrgang].filter(Boolean).join(' ');
  return (
    <div className="vk-detail">
      <div className="vk-detail__nav">
        <a className="vk-detail__back" href={listUrl} onClick={(event) => goBack(event, listUrl)}>
          <span aria-hidden="true">‹ </span>
          {t('detail.zurueck')}
        </a>
        <ReducedFilters listUrl={listUrl} initialFields={searchFieldData} />
      </div>
      <div className="vk-detail__main">
        <ImageCarousel images={artikel.images} label={t('detail.bilder', { name: title })} />
        <div className="vk-detail__summary">
          {artikel.produzent && <p className="vk-detail__producer">{artikel.produzent}</p>}
          <h1 className="vk-detail__title">{title}</h1>
          {artikel.istNeuheit && <span className="vk-badge vk-badge--neu">{t('artikel.badge.neu')}</span>}
          {artikel.bestellbar ? (
            <AddToBasket artikel={artikel} variant="detail" />
          ) : (
            <>
              <ArtikelPrice artikel={artikel} size="large" />
              <div className="vk-detail__unavailable" data-message="artikel.nichtVerfuegbar">
                <h2 className="vk-detail__unavailable-title">{t('artikel.nichtVerfuegbar.titel')}</h2>
                <p>{t('artikel.nichtVerfuegbar')}</p>
                <StockReminder
                  artikelId={artikel.artikelId}
                  data={artikel.artikelErinnerungData}
                  metaData={artikel.artikelErinnerungMetaData}
                  einleitungstext={artikel.artikelErinnerungEinleitungstext}
                />
              </div>
            </>
          )}
          <MerklisteToggle artikelId={artikel.artikelId} bezeichnung={title} variant="detail" />
          {artikel.zeigeInfoPunkt && (
            <p className="vk-detail__stock">
              <Tooltip content={t('artikel.lagerInfo')} label={t('detail.lagerInfoLabel')} />
              <span aria-hidden="true">{t('detail.lagerInfoLabel')}</span>
            </p>
          )}
          {artikel.memo && (
            <section className="vk-detail__note">
              <h2>{t('detail.memo')}</h2>
              <p>{artikel.memo}</p>
            </section>
          )}
          {artikel.artikelInfo && (
            <section className="vk-detail__note">
              <h2>{t('detail.artikelInfo')}</h2>
              <p>{artikel.artikelInfo}</p>
            </section>
          )}
        </div>
      </div>
      <div className="vk-detail__more">
        <section className="vk-detail__section">
          <h2>{t('detail.eigenschaften')}</h2>
          <AttributeList artikel={artikel} />
        </section>
        {artikel.hasWeininfo && artikel.weininfoTexts.length > 0 && (
          <section className="vk-detail__section">
            <h2>{t('detail.weininfo')}</h2>
            {artikel.weininfoTexts.map((text) => (
              <details className="vk-detail__weininfo" key={text.id}>
                <summary>{text.title}</summary>
                <p>{text.text}</p>
              </details>
            ))}
          </section>
        )}
        {artikel.bewertungen.length > 0 && (
          <section className="vk-detail__section">
            <h2>{t('detail.bewertungen')}</h2>
            <ul className="vk-detail__ratings">
              {artikel.bewertungen.map((rating, index) => (
                <li key={index}>
                  <strong>{rating.bewertungsart}</strong>
                  <p>{rating.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
