// The one place that reads React's own useEffectEvent, when the app's React has it.
// eslint-disable-next-line no-restricted-imports
import * as React from 'react';
import { useCallback, useInsertionEffect, useRef } from 'react';

type EventFunction<Arguments extends unknown[], Result> = (...args: Arguments) => Result;

/**
 * React's own `useEffectEvent` exists from 19.2 on; the package promises React 19.0 (host apps pin older
 * minors, and the bundler entries use the app's React). Below 19.2 this stands in for it with what React does
 * itself: the function always calls the callback of the last committed render, which is stored before any
 * layout effect or effect of that commit runs (an insertion effect runs in the mutation phase, before every
 * layout effect of the tree, as React's own update of the callback does).
 *
 * One difference, of no use to correct code: React's function throws when called during render (the lint rule
 * react-hooks/rules-of-hooks forbids that call anyway); this one would call the previous render's callback.
 */
export function useEffectEventPolyfill<Arguments extends unknown[], Result>(
  callback: EventFunction<Arguments, Result>,
): EventFunction<Arguments, Result> {
  const latest = useRef(callback);
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Arguments) => latest.current(...args), []);
}

/**
 * Read from the namespace, not as a named import: on React 19.0 and 19.1 a named import of a missing export
 * fails the app's build or yields undefined. Chosen once, at module load, so every render calls the same hooks.
 */
const native = (React as { useEffectEvent?: typeof useEffectEventPolyfill }).useEffectEvent;

export const useEffectEvent: typeof useEffectEventPolyfill = native ?? useEffectEventPolyfill;
