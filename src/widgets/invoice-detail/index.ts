export { InvoiceDetail } from './InvoiceDetail.tsx';
