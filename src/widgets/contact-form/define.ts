import de from '../../i18n/compiled/de/widgets/contact-form.json' with { type: 'json' };
import * as v from 'valibot';
import { ContactFormFieldsSchema } from '../../core/api/index.ts';
import { defineWidget, requiredJsonAttribute } from '../../core/element/index.ts';
import { ContactForm } from './ContactForm.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/contact-form.json', { with: { type: 'json' } }) };

/** `<shop-contact-form component-id="kontakt" fields='{"email": {"shown": true, "required": true}, …}'>`. */
defineWidget({
  tag: 'shop-contact-form',
  attributes: {
    componentId: v.pipe(v.string('is required'), v.trim(), v.nonEmpty('is required')),
    fields: requiredJsonAttribute(ContactFormFieldsSchema),
  },
  component: ContactForm,
  messages,
});
