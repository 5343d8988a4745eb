import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { anonymousConfig, ShopConfigSchema, type ShopConfig } from '../core/config.ts';
import {
  fingerprint,
  islandComponent,
  kebab,
  parseAttributes,
  plainJsonDecoder,
  type AttributeSchemas,
  type ParsedProps,
  type WidgetDefinition,
  PRERENDERED_ATTRIBUTE,
} from '../core/element/index.ts';
import { ConfigError } from '../core/errors.ts';
import { acceptLanguageAtom, configAtom, createShopStore, serverPageUrlAtom } from '../core/state/index.ts';
import { describeIssue } from '../core/validation.ts';
import { activateLanguage, registerMessages, resolveLanguage, switchLanguage } from '../i18n/index.ts';
import { assertAnonymousRender } from './cacheable.ts';
import { attributeValue } from './attribute-value.ts';
import { serverElements } from './elements.ts';
import { itemListJsonLd } from './item-list-json-ld.ts';
import { openDetails } from './open-details.ts';
import { jsonLdScript } from './json-ld-script.ts';
import { productJsonLd } from './product-json-ld.ts';
import { sameValue } from './same-value.ts';

interface Prerenderable {
  definition: WidgetDefinition<AttributeSchemas>;
  /** schema.org data for search engines, from the same parsed attributes the element renders (server only: no chunk carries it). */
  structuredData?(props: Record<string, unknown>, config: ShopConfig, pageUrl: string | undefined): object | null;
}

/** One table entry; `structuredData` is typed by the element's own attributes, the table holds them all alike. */
function entry<A extends AttributeSchemas>(
  definition: WidgetDefinition<A>,
  structuredData?: (props: ParsedProps<A>, config: ShopConfig, pageUrl: string | undefined) => object | null,
): Prerenderable {
  return {
    definition: definition as unknown as WidgetDefinition<AttributeSchemas>,
    ...(structuredData && { structuredData: (props, config, pageUrl) => structuredData(props as ParsedProps<A>, config, pageUrl) }),
  };
}

type ServerTag = keyof typeof serverElements;

/** Each generated entry is checked as the definition the browser hands to defineWidget (component against attributes). */
const definitions: { [T in ServerTag]: WidgetDefinition<(typeof serverElements)[T]['attributes']> } = serverElements;

/**
 * The elements whose first render the server can write: those whose element.ts says `serverRendered` (the
 * generated src/server/elements.ts), i.e. those that show content on the first screen (the cards, the article,
 * the header and its links, the home page's sliders, the search hits, the basket's lines, the customer's lists
 * and tables); other elements keep the boxes the CSS reserves until they render. The basket, checkout and
 * account elements render one customer's data: their pages must not be cached for everyone (README "Server
 * rendering"). The schema.org data written after an element is the server's own business, kept here.
 */
const prerenderable: Record<ServerTag, Prerenderable> = {
  ...(Object.fromEntries(
    Object.values(definitions).map((definition) => [definition.tag, entry(definition as unknown as WidgetDefinition<AttributeSchemas>)]),
  ) as Record<ServerTag, Prerenderable>),
  'shop-article-list': entry(definitions['shop-article-list'], ({ initial }, _config, pageUrl) =>
    initial ? itemListJsonLd(initial, pageUrl) : null,
  ),
  'shop-article-detail': entry(definitions['shop-article-detail'], ({ artikel }, config, pageUrl) =>
    productJsonLd(artikel, config, pageUrl),
  ),
};

export type PrerenderableTag = ServerTag;

export interface RenderElementOptions {
  /** The page config of the page the element goes into (ARCHITECTURE.md §4), as the `#shop-config` script holds it. */
  config?: unknown;
  /**
   * The page's absolute address: the JSON-LD's links and images are resolved against it, and the element's links
   * that name the page (the login link's way back, the current page in the navigation, the pager) are written
   * from it, as the browser will write them.
   */
  url?: string;
  /** false: no JSON-LD after the element (a CMS that writes its own). */
  structuredData?: boolean;
}

const registered = new Set<string>();

