import * as v from 'valibot';
import { CheckoutModelSchema } from '../../core/api/index.ts';
import { booleanAttribute, jsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-checkout initial='{…}' readonly="true">`: the checkout (spec §2, §4) or its read-only confirmation. */
export const tag = 'shop-checkout';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  initial: jsonAttribute(CheckoutModelSchema),
  readonly: booleanAttribute(false),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary:
      'The checkout: addresses, delivery, date, payment, voucher, terms, remarks, order overview and submit; read-only as the order confirmation.',
    attributes: {
      initial: v.pipe(
        attributes.initial,
        v.description('The checkout model as the page has it (first paint without a request); without it the model is loaded.'),
        v.metadata({ json: 'checkout model' }),
      ),
      readonly: v.pipe(
        attributes.readonly,
        v.description('Confirmation display: the same overview from `initial`, no inputs and no submit (e.g. `/checkout/bestaetigung`).'),
      ),
    },
    events: ['shop:basket-change', 'shop:order-submit'],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-text-muted',
      '--shop-color-border',
      '--shop-color-border-strong',
      '--shop-color-accent',
      '--shop-color-success',
      '--shop-color-warning',
      '--shop-color-warning-soft',
      '--shop-color-danger',
      '--shop-control-height',
      '--shop-radius',
    ],
    parts: [
      { name: 'vk-checkout', description: 'The checkout (modifiers `--readonly`, `--empty`)' },
      { name: 'vk-checkout-section', description: 'One section with its heading and valid mark (modifier per module, e.g. `--lieferart`)' },
      { name: 'vk-checkout-overview', description: 'The order overview with lines and totals' },
      { name: 'vk-checkout-submit', description: 'Submit and back buttons with the reason when sending is not possible' },
      { name: 'vk-address-form', description: 'The address form inside the address dialog' },
    ],
  };
}
