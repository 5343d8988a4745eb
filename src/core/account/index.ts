/** The public surface of core/account: elements and parts import from here, never a file inside (eslint.config.js). */
export * from './address-meta.ts';
export * from './payment-badge.ts';
export * from './use-account-page.ts';
