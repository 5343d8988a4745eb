export { Basket, type BasketProps } from './Basket.tsx';
export { BasketLine } from './BasketLine.tsx';
export { BasketTotals } from './BasketTotals.tsx';
