import type { InvoicePosition } from '../../core/api/index.ts';
import { formatArticlePrice, formatQuantity } from '../../core/format.ts';
import { useT } from '../../i18n/use-t.ts';
import type { useReorder } from './use-reorder.ts';

const positionKey = (position: InvoicePosition, index: number) => `${index}-${position.artikelId}`;

/** The positions of a document: quantity, unit, price then and now, and a reorder button per orderable one. */
export function InvoicePositions({
  positionen,
  reorder,
}: {
  positionen: readonly InvoicePosition[];
  reorder: ReturnType<typeof useReorder>;
}) {
  const t = useT();
  return (
    <table className="vk-invoice__positions">
      <caption className="vk-invoice__subheading">{t('rechnung.positionen')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rechnung.artikel')}</th>
          <th scope="col" className="vk-invoice__cell--number">
            {t('rechnung.menge')}
          </th>
          <th scope="col">{t('rechnung.einheit')}</th>
          <th scope="col" className="vk-invoice__cell--number">
            {t('rechnung.preis')}
          </th>
          <th scope="col" className="vk-invoice__cell--number">
            {t('rechnung.aktuellerPreis')}
          </th>
          <th scope="col">
            <span className="vk-visually-hidden">{t('rechnung.nachbestellen')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {positionen.map((position, index) => {
          const key = positionKey(position, index);
          const artikel = position.artikel;
          const bestellbar = artikel?.bestellbar === true;
          return (
            <tr key={key} className={bestellbar ? 'vk-invoice__position' : 'vk-invoice__position vk-invoice__position--unorderable'}>
              <th scope="row" data-label={t('rechnung.artikel')}>
                {artikel ? <a href={artikel.urlArtikelDetail}>{position.bezeichnung}</a> : position.bezeichnung}
              </th>
              <td data-label={t('rechnung.menge')} className="vk-invoice__cell--number">
                {formatQuantity(position.mengeAbfuellung)}
              </td>
              <td data-label={t('rechnung.einheit')}>{position.abfuellung.kuerzel}</td>
              <td data-label={t('rechnung.preis')} className="vk-invoice__cell--number">
                {formatArticlePrice(position.preis)}
              </td>
              <td data-label={t('rechnung.aktuellerPreis')} className="vk-invoice__cell--number">
                {bestellbar ? (
                  formatArticlePrice(artikel.preis)
                ) : (
                  <span className="vk-invoice__unorderable">{t('artikel.nichtBestellbar')}</span>
                )}
              </td>
              <td>
                {bestellbar && (
                  <button
                    type="button"
                    className="vk-button vk-button--secondary"
                    aria-label={t('rechnung.positionNachbestellen', { artikel: position.bezeichnung })}
                    aria-busy={reorder.busy === key}
                    onClick={() => void reorder.reorder(key, [position])}
                  >
                    {t('rechnung.nachbestellen')}
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
