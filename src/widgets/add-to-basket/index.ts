export { AddToBasket, defaultUnit, unitsOf, type AddToBasketProps } from './AddToBasket.tsx';
