/** The public surface of core/api: elements and parts import from here, never a file inside (eslint.config.js). */
export * from './account.ts';
export * from './adresspool.ts';
export * from './artikel-erinnerung.ts';
export * from './artikelsearch.ts';
export * from './checkout.ts';
export * from './contact-form.ts';
export * from './schemas/account.ts';
export * from './schemas/adresspool.ts';
export * from './schemas/artikel.ts';
export * from './schemas/artikelsearch-url.ts';
export * from './schemas/artikelsearch.ts';
export * from './schemas/basket.ts';
export * from './schemas/checkout.ts';
export * from './schemas/contact-form.ts';
export * from './schemas/merkliste.ts';
export * from './schemas/sitesearch.ts';
export * from './sitesearch.ts';
