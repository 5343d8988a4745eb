export { Invoices } from './Invoices.tsx';
