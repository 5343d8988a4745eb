/** `vinothek-elements/server`: for CMSs that run Node, the first render of an element as HTML. */
export { renderElement, type PrerenderableTag, type RenderElementOptions } from './render-element.tsx';
