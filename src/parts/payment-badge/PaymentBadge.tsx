import type { Invoice } from '../../core/api/index.ts';
import { paymentBadgeOf } from '../../core/account/index.ts';
import { useT } from '../../i18n/use-t.ts';

/** Spec §4 Payment status badge (Bezahlt, Storniert, Teilbezahlt, Offen); nothing for document type 75. */
export function PaymentBadge({ invoice }: { invoice: Parameters<typeof paymentBadgeOf>[0] & Pick<Invoice, 'belegstatus'> }) {
  const t = useT();
  const badge = paymentBadgeOf(invoice);
  if (!badge) return null;
  return <span className={`vk-payment-badge vk-payment-badge--${badge}`}>{t(`rechnung.status.${badge}`)}</span>;
}
