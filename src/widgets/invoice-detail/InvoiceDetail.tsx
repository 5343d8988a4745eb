import { useId } from 'react';
import type { Invoice, InvoicePosition, Address } from '../../core/api/index.ts';
import { addressLines } from '../../parts/address-form/index.ts';
import { isOverdue } from '../../core/account/index.ts';
import { formatChf, formatDate, shopCalendarDay } from '../../core/format.ts';
import { useT } from '../../i18n/use-t.ts';
import { PaymentBadge } from '../../parts/payment-badge/index.ts';
import { InvoicePayment } from './InvoicePayment.tsx';
import { InvoicePositions } from './InvoicePositions.tsx';
import { useReorder } from './use-reorder.ts';

function AddressBlock({ title, address }: { title: string; address: Address | null }) {
  if (!address) return null;
  return (
    <div className="vk-invoice__address">
      <h3 className="vk-invoice__subheading">{title}</h3>
      <address>
        {addressLines(address).map((line) => (
          <span key={line} className="vk-invoice__address-line">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

const orderable = (positionen: readonly InvoicePosition[]) => positionen.some((position) => position.artikel?.bestellbar);
const ofDelivery = (positionen: readonly InvoicePosition[], belegNr: string) =>
  positionen.filter((position) => position.lieferscheinNr === belegNr);

/** `<shop-invoice-detail invoice='…'>` (spec §2 Invoice detail): the document, its positions, reorder and paying it (issue 35). */
export function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const id = useId();
  const reorder = useReorder();
  const positionen = invoice.positionen ?? [];
  const result = reorder.result;
  // Marked as the list marks it, so the customer sees on the document too that it is late.
  const overdue = isOverdue(invoice, shopCalendarDay());
  return (
    <article className={`vk-invoice${overdue ? ' vk-invoice--overdue' : ''}`} aria-labelledby={`${id}-title`}>
      <header className="vk-invoice__header">
        <h2 id={`${id}-title`} className="vk-invoice__title">
          {t('rechnung.titel', { belegart: invoice.belegart, nummer: invoice.belegNr })}
        </h2>
        <PaymentBadge invoice={invoice} />
      </header>
      <dl className="vk-invoice__facts">
        <div>
          <dt>{t('rechnung.belegart')}</dt>
          <dd>{invoice.belegart}</dd>
        </div>
        <div>
          <dt>{t('rechnungen.datum')}</dt>
          <dd>{formatDate(invoice.datum)}</dd>
        </div>
        {invoice.zahlbarBis && (
          <div>
            <dt>{t('rechnungen.zahlbarBis')}</dt>
            <dd>
              {formatDate(invoice.zahlbarBis)}
              {overdue && <strong className="vk-invoices__overdue">{t('rechnungen.ueberfaellig')}</strong>}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('rechnung.total')}</dt>
          <dd>{formatChf(invoice.totalNetto)}</dd>
        </div>
        <div>
          <dt>{t('rechnung.offen')}</dt>
          <dd>{formatChf(invoice.totalOpen)}</dd>
        </div>
      </dl>
      <div className="vk-invoice__addresses">
        <AddressBlock title={t('rechnung.rechnungsadresse')} address={invoice.rechnungsAdresse} />
        <AddressBlock title={t('rechnung.lieferadresse')} address={invoice.lieferAdresse} />
      </div>
      {invoice.sammelrechnungHeader && invoice.sammelrechnungHeader.length > 0 && (
        <section className="vk-invoice__deliveries" aria-labelledby={`${id}-deliveries`}>
          <h3 id={`${id}-deliveries`} className="vk-invoice__subheading">
            {t('rechnung.lieferungen')}
          </h3>
          <ul className="vk-invoice__delivery-list">
            {invoice.sammelrechnungHeader.map((delivery) => (
              <li key={delivery.belegNr} className="vk-invoice__delivery">
                <span>{t('rechnung.lieferung', { nummer: delivery.belegNr, datum: formatDate(delivery.datumLieferschein) })}</span>
                <button
                  type="button"
                  className="vk-button vk-button--secondary"
                  disabled={!orderable(ofDelivery(positionen, delivery.belegNr))}
                  aria-busy={reorder.busy === delivery.belegNr}
                  onClick={() => void reorder.reorder(delivery.belegNr, ofDelivery(positionen, delivery.belegNr))}
                >
                  {t('rechnung.lieferungNachbestellen', { nummer: delivery.belegNr })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <InvoicePositions positionen={positionen} reorder={reorder} />
      <div className="vk-invoice__actions">
        <button
          type="button"
          className="vk-button vk-button--primary"
          disabled={!orderable(positionen)}
          aria-busy={reorder.busy === 'alle'}
          onClick={() => void reorder.reorder('alle', positionen)}
        >
          {t('rechnung.alleNachbestellen')}
        </button>
      </div>
      <p className="vk-invoice__result" role="status">
        {result && result.unorderable.length > 0
          ? t(result.added ? 'rechnung.teilweiseNachbestellt' : 'rechnung.nichtsNachbestellt', { artikel: result.unorderable.join(', ') })
          : ''}
      </p>
      <InvoicePayment invoice={invoice} />
    </article>
  );
}
