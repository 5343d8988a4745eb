import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates markup the server wrote (and on the server), true otherwise. The server
 * renders with an empty store: no basket, no lists. In the browser another island may have loaded them
 * before this one hydrates, and a first render that showed them would not match the server's markup (React
 * #418: the whole element rendered afresh). State a server cannot know is therefore shown from the render
 * after hydration on; islands rendered in the browser alone see it at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** `value` once hydrated, else what the server rendered with (see useHydrated). */
export function useClientValue<T>(value: T, serverValue: T): T {
  return useHydrated() ? value : serverValue;
}
