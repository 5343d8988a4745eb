export { BasketBadge } from './BasketBadge.tsx';
