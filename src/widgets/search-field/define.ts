import { enumAttribute, stringAttribute } from '../../core/element/attributes.ts';
import { defineWidget } from '../../core/element/define-widget.tsx';
import { SearchField } from './SearchField.tsx';

/** `<shop-search-field action="/suche" variant="standard|advanced">` */
defineWidget({
  tag: 'shop-search-field',
  attributes: { action: stringAttribute(), variant: enumAttribute(['standard', 'advanced'] as const, 'standard') },
  component: SearchField,
});
