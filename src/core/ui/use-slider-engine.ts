import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { warnLoadFailure } from '../errors.ts';
import { useEffectEvent } from '../use-effect-event.ts';
import { loadSliderEngine, type SliderEngine } from './keen-slider-engine.ts';

export interface SliderEngineOptions {
  /** There is something to slide (more than one slide, a track that can move); else no engine is made. */
  enabled: boolean;
  /** keen-slider's options, read when the engine takes the track: what the shopper did meanwhile counts. */
  options: () => KeenSliderOptions;
  /** Called once the engine has the track: a move pressed while it loaded is made now. */
  onCreated?: (slider: KeenSliderInstance) => void;
  /** The engine is made anew when this changes (another number of slides, another layout). */
  rebuildKey?: string | number;
}

export interface SliderEngineHandle {
  /** The engine on the track, once it is there. */
  slider: RefObject<KeenSliderInstance | null>;
  /** The engine has the track: the slides are its to move (no CSS transform of ours on them). */
  inControl: boolean;
  /** Fetches the engine (once for the page, see loadSliderEngine); the slider works without it meanwhile. */
  wake: () => void;
}

/**
 * keen-slider on a track, fetched on demand (the first touch, hover, focus or press: ARCHITECTURE.md §8) and made
 * once the track and the engine are both there; destroyed with the element. Shared by every slider: the image
 * carousel, the article slider and the big slider's swipe. Made in a layout effect, so the commit that hands the
 * slides to the engine is painted with the engine's positions already in place.
 */
export function useSliderEngine(container: RefObject<HTMLElement | null>, settings: SliderEngineOptions): SliderEngineHandle {
  const { enabled, rebuildKey } = settings;
  const [Engine, setEngine] = useState<SliderEngine | null>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const options = useEffectEvent(() => settings.options());
  const created = useEffectEvent((instance: KeenSliderInstance) => settings.onCreated?.(instance));

  useLayoutEffect(() => {
    if (!Engine || !enabled || !container.current) return;
    const instance = new Engine(container.current, options());
    slider.current = instance;
    created(instance);
    return () => {
      instance.destroy();
      slider.current = null;
    };
  }, [Engine, enabled, container, rebuildKey]);

  return {
    slider,
    inControl: enabled && Engine !== null,
    wake() {
      // A failed fetch leaves the slider to its buttons; the next wake tries again.
      if (enabled && !Engine) loadSliderEngine().then((engine) => setEngine(() => engine), warnLoadFailure('keen-slider'));
    },
  };
}
