import { InvoiceListSchema, OrderListSchema, RegisterResponseSchema, UserDataStateSchema } from './schemas/account.ts';
import { AddressValidateResponseSchema, AdressPoolRemoveResponseSchema, AdressPoolSaveResponseSchema } from './schemas/adresspool.ts';
import { ArtikelErinnerungResponseSchema } from './schemas/artikelErinnerung.ts';
import { ArtikelSearchResultSchema, AutocompleteKeywordsResultSchema } from './schemas/artikelsearch.ts';
import {
  BasketAddResponseSchema, BasketCalculateResponseSchema, BasketRemoveResponseSchema, BasketSchema, RestCommunicationResponseSchema,
} from './schemas/basket.ts';
import { CheckoutSubmitResponseSchema, CheckoutValidateResponseSchema } from './schemas/checkout.ts';
import { ContactFormResponseSchema } from './schemas/contactForm.ts';
import { MerklisteStateSchema, MerklisteUpdateResponseSchema } from './schemas/merkliste.ts';
import { SiteSearchResultSchema } from './schemas/sitesearch.ts';
import type { ApiRoute } from './route.ts';

/**
 * Every call the elements make (spec §7, plus the two GETs that let an island load without initial data).
 * Plain objects, one per export, so a widget's bundle keeps only the routes it calls. What a back end
 * must answer beyond the 200 (bodies, faults) is in ./contract.ts.
 */

export const sitesearchSearch = { method: 'POST', path: 'sitesearch/search', answer: SiteSearchResultSchema } satisfies ApiRoute;
export const artikelsearchSearch = { method: 'POST', path: 'artikelsearch/search', answer: ArtikelSearchResultSchema } satisfies ApiRoute;
export const artikelsearchAutocomplete = { method: 'POST', path: 'artikelsearch/autocompletekeywords', answer: AutocompleteKeywordsResultSchema } satisfies ApiRoute;

export const basketGet = { method: 'GET', path: 'basket', answer: BasketSchema } satisfies ApiRoute;
export const basketAdd = { method: 'POST', path: 'basket/add', answer: BasketAddResponseSchema } satisfies ApiRoute;
export const basketRemove = { method: 'POST', path: 'basket/remove', answer: BasketRemoveResponseSchema } satisfies ApiRoute;
export const basketCalculate = { method: 'POST', path: 'basket/calculate', answer: BasketCalculateResponseSchema } satisfies ApiRoute;
export const basketRestCommunication = { method: 'POST', path: 'basket/Get{backoffice}RestCommunication', answer: RestCommunicationResponseSchema } satisfies ApiRoute;

export const merklisteGet = { method: 'GET', path: 'merkliste', answer: MerklisteStateSchema } satisfies ApiRoute;
export const merklisteAddTo = { method: 'POST', path: 'merkliste/AddToMerkliste', answer: MerklisteStateSchema } satisfies ApiRoute;
export const merklisteRemoveFrom = { method: 'POST', path: 'merkliste/RemoveFromMerkliste', answer: MerklisteStateSchema } satisfies ApiRoute;
export const merklisteCreate = { method: 'POST', path: 'merkliste/Add', answer: MerklisteStateSchema } satisfies ApiRoute;
export const merklisteUpdate = { method: 'POST', path: 'merkliste/update/{merklisteId}', answer: MerklisteUpdateResponseSchema } satisfies ApiRoute;
export const merklisteDelete = { method: 'DELETE', path: 'merkliste/RemoveMerkliste/{merklisteId}', answer: MerklisteStateSchema } satisfies ApiRoute;

export const artikelErinnerungAdd = { method: 'POST', path: 'artikel-erinnerung/add', answer: ArtikelErinnerungResponseSchema } satisfies ApiRoute;

export const checkoutValidate = { method: 'POST', path: 'checkout/validate', answer: CheckoutValidateResponseSchema } satisfies ApiRoute;
export const checkoutSubmit = { method: 'POST', path: 'checkout/submitorder', answer: CheckoutSubmitResponseSchema } satisfies ApiRoute;

export const adresspoolSave = { method: 'POST', path: 'adresspool/addorupdate', answer: AdressPoolSaveResponseSchema } satisfies ApiRoute;
export const adresspoolRemove = { method: 'POST', path: 'adresspool/remove', answer: AdressPoolRemoveResponseSchema } satisfies ApiRoute;
export const adresspoolValidate = { method: 'POST', path: 'adresspool/validate/{addressType}', answer: AddressValidateResponseSchema } satisfies ApiRoute;

export const accountUserDataState = { method: 'GET', path: '{account}/UserDataState', answer: UserDataStateSchema } satisfies ApiRoute;
export const accountRegister = { method: 'POST', path: '{account}/register', answer: RegisterResponseSchema } satisfies ApiRoute;
export const accountOrders = { method: 'GET', path: '{account}/bestellungen', answer: OrderListSchema } satisfies ApiRoute;
export const accountInvoices = { method: 'GET', path: '{account}/rechnungen', answer: InvoiceListSchema } satisfies ApiRoute;

export const contactFormProcess = { method: 'POST', path: 'contact-form/process', answer: ContactFormResponseSchema } satisfies ApiRoute;
