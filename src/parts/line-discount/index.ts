/** A basket or order line's discount, shared by the basket and the checkout's order overview. */
export { LineDiscount, type LineDiscountProps } from './LineDiscount.tsx';
