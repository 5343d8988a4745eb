/**
 * Build-only entry: everything every island needs (React, react-dom, jotai, lingui, ky, valibot, r2wc and
 * core). Being an entry point of the loader build makes esbuild put all of it into shared chunks even
 * while only one widget exists, so each widget chunk holds only its own code (ARCHITECTURE.md §8), and the bench
 * can measure the shared runtime as the closure of this entry.
 */
export { defineWidget } from './core/element/define-widget.tsx';
export { apiFor } from './core/api/client.ts';
export { getPageStore } from './core/state/store.ts';
export { showToast } from './core/state/toasts.ts';
export { openDialog } from './core/state/dialogs.ts';
export { Provider, useAtom, useAtomValue, useSetAtom } from 'jotai/react';
