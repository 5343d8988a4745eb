import { useMediaQuery } from './use-media-query.ts';

/** True while the shopper asks for less motion (a setting that can change while the page is open). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}
