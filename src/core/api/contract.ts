import * as v from 'valibot';
import { RegisterRequestSchema } from './schemas/account.ts';
import { AddressInputSchema, AddressTypeSchema, AdressPoolRemoveRequestSchema } from './schemas/adresspool.ts';
import { ArtikelErinnerungRequestSchema } from './schemas/artikel-erinnerung.ts';
import { ArtikelSearchRequestSchema } from './schemas/artikelsearch.ts';
import { BasketAddRequestSchema, BasketRemoveRequestSchema } from './schemas/basket.ts';
import { CheckoutSubmitRequestSchema, CheckoutValidateRequestSchema } from './schemas/checkout.ts';
import { ContactFormRequestSchema } from './schemas/contact-form.ts';
import { MerklisteAddRequestSchema, MerklisteToggleRequestSchema, MerklisteUpdateRequestSchema } from './schemas/merkliste.ts';
import { SiteSearchParametersSchema } from './schemas/sitesearch.ts';
import type { ApiRoute } from './route.ts';
import * as routes from './routes.ts';

/**
 * What a CMS back end must do for each route of routes.ts beyond the 200 answer: the request it is sent
 * and the faults it must answer. The OpenAPI document (npm run openapi) and `check-api` are built from
 * this table; it is keyed by the route exports, so a route without an entry does not compile.
 * Not imported by the elements (their bundles keep only their area's routes/<area>.ts).
 */

export type RouteName = keyof typeof routes;

/** The faults of ARCHITECTURE.md §6 "errors" that a route can answer. */
export type Fault =
  /** 403 `{message}`: a POST or DELETE without the session's RequestVerificationToken (not the safe reads) */
  | 'no-token'
  /** 401 `{message}`: a customer call without login */
  | 'no-login'
  /** 404 `{message}`: an id (in the path, the query or the body) that is not the caller's */
  | 'unknown-id'
  /** 400 `{validationResult}`: a body or query that fails its schema; nothing is changed */
  | 'bad-input';

export type Area = 'Sitzung' | 'Suche' | 'Warenkorb' | 'Merkliste' | 'Formulare' | 'Checkout' | 'Adresspool' | 'Kundenkonto';

export interface QueryParameter {
  schema: v.GenericSchema;
  required: boolean;
  description: string;
}

export interface ContractEntry {
  area: Area;
  summary: string;
  /** customers only: the session cookie of a login (ARCHITECTURE.md §6) */
  customer?: boolean;
  /** the JSON body; a route without one is sent none */
  request?: v.GenericSchema;
  query?: Readonly<Record<string, QueryParameter>>;
  /** `{name}` segments other than `{account}` and `{backoffice}` */
  pathParams?: Readonly<Record<string, v.GenericSchema>>;
  /** what an unknown id is, for routes that answer 404 */
  unknownId?: string;
  /** set when a query parameter, not a body, is what `bad-input` refuses */
  badQuery?: boolean;
}

const page: QueryParameter = { schema: v.pipe(v.number(), v.integer(), v.minValue(1)), required: false, description: 'Seite, ab 1 (default 1)' };
const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

