/** The public surface of core/basket: elements and parts import from here, never a file inside (eslint.config.js). */
export * from './actions.ts';
export * from './article-lines.ts';
export * from './atoms.ts';
export * from './debug-dialog.ts';
export { isConnectionLost } from './offline.ts';
export * from './quantity.ts';
export * from './tracking.ts';
export * from './use-focus-rescue.ts';
