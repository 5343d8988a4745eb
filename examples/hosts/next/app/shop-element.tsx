import { renderElement, type PrerenderableTag } from 'vinothek-elements/server';
import { shopConfig } from './shop-config';

/**
 * An element rendered on the server (`vinothek-elements/server`), as HTML that React leaves alone: the element
 * hydrates its own content in the browser, so Next.js must not hydrate it as its own markup. (In development
 * React compares that HTML with the page's, which the element may have changed by then: not a mismatch.)
 */
export async function ShopElement({ tag, attributes }: { tag: PrerenderableTag; attributes: Record<string, string> }) {
  const html = await renderElement(tag, attributes, { config: shopConfig });
  return <div className="shop-element" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/** A tag the browser renders alone (no server render), kept out of React's hydration the same way. */
export function ShopTag({ tag }: { tag: string }) {
  return <span className="shop-element" dangerouslySetInnerHTML={{ __html: `<${tag}></${tag}>` }} suppressHydrationWarning />;
}
