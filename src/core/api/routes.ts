/**
 * Every call the elements make (spec §7, plus the two GETs that let an island load without initial data),
 * one file per area under routes/: the area files (core/api/<area>.ts) call through them, the contract
 * (./contract.ts), the OpenAPI document and `check-api` read them all from here. Nothing in the elements
 * imports this file, so an element's bundle keeps only its own area's routes and schemas.
 */
export * from './routes/session.ts';
export * from './routes/sitesearch.ts';
export * from './routes/artikelsearch.ts';
export * from './routes/basket.ts';
export * from './routes/merkliste.ts';
export * from './routes/artikel-erinnerung.ts';
export * from './routes/checkout.ts';
export * from './routes/adresspool.ts';
export * from './routes/account.ts';
export * from './routes/contact-form.ts';
