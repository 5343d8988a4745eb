import type { Address, AddressInput, AddressType, AdressPoolMeta } from '../../core/api/index.ts';
import type { MessageId } from '../../i18n/index.ts';

/** The text fields the form shows, in the order a Swiss address is written. */
export const ADDRESS_TEXT_FIELDS = ['firma', 'vorname', 'name', 'strasse', 'zusatz1', 'plz', 'ort', 'eMail', 'telP', 'natel'] as const;
export type AddressTextField = (typeof ADDRESS_TEXT_FIELDS)[number];
/** Every field the form edits, text or choice. */
export type AddressFormField = AddressTextField | 'anrede' | 'landId' | 'sprache';

export const ADDRESS_LABEL: Record<AddressFormField, MessageId> = {
  anrede: 'adresse.anrede',
  firma: 'adresse.firma',
  vorname: 'adresse.vorname',
  name: 'adresse.name',
  strasse: 'adresse.strasse',
  zusatz1: 'adresse.zusatz',
  plz: 'adresse.plz',
  ort: 'adresse.ort',
  landId: 'adresse.land',
  eMail: 'adresse.eMail',
  telP: 'adresse.telefon',
  natel: 'adresse.natel',
  sprache: 'adresse.sprache',
};

/** Autofill tokens (WHATWG autocomplete); the section word keeps a delivery and a billing address apart. */
const AUTOCOMPLETE: Record<AddressFormField, string> = {
  anrede: 'honorific-prefix',
  firma: 'organization',
  vorname: 'given-name',
  name: 'family-name',
  strasse: 'address-line1',
  zusatz1: 'address-line2',
  plz: 'postal-code',
  ort: 'address-level2',
  landId: 'country-name',
  eMail: 'email',
  telP: 'home tel',
  natel: 'mobile tel',
  sprache: 'language',
};

export function autocompleteFor(field: AddressFormField, addressType: AddressType): string {
  // Contact fields are the person's, not the address's: no shipping/billing section for them.
  if (field === 'eMail' || field === 'telP' || field === 'natel' || field === 'sprache') return AUTOCOMPLETE[field];
  return `${addressType === 'lieferung' ? 'shipping' : 'billing'} ${AUTOCOMPLETE[field]}`;
}

/** Fields the demo back office requires; spec §5 names the e-mail, the back office adds the postal address. */
export const REQUIRED_ADDRESS_FIELDS: ReadonlySet<AddressFormField> = new Set(['name', 'strasse', 'plz', 'ort', 'eMail']);

/**
 * A new address: spec §9 defaults sprache 'de', landId 1 (Schweiz). The correspondence language is the
 * page's (issue 36: a shopper on a French page writes to the shop in French) when the back office offers it.
 */
export function emptyAddress(sprache = 'de'): AddressInput {
  return {
    adressPoolId: null,
    anrede: null,
    firma: null,
    vorname: null,
    name: null,
    strasse: null,
    zusatz1: null,
    plz: null,
    ort: null,
    eMail: null,
    telP: null,
    natel: null,
    sprache,
    landId: 1,
  };
}

/** The page's language as a new address's correspondence language, if `meta` offers it; German otherwise. */
export function pageSprache(language: string, meta: AdressPoolMeta): string {
  const primary = language.slice(0, 2).toLowerCase();
  return meta.sprachen.some((sprache) => sprache.sprache === primary) ? primary : 'de';
}

/** The lines of an address as a label shows them (name, street, town), empty ones left out. */
export function addressLines(address: Address | AddressInput): string[] {
  const person = [address.anrede, address.vorname, address.name].filter(Boolean).join(' ');
  const town = [address.plz, address.ort].filter(Boolean).join(' ');
  return [address.firma, person, address.strasse, address.zusatz1, town, address.landId !== 1 ? address.land : null].filter(
    (line): line is string => Boolean(line),
  );
}

/** Server field messages come prefixed in the checkout model ("lieferAdresse.plz"); the form wants "plz". */
export function fieldMessagesWithin(messages: Readonly<Record<string, string>>, prefix: string): Record<string, string> {
  const within: Record<string, string> = {};
  for (const [key, message] of Object.entries(messages)) if (key.startsWith(prefix)) within[key.slice(prefix.length)] = message;
  return within;
}