const ENTRIES = {
  sessionGet: {
    area: 'Sitzung',
    summary: "This visitor's CSRF token and user, for pages served from a full-page cache and apps without a server-rendered page config (creates the session cookie when there is none; never cached)",
  },
  sitesearchSearch: { area: 'Suche', summary: 'Site search; the body is the searchParameters object itself (accept-language picks the language)', request: SiteSearchParametersSchema },
  artikelsearchSearch: { area: 'Suche', summary: 'Article search with filters, sort, paging and facets', request: ArtikelSearchRequestSchema },
  artikelsearchAutocomplete: { area: 'Suche', summary: 'Keywords completing filterValues.suchbegriff (populateSearchFields false)', request: ArtikelSearchRequestSchema },

  basketGet: { area: 'Warenkorb', summary: 'The current basket as last calculated (for islands without initial data)' },
  basketAdd: { area: 'Warenkorb', summary: 'Upserts lines per (artikelId, bestelleinheit); quantity 0 removes the line', request: BasketAddRequestSchema, unknownId: 'artikelId' },
  basketRemove: { area: 'Warenkorb', summary: 'Removes basket lines by id', request: BasketRemoveRequestSchema, unknownId: 'line id' },
  basketCalculate: { area: 'Warenkorb', summary: 'Prices the basket through the back office' },
  basketRestCommunication: {
    area: 'Warenkorb',
    summary: "The back-office exchange of one of the caller's baskets or orders (debug dialog)",
    query: { bestellungUid: { schema: v.string(), required: true, description: 'bestellungUid of the basket or order' } },
    unknownId: 'bestellungUid',
  },

  merklisteGet: { area: 'Merkliste', summary: "The customer's lists", customer: true },
  merklisteAddTo: { area: 'Merkliste', summary: 'Puts an article on a list (merklisteId null: the default list)', customer: true, request: MerklisteToggleRequestSchema, unknownId: 'artikelId or merklisteId' },
  merklisteRemoveFrom: { area: 'Merkliste', summary: 'Takes an article off a list (merklisteId null: the default list)', customer: true, request: MerklisteToggleRequestSchema, unknownId: 'artikelId or merklisteId' },
  merklisteCreate: { area: 'Merkliste', summary: 'Creates a list, optionally with a first article', customer: true, request: MerklisteAddRequestSchema },
  merklisteUpdate: { area: 'Merkliste', summary: 'Renames a list; a taken name answers success false', customer: true, request: MerklisteUpdateRequestSchema, pathParams: { merklisteId: IdSchema }, unknownId: 'merklisteId' },
  merklisteDelete: { area: 'Merkliste', summary: 'Deletes a list (never the default one: 400)', customer: true, pathParams: { merklisteId: IdSchema }, unknownId: 'merklisteId' },

  artikelErinnerungAdd: { area: 'Formulare', summary: 'Stock reminder for an article that is not orderable', request: ArtikelErinnerungRequestSchema, unknownId: 'artikelId' },
  contactFormProcess: { area: 'Formulare', summary: 'Contact form; the fields required come from the form configuration', request: ContactFormRequestSchema, unknownId: 'componentId' },

  checkoutValidate: { area: 'Checkout', summary: "The checkout model for the shopper's choices", request: CheckoutValidateRequestSchema },
  checkoutSubmit: { area: 'Checkout', summary: 'Places the order (redirect) or answers the model with what is missing (invalid)', request: CheckoutSubmitRequestSchema },

  adresspoolSave: { area: 'Adresspool', summary: 'Adds or updates an address of the address book', customer: true, request: AddressInputSchema, unknownId: 'adressPoolId' },
  adresspoolRemove: { area: 'Adresspool', summary: 'Removes an address (never the primary one)', customer: true, request: AdressPoolRemoveRequestSchema, unknownId: 'adressPoolId' },
  adresspoolValidate: { area: 'Adresspool', summary: 'Checks an address without storing it (guests too)', request: AddressInputSchema, pathParams: { addressType: AddressTypeSchema }, unknownId: 'addressType' },

  accountUserDataState: {
    area: 'Kundenkonto',
    summary: "'Pending' while the back office loads the customer after a login, then 'Ready'",
    customer: true,
    query: { adresseId: { schema: IdSchema, required: false, description: "the customer's address id" } },
  },
  accountRegister: { area: 'Kundenkonto', summary: 'Registers a customer and logs them in', request: RegisterRequestSchema },
  accountOrders: { area: 'Kundenkonto', summary: "A page of the customer's orders", customer: true, query: { page }, badQuery: true },
  accountInvoices: { area: 'Kundenkonto', summary: "A page of the customer's invoices", customer: true, query: { page }, badQuery: true },
} as const satisfies Record<RouteName, ContractEntry>;

export interface ContractRoute extends ContractEntry {
  name: RouteName;
  route: ApiRoute;
  faults: readonly Fault[];
}

/** The faults a route must answer, from its entry: every fault of ARCHITECTURE.md §6 that can apply to it. */
function faultsOf(route: ApiRoute, entry: ContractEntry): Fault[] {
  const faults: Fault[] = [];
  if (route.method !== 'GET' && !route.safe) faults.push('no-token');
  if (entry.customer) faults.push('no-login');
  if (entry.unknownId) faults.push('unknown-id');
  if (entry.request || entry.badQuery) faults.push('bad-input');
  return faults;
}

/** Every route, in the order of the table above (by area). */
export const CONTRACT: readonly ContractRoute[] = (Object.keys(ENTRIES) as RouteName[]).map((name) => {
  const entry: ContractEntry = ENTRIES[name];
  return { ...entry, name, route: routes[name], faults: faultsOf(routes[name], entry) };
});

export function contractRoute(name: RouteName): ContractRoute {
  return CONTRACT.find((entry) => entry.name === name)!;
}
