import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';

export type SliderEngine = new (container: HTMLElement, options: KeenSliderOptions) => KeenSliderInstance;

let engineLoad: Promise<SliderEngine> | undefined;

/**
 * keen-slider (6 KB gzip) loads with the first touch, hover, focus or button press of a slider, not with
 * the page (ARCHITECTURE.md §8): until then the first slide simply shows. One import for every slider on the page.
 */
export function loadSliderEngine(): Promise<SliderEngine> {
  // A failed download (a reload while it loads, a network glitch) is tried again by the next slider that asks.
  engineLoad ??= import('keen-slider').then(
    (module) => module.default as unknown as SliderEngine,
    (error: unknown) => {
      engineLoad = undefined;
      throw error;
    },
  );
  return engineLoad;
}
