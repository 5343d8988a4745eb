import * as v from 'valibot';
import { MerklisteStateSchema } from '../../core/api/index.ts';
import { apiJsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-my-lists initial='{Merkliste state}'>`: the customer's Merklisten on /account/merklisten (spec §2 Saved lists). */
export const tag = 'shop-my-lists';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  initial: apiJsonAttribute(MerklisteStateSchema),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary: "The customer's Merklisten: the lists, the chosen list's name and articles, create, rename, delete and order.",
    attributes: {
      initial: v.pipe(
        attributes.initial,
        v.description(
          "The customer's lists as the page was rendered with them (the Merkliste state of spec §3, as `GET merkliste` answers it): shown at once, server-rendered with `renderElement`, and not loaded again. Without it the element loads them. A bad value gives a `ConfigError` and the fallback.",
        ),
        v.metadata({ json: 'Merkliste state' }),
      ),
    },
    events: ['shop:merkliste-change', 'shop:article-added', 'shop:article-removed', 'shop:basket-change'],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-text-muted',
      '--shop-color-border',
      '--shop-color-accent',
      '--shop-color-accent-soft',
      '--shop-control-height',
      '--shop-radius',
    ],
    parts: [
      { name: 'vk-my-lists', description: 'The page part as a whole' },
      { name: 'vk-my-lists__nav', description: 'The list of lists (a drawer on phones)' },
      { name: 'vk-my-lists__list', description: "The chosen list's form and articles" },
    ],
  };
}
