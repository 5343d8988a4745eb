import { fetchOrders } from '../../core/api/index.ts';
import type { OrderList, OrderListItem } from '../../core/api/index.ts';
import { useAccountPage } from '../../core/account/index.ts';
import { formatChf, formatDate } from '../../core/format.ts';
import { useShopStore } from '../../core/state/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { AccountTable, type AccountColumn } from '../../parts/account-table/index.ts';

function addressLine(address: OrderListItem['lieferAdresse']): string {
  if (!address) return '';
  return [address.strasse, [address.plz, address.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** Spec §2 Orders: the confirmation opens with `back=1` (its way back to this list), whatever the server's URL has. */
export function confirmationHref(url: string): string {
  return /[?&]back=1(&|$)/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}back=1`;
}

/** `<shop-orders>` (spec §2 Orders): the customer's orders a page at a time, each linking to its confirmation. */
export function Orders({ initial }: { initial?: OrderList | undefined }) {
  const t = useT();
  const store = useShopStore();
  const { list, loading, goToPage } = useAccountPage(initial, (page) => fetchOrders(store, page));
  const columns: AccountColumn<OrderListItem>[] = [
    {
      header: t('bestellungen.nummer'),
      cell: (order) => (
        <a href={confirmationHref(order.urlConfirmation)} aria-label={t('bestellungen.oeffnen', { nummer: order.bestellNr })}>
          {order.bestellNr}
        </a>
      ),
    },
    { header: t('bestellungen.datum'), cell: (order) => formatDate(order.bestellDatum) },
    { header: t('bestellungen.lieferadresse'), cell: (order) => addressLine(order.lieferAdresse) },
    { header: t('bestellungen.betrag'), cell: (order) => formatChf(order.totalInklMwst), modifier: 'amount' },
  ];
  return (
    <AccountTable
      className="vk-orders"
      caption={t('bestellungen.titel')}
      list={list}
      loading={loading}
      onPageChange={(page) => void goToPage(page)}
      columns={columns}
      rowKey={(order) => order.bestellNr}
      emptyText={t('bestellungen.keine')}
      failedText={t('konto.listeNichtGeladen')}
    />
  );
}
