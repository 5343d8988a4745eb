/** The public surface of core/element: elements and parts import from here, never a file inside (eslint.config.js). */
export * from './attributes.ts';
export * from './define-widget.tsx';
export * from './island.tsx';
export * from './prerendered.ts';
export { fingerprint } from './server-checked.ts';
export * from './tag-folder.ts';
export * from './use-hydrated.ts';
export * from './use-page-config.ts';
