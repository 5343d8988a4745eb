/** The public surface of core/merkliste: elements and parts import from here, never a file inside (eslint.config.js). */
export * from './actions.ts';
export * from './atoms.ts';
export * from './lists.ts';
export * from './login.ts';
export * from './rules.ts';
export * from './use-create-list.ts';
export * from './use-merkliste.ts';
export * from './load-actions.ts';
