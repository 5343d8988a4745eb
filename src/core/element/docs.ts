import type * as v from 'valibot';
import type { ShopEventName } from '../events.ts';
import type { AttributeSchema } from './attributes.ts';
import type { ThemeProperty } from './theme-properties.ts';

/**
 * What an element's `element.ts` returns from `docs()`: the parts of its public API no code reads at run time,
 * and the two facts its generated wiring needs (`component`, `serverRendered`). Types only, in core: an
 * element.ts imports them from here, src/registry reads them, and no element imports src/registry (which
 * imports every element.ts: that was a cycle). `docs` is a function the generated define.ts does not import,
 * so none of this text reaches a chunk.
 */
export interface ElementDocs<A extends Record<string, AttributeSchema> = Record<string, AttributeSchema>> {
  /** One line of English for docs and editors. */
  summary: string;
  /**
   * The component the element renders, exported by `./<component>.tsx` in its folder; without it the folder's
   * name in PascalCase (`basket` → `Basket`, from `./Basket.tsx`). `npm run registry` writes the folder's
   * define.ts (and the server's table) from it.
   */
  component?: string;
  /**
   * true: the server renderer (src/server, `renderElement`) can write its first render, so `npm run registry`
   * puts it into the server's table. For elements with content on the first screen.
   */
  serverRendered?: true;
  /**
   * Each attribute's own schema (`attributes.x`, never a copy) piped through `v.description('…')` and, where
   * the schema cannot say it, `v.metadata({...})` (AttributeMetadata). Every attribute, no other.
   */
  attributes: { [K in keyof A]: v.GenericSchema };
  /** The `shop:*` events (core/events.ts) the element dispatches on `document`. */
  events: ShopEventName[];
  /** The theme's custom properties its own rules read (core/element/theme-properties.ts has their docs and defaults). */
  cssProperties: ThemeProperty[];
  parts: ElementPart[];
}

/** A stable `vk-…` class a theme may target (we render to light DOM, so there are no ::part()s). */
export interface ElementPart {
  name: string;
  description: string;
}

/**
 * Documentation an attribute schema may carry in `v.metadata({...})` beside its `v.description('…')`:
 * `json` says what a JSON attribute holds; `default` describes a default that is no literal of the schema
 * (e.g. "the current path"). A literal default is read from the schema itself, never written here.
 */
export interface AttributeMetadata {
  json?: string;
  default?: string;
}
