import type { KeenSliderInstance } from 'keen-slider';
import { useRef, type DragEvent, type PointerEvent, type RefObject } from 'react';
import { useSliderEngine } from '../../core/ui/index.ts';

/** A sideways move this long (px) is a swipe, not a press on the slide's button. */
const SWIPE_PX = 40;

export interface SwipeEngineOptions {
  /** More than one slide: there is something to swipe. */
  enabled: boolean;
  durationMs: number;
  /** The slide on show: the engine starts there. */
  current: number;
  onSlideChanged: (index: number) => void;
  /** A swipe made before the engine had arrived. */
  onEarlySwipe: (step: 1 | -1) => void;
}

export interface SwipeEngine {
  /** Once the engine has the track, the slides are its (no CSS transform of ours on them). */
  inControl: boolean;
  slider: RefObject<KeenSliderInstance | null>;
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onDragStart: (event: DragEvent) => void;
}

/**
 * keen-slider for the big slider (useSliderEngine), fetched on the first pointer-down on its track: swiping is
 * all it adds. Autoplay, arrows and dots move the slides by CSS, so neither the page load nor the first automatic
 * turn fetches it (the home page's budget, ARCHITECTURE.md §8; Lighthouse would count either). The first swipe is
 * followed even when the engine arrives after the finger has lifted.
 */
export function useSwipeEngine(container: RefObject<HTMLElement | null>, options: SwipeEngineOptions): SwipeEngine {
  const { enabled, durationMs } = options;
  const earlyStart = useRef<number | null>(null);
  const engine = useSliderEngine(container, {
    enabled,
    rebuildKey: durationMs,
    options: () => ({
      initial: options.current,
      loop: true,
      defaultAnimation: { duration: durationMs },
      slideChanged: (moved) => options.onSlideChanged(moved.track.details.rel),
    }),
  });

  return {
    inControl: engine.inControl,
    slider: engine.slider,
    onPointerDown(event) {
      if (!enabled) return;
      earlyStart.current = engine.slider.current ? null : event.clientX;
      // Should the fetch fail, arrows, dots and this early swipe still turn the slider.
      engine.wake();
    },
    onPointerUp(event) {
      const start = earlyStart.current;
      earlyStart.current = null;
      if (start === null) return;
      const distance = event.clientX - start;
      if (Math.abs(distance) >= SWIPE_PX) options.onEarlySwipe(distance < 0 ? 1 : -1);
    },
    // A mouse drag on a picture would start the browser's own drag of the image, cancelling the swipe.
    onDragStart(event) {
      event.preventDefault();
    },
  };
}
