/** The public surface of core/state: elements and parts import from here, never a file inside (eslint.config.js). */
export * from './config.ts';
export * from './dialogs.ts';
export * from './navigation.ts';
export * from './page-location.ts';
export * from './shared.ts';
export * from './store.ts';
export * from './toasts.ts';
export * from './use-shop-store.ts';
