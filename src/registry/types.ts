import type * as v from 'valibot';
import type { ShopEventName } from '../core/events.ts';
import type { AttributeSchema } from '../core/element/attributes.ts';
import type { ThemeProperty } from './theme.ts';

/**
 * The shape of the element registry (elements.ts, generated from every `src/widgets/<folder>/element.ts`).
 * Metadata only: nothing here may import widget code, so the build, the i18n compiler, tests and
 * Storybook read the registry without loading React.
 */
export interface ElementAttribute {
  /** The attribute as written in HTML (kebab-case), e.g. `base-url`. */
  name: string;
  /**
   * The value's TypeScript type as text, used as-is in the generated JSX types: `string`, `number`, or a
   * union of string literals such as `'pager' | 'infinite'`. Attributes carrying JSON are `string` with `json`.
   */
  type: string;
  /** For JSON attributes: what the JSON holds (for docs), e.g. `Artikel` or `search result`. */
  json?: string;
  /** The value used when the attribute is absent, as documentation text. */
  default?: string;
  required?: boolean;
  description: string;
}

export interface CssProperty {
  name: string;
  description: string;
  default?: string;
}

/** A stable `vk-…` class a theme may target (we render to light DOM, so there are no ::part()s). */
export interface ElementPart {
  name: string;
  description: string;
}

export interface ElementEntry {
  /** The custom element name, e.g. `shop-basket`. */
  tag: string;
  /** Its folder under src/widgets (one folder per tag); `define.ts` there registers the element. */
  folder: string;
  /** One line of English for docs and editors. */
  summary: string;
  attributes: ElementAttribute[];
  /** The `shop:*` events (core/events.ts) the element dispatches on `document`. */
  events: ShopEventName[];
  cssProperties: CssProperty[];
  parts: ElementPart[];
}

/**
 * What an element's `element.ts` returns from `docs()`: the parts of its public API no code reads at run
 * time. `docs` is a function that define.ts does not import, so none of this text reaches a chunk.
 */
export interface ElementDocs<A extends Record<string, AttributeSchema> = Record<string, AttributeSchema>> {
  /** One line of English for docs and editors. */
  summary: string;
  /**
   * Each attribute's own schema (`attributes.x`, never a copy) piped through `v.description('…')` and, where
   * the schema cannot say it, `v.metadata({...})` (AttributeMetadata). Every attribute, no other.
   */
  attributes: { [K in keyof A]: v.GenericSchema };
  /** The `shop:*` events (core/events.ts) the element dispatches on `document`. */
  events: ShopEventName[];
  /** The theme's custom properties its own rules read (src/registry/theme.ts has their docs and defaults). */
  cssProperties: ThemeProperty[];
  parts: ElementPart[];
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

/** An `element.ts` module as the registry reads it. */
export interface ElementModule {
  tag: string;
  attributes: Record<string, AttributeSchema>;
  docs(): ElementDocs;
}
