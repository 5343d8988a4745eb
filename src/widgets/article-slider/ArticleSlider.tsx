import type { KeenSliderInstance } from 'keen-slider';
import { Spinner, useSliderEngine } from '../../core/ui/index.ts';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import type { Artikel } from '../../core/api/index.ts';
import type { ArtikelSearchRequest } from '../../core/api/index.ts';
import { isAbortError } from '../../core/errors.ts';
import { useHydrated } from '../../core/element/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { SLIDER_SPEED_MS } from '../../core/timing.ts';
import { useT } from '../../i18n/use-t.ts';
import { searchArtikel } from '../../core/api/index.ts';
import { ArticleCard } from '../../parts/article-card/index.ts';
import { AddToBasket } from '../add-to-basket/index.ts';
import { MerklisteToggle } from '../merkliste-toggle/index.ts';

/** Spec §2: 4 slides, 3 below 1520 px, 2 below 1200 px, 1 below 980 px. */
export const SLIDER_BREAKPOINTS = [
  { minWidth: 980, perView: 2 },
  { minWidth: 1200, perView: 3 },
  { minWidth: 1520, perView: 4 },
] as const;

/** Slides per view for a viewport width; the list variant shows at most 3 (spec §2). */
export function slidesPerView(width: number, variant: 'default' | 'list'): number {
  const perView = SLIDER_BREAKPOINTS.reduce((count, point) => (width >= point.minWidth ? point.perView : count), 1);
  return variant === 'list' ? Math.min(perView, 3) : perView;
}

function breakpoints(variant: 'default' | 'list') {
  return Object.fromEntries(
    SLIDER_BREAKPOINTS.map((point) => [
      `(min-width: ${point.minWidth}px)`,
      { slides: { perView: slidesPerView(point.minWidth, variant), spacing: 16 } },
    ]),
  );
}

export interface ArticleSliderProps {
  items?: Artikel[] | undefined;
  /** A search whose first page fills the slider when no items are given. */
  query?: ArtikelSearchRequest | undefined;
  variant?: 'default' | 'list';
  label?: string | undefined;
}

/**
 * `<shop-article-slider>`: article cards in a keen-slider, moved by buttons, swipe or keyboard focus.
 * It never advances by itself, so there is nothing to pause (WCAG 2.2.2).
 */
export function ArticleSlider({ items, query, variant = 'default', label }: ArticleSliderProps) {
  const t = useT();
  const store = useShopStore();
  const key = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Artikel[] | null>(items ?? null);
  // maxIdx is null until keen-slider has measured the track.
  const [position, setPosition] = useState<{ first: number; maxIdx: number | null }>({ first: 0, maxIdx: null });
  // A button pressed while keen-slider is still loading moves the slider once it is there.
  const pendingMove = useRef<'prev' | 'next' | null>(null);
  const articles = items ?? loaded;
  const hydrated = useHydrated();

  useEffect(() => {
    if (items || !query) return;
    searchArtikel(store, { ...query, populateSearchFields: false }, `slider-${key}`)
      .then((result) => setLoaded(result.items))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setLoaded([]);
      });
  }, [items, query, store, key]);

  // The list variant with up to 3 articles shows them side by side, no slider needed.
  const static_ = variant === 'list' && (articles?.length ?? 0) <= 3;
  const count = articles?.length ?? 0;

  // keen-slider's breakpoints need matchMedia; without it (jsdom, the server) the slides stay a plain row.
  const canSlide = !static_ && count > 0 && typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  const update = (instance: KeenSliderInstance) =>
    setPosition({ first: instance.track.details?.rel ?? 0, maxIdx: instance.track.details?.maxIdx ?? 0 });
  const engine = useSliderEngine(containerRef, {
    enabled: canSlide,
    rebuildKey: `${count} ${variant}`,
    options: () => ({
      defaultAnimation: { duration: SLIDER_SPEED_MS },
      slides: { perView: 1, spacing: 16 },
      breakpoints: breakpoints(variant),
      created: update,
      slideChanged: update,
      updated: update,
      optionsChanged: update,
    }),
    onCreated: (slider) => {
      if (pendingMove.current) slider[pendingMove.current]();
      pendingMove.current = null;
    },
  });
  const { wake, slider: sliderRef } = engine;

  if (!articles) return <Spinner showLabel />;
  if (articles.length === 0) return null;

  // A card reached by Tab is brought into view, so keyboard users never focus a hidden slide.
  function onFocus(event: FocusEvent<HTMLDivElement>) {
    wake();
    const slide = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    const slider = sliderRef.current;
    if (!slide || !slider) return;
    event.currentTarget.scrollLeft = 0;
    const index = Number(slide.dataset.index);
    const perView = slidesPerView(window.innerWidth, variant);
    if (index < position.first || index >= position.first + perView) slider.moveToIdx(Math.min(index, maxIdx));
  }

  function move(direction: 'prev' | 'next') {
    if (sliderRef.current) sliderRef.current[direction]();
    else {
      pendingMove.current = direction;
      wake();
    }
  }
  // Until keen-slider has measured, the last reachable first slide follows from the count per view. The server
  // knows no width: it writes the arrows for one card per view (the CSS lays out the cards), hydration keeps them.
  const maxIdx = position.maxIdx ?? Math.max(0, count - (hydrated ? slidesPerView(window.innerWidth, variant) : 1));

  const name = label ?? t('slider.artikel');
  return (
    <section
      className={`vk-slider vk-slider--${variant}${static_ ? ' vk-slider--static' : ''}`}
      aria-roledescription="carousel"
      aria-label={name}
      onPointerEnter={wake}
      onTouchStart={wake}
    >
      {!static_ && (
        <div className="vk-slider__controls">
          <button
            type="button"
            className="vk-carousel__arrow"
            aria-label={t('slider.vorherige')}
            disabled={position.first <= 0}
            onClick={() => move('prev')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="vk-carousel__arrow"
            aria-label={t('slider.naechste')}
            disabled={position.first >= maxIdx}
            onClick={() => move('next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div ref={containerRef} className={static_ ? 'vk-slider__grid' : 'keen-slider vk-slider__track'} onFocus={onFocus}>
        {articles.map((artikel, index) => (
          <div
            key={artikel.artikelId}
            className={static_ ? 'vk-slider__item' : 'keen-slider__slide vk-slider__item'}
            data-index={index}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slider.folie', { index: index + 1, count: articles.length })}
          >
            <ArticleCard
              artikel={artikel}
              headingLevel={3}
              eagerImage={index === 0}
              basketControl={<AddToBasket artikel={artikel} variant="card" />}
              merklisteControl={<MerklisteToggle artikelId={artikel.artikelId} bezeichnung={artikel.bezeichnung} />}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
