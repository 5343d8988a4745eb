import de from '../../i18n/compiled/de/widgets/register.json' with { type: 'json' };
import { AdressPoolMetaSchema } from '../../core/api/index.ts';
import { jsonAttribute, defineWidget } from '../../core/element/index.ts';
import { Register } from './Register.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/register.json', { with: { type: 'json' } }) };

/** `<shop-register meta='{laender, anreden, sprachen}'>` */
defineWidget({ tag: 'shop-register', attributes: { meta: jsonAttribute(AdressPoolMetaSchema) }, component: Register, messages });
