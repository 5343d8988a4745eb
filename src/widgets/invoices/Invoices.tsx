import { fetchInvoices } from '../../core/api/index.ts';
import type { Invoice, InvoiceList } from '../../core/api/index.ts';
import { isOverdue, paymentBadgeOf } from '../../core/account/index.ts';
import { useAccountPage } from '../../core/account/index.ts';
import { formatChf, formatDate, shopCalendarDay } from '../../core/format.ts';
import { useShopStore } from '../../core/state/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { AccountTable, type AccountColumn } from '../../parts/account-table/index.ts';
import { PaymentBadge } from '../../parts/payment-badge/index.ts';

/** `<shop-invoices>` (spec §2 Invoices): the customer's documents a page at a time; overdue open ones stand out. */
export function Invoices({ initial }: { initial?: InvoiceList | undefined }) {
  const t = useT();
  const store = useShopStore();
  const { list, loading, goToPage } = useAccountPage(initial, (page) => fetchInvoices(store, page));
  const today = shopCalendarDay();
  const columns: AccountColumn<Invoice>[] = [
    {
      header: t('rechnungen.nummer'),
      cell: (invoice) => (
        <a href={invoice.detailUrl} aria-label={t('rechnungen.oeffnen', { belegart: invoice.belegart, nummer: invoice.belegNr })}>
          {invoice.belegNr}
        </a>
      ),
    },
    { header: t('rechnungen.datum'), cell: (invoice) => formatDate(invoice.datum) },
    { header: t('rechnungen.betrag'), cell: (invoice) => formatChf(invoice.totalNetto), modifier: 'amount' },
    { header: t('rechnungen.status'), cell: (invoice) => (paymentBadgeOf(invoice) ? <PaymentBadge invoice={invoice} /> : null) },
    {
      header: t('rechnungen.zahlbarBis'),
      cell: (invoice) =>
        invoice.zahlbarBis ? (
          <>
            {formatDate(invoice.zahlbarBis)}
            {isOverdue(invoice, today) && <strong className="vk-invoices__overdue">{t('rechnungen.ueberfaellig')}</strong>}
          </>
        ) : null,
    },
  ];
  return (
    <AccountTable
      className="vk-invoices"
      caption={t('rechnungen.titel')}
      list={list}
      loading={loading}
      onPageChange={(page) => void goToPage(page)}
      columns={columns}
      rowKey={(invoice) => invoice.id}
      rowModifier={(invoice) => (isOverdue(invoice, today) ? 'overdue' : null)}
      emptyText={t('rechnungen.keine')}
      failedText={t('konto.listeNichtGeladen')}
    />
  );
}
