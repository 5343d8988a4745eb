import r2wc from '@r2wc/core';
import { useMemo, type ComponentType } from 'react';
import * as v from 'valibot';
import { registerMessages, t, type MessageBundle } from '../../i18n/index.ts';
import { ConfigError } from '../errors.ts';
import { ShopProviders } from '../providers.tsx';
import { getPageStore } from '../state/store.ts';
import { describeIssue } from '../validation.ts';
import type { AttributeSchema } from './attributes.ts';
import { IslandErrorBoundary, IslandFallback } from './IslandErrorBoundary.tsx';
import { islandRenderer } from './island-renderer.ts';
import { ensurePageSetup } from './page-setup.tsx';

type AttributeSchemas = Record<string, AttributeSchema>;
type ParsedProps<A extends AttributeSchemas> = { [K in keyof A]: v.InferOutput<A[K]> };

export interface WidgetDefinition<A extends AttributeSchemas> {
  /** The custom element name, e.g. `shop-basket`. */
  tag: string;
  /**
   * camelCase prop name → schema of the attribute's string value. r2wc maps `baseUrl` to the
   * `base-url` attribute. Each schema is documented where the widget declares it.
   */
  attributes: A;
  component: ComponentType<ParsedProps<A>>;
  /** The widget's own texts (src/i18n/compiled/<lang>/widgets/<folder>.json); core's come with the runtime. */
  messages?: MessageBundle;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Parses every attribute; the first bad one becomes a ConfigError naming the tag and attribute. */
export function parseAttributes<A extends AttributeSchemas>(
  tag: string,
  schemas: A,
  raw: Record<string, unknown>,
): { props: ParsedProps<A> } | { error: ConfigError } {
  const props: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const value = raw[name];
    const result = v.safeParse(schema, typeof value === 'string' ? value : undefined);
    if (!result.success) return { error: new ConfigError(describeIssue(result.issues[0]), { tag, attribute: kebab(name) }) };
    props[name] = result.output;
  }
  return { props: props as ParsedProps<A> };
}

/**
 * Turns a React component into a custom element (DESIGN §2): r2wc for the element, the one page store,
 * translations, and an error boundary per island. Defining the same tag twice is a no-op, so the loader
 * running twice (or loader plus all.js) is harmless.
 */
export function defineWidget<A extends AttributeSchemas>(definition: WidgetDefinition<A>): void {
  const { tag, attributes, component: Widget, messages } = definition;
  if (customElements.get(tag)) return;
  if (messages) registerMessages(messages);

  function Island(raw: Record<string, unknown>) {
    const store = getPageStore();
    ensurePageSetup(store);
    const values = Object.keys(attributes).map((name) => raw[name]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-parse exactly when an attribute value changes
    const parsed = useMemo(() => parseAttributes(tag, attributes, raw), values);
    if ('error' in parsed) console.error(parsed.error);
    return (
      <ShopProviders store={store}>
        <IslandErrorBoundary tag={tag}>
          {'error' in parsed ? <IslandFallback message={t('insel.konfigurationsfehler')} /> : <Widget {...parsed.props} />}
        </IslandErrorBoundary>
      </ShopProviders>
    );
  }
  Island.displayName = `Island(${tag})`;

  const props = Object.fromEntries(Object.keys(attributes).map((name) => [name, 'string' as const]));
  customElements.define(tag, r2wc(Island, { props }, islandRenderer));
}
