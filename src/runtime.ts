/**
 * `runtime.js`: everything every island needs (React, react-dom, jotai, lingui, ky, valibot, r2wc and core).
 * The loader imports it before any element file. As an entry of the islands build (tsup.config.ts) all of it
 * lands in this one file even while only one element exists, so each element file holds only its own code
 * (ARCHITECTURE.md §8), and the bench measures the shared runtime as the closure of this entry.
 */
export { defineWidget } from './core/element/define-widget.tsx';
export { apiFor } from './core/api/client.ts';
export { getPageStore } from './core/state/store.ts';
export { showToast } from './core/state/toasts.ts';
export { openDialog } from './core/state/dialogs.ts';
export { Provider, useAtom, useAtomValue, useSetAtom } from 'jotai/react';
