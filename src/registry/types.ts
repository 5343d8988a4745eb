import type { AttributeSchema } from '../core/element/attributes.ts';
import type { ElementDocs, ElementPart } from '../core/element/docs.ts';
import type { ShopEventName } from '../core/events.ts';

export type { AttributeMetadata, ElementDocs, ElementPart } from '../core/element/docs.ts';

/**
 * The shape of the element registry (elements.ts, generated from every `src/widgets/<folder>/element.ts`).
 * Metadata only: nothing here may import element code, so the build, the i18n compiler, tests and
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

export interface ElementEntry {
  /** The custom element name, e.g. `shop-basket`. */
  tag: string;
  /** Its folder under src/widgets (one folder per tag); the generated `define.ts` there registers the element. */
  folder: string;
  /** The component it renders, exported by `<folder>/<component>.tsx` (ElementDocs.component). */
  component: string;
  /** The server renderer can write its first render (ElementDocs.serverRendered). */
  serverRendered: boolean;
  /** One line of English for docs and editors. */
  summary: string;
  attributes: ElementAttribute[];
  /** The `shop:*` events (core/events.ts) the element dispatches on `document`. */
  events: ShopEventName[];
  cssProperties: CssProperty[];
  parts: ElementPart[];
}

/** An `element.ts` module as the registry reads it. */
export interface ElementModule {
  tag: string;
  attributes: Record<string, AttributeSchema>;
  docs(): ElementDocs;
}
