/** The payment status badge shared by the invoice list and the invoice detail. */
export { PaymentBadge } from './PaymentBadge.tsx';
