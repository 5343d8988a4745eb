import { ShopTag } from '../shop-element';

/** The visitor's basket: one customer's data, so the browser renders it alone (no server render, nothing to cache). */
export default function BasketPage() {
  return (
    <>
      <h1>Warenkorb</h1>
      <ShopTag tag="shop-basket" />
    </>
  );
}
