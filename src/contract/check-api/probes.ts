import type { RouteName } from '../../core/api/contract.ts';
import type { AddressInput } from '../../core/api/schemas/adresspool.ts';
import type { CallSpec } from './walk.ts';

/** An id no back end has: the unknown-id cases send it, and so do fault cases that must change nothing. */
export const UNKNOWN_ID = 2_000_000_001;

/** What the checker saves in the address book (and removes again); `zusatz1` tells it apart. */
export function testAddress(marker: string): AddressInput {
  return {
    anrede: 'Frau',
    vorname: 'Heidi',
    name: 'Muster',
    strasse: 'Dorfstrasse 1',
    zusatz1: marker,
    plz: '3800',
    ort: 'Interlaken',
    eMail: 'heidi.muster@example.ch',
    landId: 1,
    sprache: 'de',
  };
}

/** The ids the walk found or made, for probes that need a real one. */
export interface Known {
  /** an article of the back end's catalogue */
  artikelId?: number;
  /** the checker's own list, while it exists */
  merklisteId?: number;
}

/**
 * The requests of the fault cases, per route. `harmless` is a body that passes the schema but can change
 * nothing (unknown ids): it is what a refused call (no login) is sent, so a back end that wrongly accepts
 * it still leaves its data alone. Without a token the bad input is sent, for the same reason.
 */
export interface Probe {
  harmless?: CallSpec;
  unknown?: CallSpec;
  bad?: CallSpec;
}

const address = testAddress('check-api');
const toggle = { json: { artikelId: UNKNOWN_ID, merklisteId: null } };

export function probeOf(name: RouteName, known: Known): Probe {
  const PROBES: Record<RouteName, Probe> = {
    sessionGet: {},
    sitesearchSearch: { bad: { json: { filterValues: 'Wein' } } },
    artikelsearchSearch: { bad: { json: { pageNumber: 'eins' } } },
    artikelsearchAutocomplete: { bad: { json: { filterValues: { suchbegriff: 42 } } } },
    artikelsearchPreise: { bad: { json: { artikelIds: 'eins' } } },
    basketGet: {},
    basketAdd: { unknown: { json: [{ artikelId: UNKNOWN_ID, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }] }, bad: { json: [] } },
    basketRemove: { unknown: { json: [{ id: UNKNOWN_ID }] }, bad: { json: [] } },
    basketCalculate: {},
    basketRestCommunication: {
      harmless: { query: { bestellungUid: 'check-api-unbekannt' } },
      unknown: { query: { bestellungUid: 'check-api-unbekannt' } },
    },
    merklisteGet: {},
    merklisteAddTo: { harmless: toggle, unknown: toggle, bad: { json: { artikelId: 'eins' } } },
    merklisteRemoveFrom: { harmless: toggle, unknown: toggle, bad: { json: { artikelId: 'eins' } } },
    merklisteCreate: { harmless: { json: { bezeichnung: 'check-api', artikelId: null } }, bad: { json: { bezeichnung: '' } } },
    merklisteUpdate: {
      harmless: { params: { merklisteId: UNKNOWN_ID }, json: { bezeichnung: 'check-api' } },
      unknown: { params: { merklisteId: UNKNOWN_ID }, json: { bezeichnung: 'check-api' } },
      bad: { params: { merklisteId: known.merklisteId ?? UNKNOWN_ID }, json: { bezeichnung: '' } },
    },
    merklisteDelete: { harmless: { params: { merklisteId: UNKNOWN_ID } }, unknown: { params: { merklisteId: UNKNOWN_ID } } },
    artikelErinnerungAdd: {
      unknown: { json: { artikelId: UNKNOWN_ID, vorname: 'Heidi', nachname: 'Muster', email: 'heidi.muster@example.ch' } },
      bad: { json: { artikelId: 'eins' } },
    },
    contactFormProcess: {
      unknown: { json: { componentId: 'check-api-unbekannt', data: {} } },
      bad: { json: { componentId: 42, data: {} } },
    },
    checkoutValidate: { bad: { json: { basket: 'leer' } } },
    checkoutSubmit: { bad: { json: { basket: 'leer' } } },
    adresspoolSave: {
      harmless: { json: { ...address, adressPoolId: UNKNOWN_ID } },
      unknown: { json: { ...address, adressPoolId: UNKNOWN_ID } },
      bad: { json: { plz: 3800 } },
    },
    adresspoolRemove: {
      harmless: { json: { adressPoolId: UNKNOWN_ID } },
      unknown: { json: { adressPoolId: UNKNOWN_ID } },
      bad: { json: { adressPoolId: 'eins' } },
    },
    adresspoolValidate: {
      unknown: { params: { addressType: 'unbekannt' }, json: address },
      bad: { params: { addressType: 'lieferung' }, json: { plz: 3800 } },
    },
    accountUserDataState: {},
    accountRegister: { bad: { json: { adresse: 'keine' } } },
    accountOrders: { harmless: { query: { page: 1 } }, bad: { query: { page: 'eins' } } },
    accountInvoices: { harmless: { query: { page: 1 } }, bad: { query: { page: 'eins' } } },
    accountInvoicePay: {
      harmless: { params: { rechnungId: UNKNOWN_ID }, json: { zahlungsartId: UNKNOWN_ID } },
      unknown: { params: { rechnungId: UNKNOWN_ID }, json: { zahlungsartId: UNKNOWN_ID } },
      bad: { params: { rechnungId: UNKNOWN_ID }, json: { zahlungsartId: 'eins' } },
    },
  };
  return PROBES[name];
}
