/** The public surface of core/paging: elements and parts import from here, never a file inside (eslint.config.js). */
export * from './paging.ts';
export * from './use-paged-query.ts';