/**
 * The whole element as HTML, its first render inside: `<shop-article-list initial='…' prerendered>…</…>`.
 * The browser paints the content before any script has run, and the element then takes that markup over
 * (React hydration) instead of building it again. `attributes` are the element's attributes by their HTML
 * names, exactly as the page would write them. The article detail is followed by its schema.org `Product`
 * and the list by its `ItemList`, as `<script type="application/ld+json">` (README "Server rendering").
 *
 * With `cacheable: true` in the page config (README "Full-page caching") the render is the anonymous visitor's,
 * whatever user and token the config names; a customer's element or articles with a customer's prices throw.
 *
 * A tag the server cannot render, a bad page config or an attribute the element rejects throw a ConfigError;
 * the CMS can catch it and write the bare tag, which then renders in the browser as before.
 */
export async function renderElement(
  tag: PrerenderableTag,
  attributes: Record<string, string>,
  options: RenderElementOptions = {},
): Promise<string> {
  const element: Prerenderable | undefined = (prerenderable as Record<string, Prerenderable>)[tag];
  if (!element) throw new ConfigError(`the server cannot render <${String(tag)}>; it renders ${Object.keys(prerenderable).join(', ')}`);
  const parsedConfig = v.safeParse(ShopConfigSchema, options.config ?? {});
  if (!parsedConfig.success)
    throw new ConfigError(`renderElement: the page config is not valid (${describeIssue(parsedConfig.issues[0])})`);
  // A cacheable page is everyone's: rendered for the anonymous visitor, whoever the CMS rendered it for.
  const config = anonymousConfig(parsedConfig.output);
  const { definition } = element;

  const badName = Object.keys(attributes).find((name) => !/^[a-z][a-z0-9-]*$/.test(name));
  if (badName !== undefined) throw new ConfigError(`"${badName}" is not an attribute name`, { tag });
  const props: Record<string, string> = {};
  for (const name of Object.keys(definition.attributes)) {
    const value = attributes[kebab(name)];
    if (value !== undefined) props[name] = value;
  }
  const store = createShopStore();
  store.set(configAtom, config);
  store.set(acceptLanguageAtom, config.culture);
  if (options.url !== undefined) {
    if (!URL.canParse(options.url)) throw new ConfigError(`renderElement: url "${options.url}" is not an absolute address`);
    store.set(serverPageUrlAtom, options.url);
  }
  if (definition.messages && !registered.has(tag)) {
    registerMessages(definition.messages);
    registered.add(tag);
  }
  // Loads the texts; a render for another page may switch the one lingui instance while this one waits, so
  // the language is set again right before the render, which is synchronous: nothing runs in between.
  await activateLanguage(config.language);

  // Throws where the element would show its error box: the browser should show that, not the server.
  const parsed = parseAttributes(tag, definition.attributes, props);
  if ('error' in parsed) throw parsed.error;
  assertAnonymousRender(tag, config, parsed.props);
  const Island = islandComponent(definition, { store: () => store });
  switchLanguage(resolveLanguage(config.language));
  const inner = renderToString(<Island {...props} />);

  const written = Object.entries(attributes)
    .map(([name, value]) => ` ${name}='${attributeValue(value)}'`)
    .join('');
  // After the element, not inside: React hydrates the element's children and would take a script there for a mismatch.
  const data = options.structuredData !== false && element.structuredData?.(parsed.props, config, options.url);
  const marks = checkedMarks(definition.attributes, props, parsed.props);
  return `<${tag}${written}${openDetails(inner)} ${PRERENDERED_ATTRIBUTE}${marks ? `='${marks}'` : ''}>${inner}</${tag}>${data ? jsonLdScript(data) : ''}`;
}

/**
 * The fingerprints of the JSON attribute values just checked whose check changed nothing (plain JSON.parse gives the
 * same data), for the browser to skip checking them again (src/core/element/server-checked.ts). A value the schema
 * changed (a default filled in, an unknown key dropped) gets none: the browser must run the schema to get the same.
 */
function checkedMarks(schemas: AttributeSchemas, raw: Record<string, string>, parsed: Record<string, unknown>): string {
  return Object.entries(schemas)
    .flatMap(([name, schema]) => {
      const decode = plainJsonDecoder(schema);
      const text = raw[name];
      return decode && text !== undefined && sameValue(decode(text), parsed[name]) ? [fingerprint(text)] : [];
    })
    .join(' ');
}
