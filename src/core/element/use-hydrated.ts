import { createContext, useContext, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const yes = () => true;
const no = () => false;

/**
 * Whether the island around has taken over the server's markup: false in its hydrating render, true from a
 * transition after it (core/element/island.tsx); null outside an island. The island flips it for all its
 * components at once, in a render React slices: each component asking useSyncExternalStore alone made React
 * re-render every one of them (24 cards, each several times) synchronously right after hydration, the longest
 * task of a list page (issue 36).
 */
export const IslandHydratedContext = createContext<boolean | null>(null);

/**
 * False while React hydrates markup the server wrote (and on the server), true otherwise. The server
 * renders with an empty store: no basket, no lists. In the browser another island may have loaded them
 * before this one hydrates, and a first render that showed them would not match the server's markup (React
 * #418: the whole element rendered afresh). State a server cannot know is therefore shown from the render
 * after hydration on; islands rendered in the browser alone see it at once.
 *
 * The server snapshot stays false, so a part that hydrates later (a Suspense boundary) renders as the server
 * did; inside an island that is still hydrating, the browser's snapshot is false too, so React has nothing to
 * re-render synchronously when hydration ends: the island's flip re-renders the components then.
 */
export function useHydrated(): boolean {
  return useBrowserValue(neverChanges, yes, no);
}

/**
 * useSyncExternalStore for what only the browser knows (a media query, the scroll position): the server's
 * snapshot while React hydrates, the browser's from then on. Inside an island still hydrating, the browser's
 * snapshot is the server's too, so React has nothing to re-render synchronously when hydration ends (a list at
 * 375 px dropped its sidebar in such a task); the island's flip, a transition, brings the browser's value.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const hydrating = useContext(IslandHydratedContext) === false;
  return useSyncExternalStore(subscribe, hydrating ? getServerSnapshot : getSnapshot, getServerSnapshot);
}

/** `value` once hydrated, else what the server rendered with (see useHydrated). */
export function useClientValue<T>(value: T, serverValue: T): T {
  return useHydrated() ? value : serverValue;
}
