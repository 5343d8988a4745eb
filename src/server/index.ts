/** `vinothek-elements/server`: for CMSs that run Node, the first render of an element as HTML. */
export { renderElement, type PrerenderableTag, type RenderElementOptions } from './render-element.tsx';
export { breadcrumbJsonLd, type Breadcrumb } from './breadcrumb-json-ld.ts';
export { itemListJsonLd } from './item-list-json-ld.ts';
export { jsonLdScript } from './json-ld-script.ts';
export { productJsonLd } from './product-json-ld.ts';
export { leadImagePreload } from './lead-image-preload.ts';
