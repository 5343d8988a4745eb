export { Orders, confirmationHref } from './Orders.tsx';
