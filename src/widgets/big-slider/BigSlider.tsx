import { useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { useClientValue } from '../../core/element/index.ts';
import { SLIDER_INTERVAL_MS, SLIDER_SPEED_MS } from '../../core/timing.ts';
import { useReducedMotion } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { autoplayRuns, sortedSlides, type AutoplayChoice, type Slide } from './slides.ts';
import { SlideView } from './SlideView.tsx';
import { useAutoplay } from './use-autoplay.ts';
import { useSwipeEngine } from './use-swipe-engine.ts';

/** keen-slider's own easing (ease-out quint), so a turn looks the same before and after it takes over. */
const TURN_EASING = 'cubic-bezier(0.22, 1, 0.36, 1)';

export interface BigSliderProps {
  slides: Slide[];
  /** Milliseconds between slides (spec §9: 5000). */
  interval?: number | undefined;
  label?: string | undefined;
}

/**
 * Spec §2, §3 Slide: the big slider (600 ms transitions; keen-slider only once the shopper swipes, see
 * useSwipeEngine). It turns every `interval` ms, but not while hovered or focused, not under a playing
 * video, never under reduced motion unless the shopper starts it, and a visible button pauses and resumes
 * it (WCAG 2.2.2).
 */
export function BigSlider({ slides: given, interval = SLIDER_INTERVAL_MS, label }: BigSliderProps) {
  const t = useT();
  const slides = sortedSlides(given);
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [choice, setChoice] = useState<AutoplayChoice>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const several = slides.length > 1;
  const running = autoplayRuns({ slideCount: slides.length, choice, reducedMotion, hovered, focused, videoPlaying });
  // The button shows the shopper's intent, not the pause that hover or focus cause (it would flip under the mouse).
  const turning = (choice ?? (reducedMotion ? 'paused' : 'playing')) === 'playing';

  const engine = useSwipeEngine(containerRef, {
    enabled: several,
    durationMs: reducedMotion ? 0 : SLIDER_SPEED_MS,
    current,
    onSlideChanged: setCurrent,
    onEarlySwipe: (step) => goTo(current + step),
  });
  const goTo = (index: number) => {
    const target = (index + slides.length) % slides.length;
    setCurrent(target);
    // In a loop keen-slider takes the shorter way round; without it the last slide rewinds to the first.
    engine.slider.current?.moveToIdx(target);
  };
  // Until keen-slider is there, every slide is shifted by the current one's offset (as keen-slider does). Not in a
  // server render: a page's CSP (style-src without 'unsafe-inline') blocks style attributes in its HTML, not styles
  // set by script; before the first turn the shift is none anyway.
  const slideStyle: CSSProperties | undefined = useClientValue(
    engine.inControl
      ? undefined
      : {
          transform: `translateX(${current * -100}%)`,
          transition: reducedMotion ? undefined : `transform ${SLIDER_SPEED_MS}ms ${TURN_EASING}`,
        },
    undefined,
  );
  useAutoplay(running, interval, () => goTo(current + 1), current);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (slides.length === 0) return null;
  return (
    <section
      className="vk-big-slider"
      aria-roledescription="carousel"
      aria-label={label || t('bigSlider.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* The controls come first (WAI carousel pattern: the pause button before the slides); CSS places them. */}
      {several && (
        <div className="vk-big-slider__controls">
          <button
            type="button"
            className="vk-big-slider__control vk-big-slider__pause"
            onClick={() => setChoice(turning ? 'paused' : 'playing')}
          >
            <span aria-hidden="true">{turning ? '❚❚' : '▶'}</span>
            <span className="vk-visually-hidden">{t(turning ? 'bigSlider.anhalten' : 'bigSlider.starten')}</span>
          </button>
          <button type="button" className="vk-big-slider__control" aria-label={t('bigSlider.vorherige')} onClick={() => goTo(current - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <ul className="vk-big-slider__dots">
            {slides.map((slide, index) => (
              <li key={slide.itemId}>
                <button
                  type="button"
                  className="vk-big-slider__dot"
                  aria-label={t('bigSlider.folieAnzeigen', { index: index + 1 })}
                  aria-current={index === current || undefined}
                  onClick={() => goTo(index)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="vk-big-slider__control" aria-label={t('bigSlider.naechste')} onClick={() => goTo(current + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div className="vk-big-slider__viewport">
        {/* Announced politely only while it stands still: a turning slider must not talk every 5 s. */}
        <div
          className="keen-slider vk-big-slider__track"
          ref={containerRef}
          aria-live={running ? 'off' : 'polite'}
          onPointerDown={engine.onPointerDown}
          onPointerUp={engine.onPointerUp}
          onDragStart={engine.onDragStart}
        >
          {slides.map((slide, index) => (
            <div
              key={slide.itemId}
              className="keen-slider__slide vk-big-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('slider.folie', { index: index + 1, count: slides.length })}
              inert={several && index !== current ? true : undefined}
              style={slideStyle}
            >
              <SlideView slide={slide} first={index === 0} active={index === current} onVideoPlay={() => setVideoPlaying(true)} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
