import { startTransition, use, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import * as v from 'valibot';
import { languageLoading, t, type MessageBundle } from '../../i18n/index.ts';
import { ConfigError } from '../errors.ts';
import { ShopProviders } from '../providers.tsx';
import type { ShopStore } from '../state/store.ts';
import { describeIssue } from '../validation.ts';
import { plainJsonDecoder, type AttributeSchema } from './attributes.ts';
import { IslandErrorBoundary, IslandFallback } from './IslandErrorBoundary.tsx';
import { kebab } from './kebab.ts';
import { isServerChecked } from './server-checked.ts';
import { IslandHydratedContext } from './use-hydrated.ts';

export type AttributeSchemas = Record<string, AttributeSchema>;
export type ParsedProps<A extends AttributeSchemas> = { [K in keyof A]: v.InferOutput<A[K]> };

export interface WidgetDefinition<A extends AttributeSchemas> {
  /** The custom element name, e.g. `shop-basket`. */
  tag: string;
  /**
   * camelCase prop name → schema of the attribute's string value. r2wc maps `baseUrl` to the
   * `base-url` attribute. Each schema is documented where the element declares it.
   */
  attributes: A;
  component: ComponentType<ParsedProps<A>>;
  /** The element's own texts (src/i18n/compiled/<lang>/widgets/<folder>.json); core's come with the runtime. */
  messages?: MessageBundle;
}

/** Where an island gets its store: the page's one store in the browser, a store per render on the server. */
export interface IslandEnvironment {
  store(): ShopStore;
  /** Runs on every render before the element; the browser's sets up the page once (config, toasts, dialogs). */
  setUp?(store: ShopStore): void;
}

export { kebab };

/**
 * What an island waits for when no language is loading: a promise React reads as already fulfilled (its
 * `status`), so use() returns at once. use() is called on every render, as React requires of a component
 * that suspended once.
 */
const LANGUAGE_READY = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

const neverChanges = () => () => {};

/**
 * Parses every attribute; the first bad one becomes a ConfigError naming the tag and attribute. A JSON value the
 * server renderer checked with the same schema is only parsed (server-checked.ts): checking it again was the
 * longest piece of script in a list page's load.
 */
export function parseAttributes<A extends AttributeSchemas>(
  tag: string,
  schemas: A,
  raw: Record<string, unknown>,
): { props: ParsedProps<A> } | { error: ConfigError } {
  const props: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const value = raw[name];
    const decode = typeof value === 'string' && isServerChecked(value) ? plainJsonDecoder(schema) : undefined;
    if (decode) {
      props[name] = decode(value as string);
      continue;
    }
    const result = v.safeParse(schema, typeof value === 'string' ? value : undefined);
    if (!result.success) return { error: new ConfigError(describeIssue(result.issues[0]), { tag, attribute: kebab(name) }) };
    props[name] = result.output;
  }
  return { props: props as ParsedProps<A> };
}

/**
 * The React tree of one element: the store, translations, an error boundary and the element's component with its
 * parsed attributes. The browser (defineWidget) and the server renderer (src/server/) render this same
 * tree, so server markup hydrates: same elements, same `useId` ids.
 */
export function islandComponent<A extends AttributeSchemas>(
  { tag, attributes, component: Widget }: WidgetDefinition<A>,
  environment: IslandEnvironment,
): ComponentType<Record<string, unknown>> {
  function IslandBody(raw: Record<string, unknown>) {
    const store = environment.store();
    environment.setUp?.(store);
    // In the browser, the first render waits for a language other than German (a transition: the element keeps
    // what it shows, e.g. the server's markup). Only the first: a later switch re-renders in place when loaded.
    const [language] = useState(() => (environment.setUp ? languageLoading() : null));
    use(language ?? LANGUAGE_READY);
    const values = Object.keys(attributes).map((name) => raw[name]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-parse exactly when an attribute value changes
    const parsed = useMemo(() => parseAttributes(tag, attributes, raw), values);
    if ('error' in parsed) console.error(parsed.error);
    // useHydrated() for the whole island (IslandHydratedContext): false on the server and while React hydrates the
    // server's markup, true at once in an island the browser renders alone. After hydration this one store read
    // makes React re-render this component synchronously, which is cheap: the content below is the same element
    // as before, so React skips it. The flip that the components see comes as a transition, which React renders
    // in slices between the browser's tasks (issue 36: it was one task of up to a second at 4× CPU on /shop).
    const browser = useSyncExternalStore(
      neverChanges,
      () => true,
      () => false,
    );
    const [hydrated, setHydrated] = useState(browser);
    useEffect(() => {
      if (browser && !hydrated) startTransition(() => setHydrated(true));
    }, [browser, hydrated]);
    const content = useMemo(
      () => (
        <ShopProviders store={store}>
          {'error' in parsed ? <IslandFallback message={t('insel.konfigurationsfehler')} /> : <Widget {...parsed.props} />}
        </ShopProviders>
      ),
      [store, parsed],
    );
    return <IslandHydratedContext value={hydrated}>{content}</IslandHydratedContext>;
  }
  // The boundary is outermost and uses no hook: when hooks themselves fail (an app bundling a second React
  // that the providers' libraries use: "Invalid hook call"), the element still shows the German notice.
  function Island(raw: Record<string, unknown>) {
    return (
      <IslandErrorBoundary tag={tag}>
        <IslandBody {...raw} />
      </IslandErrorBoundary>
    );
  }
  Island.displayName = `Island(${tag})`;
  return Island;
}
