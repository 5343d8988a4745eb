import de from '../../i18n/compiled/de/widgets/login-wait.json' with { type: 'json' };
import * as v from 'valibot';
import { defineWidget } from '../../core/element/index.ts';
import { LoginWait } from './LoginWait.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/login-wait.json', { with: { type: 'json' } }) };

const adresseIdAttribute = v.pipe(v.string('is required'), v.transform(Number), v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be an address id'));

/** `<shop-login-wait adresse-id="…">`: the overlay of spec §4 Login wait. */
defineWidget({ tag: 'shop-login-wait', attributes: { adresseId: adresseIdAttribute }, component: LoginWait, messages });
