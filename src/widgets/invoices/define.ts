import de from '../../i18n/compiled/de/widgets/invoices.json' with { type: 'json' };
import { defineWidget } from '../../core/element/index.ts';
import { Invoices } from './Invoices.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'invoices', de };

/** Wiring only: what the element is (tag, attributes, docs) is described in element.ts. */
defineWidget({ tag, attributes, component: Invoices, messages });
