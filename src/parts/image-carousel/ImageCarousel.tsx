import { useRef, useState } from 'react';
import type { ArtikelImage } from '../../core/api/index.ts';
import { SLIDER_SPEED_MS } from '../../core/timing.ts';
import { useT } from '../../i18n/use-t.ts';
import { imageSize, resizedImage } from '../../core/images.ts';
import { ArtikelPicture, useSliderEngine } from '../../core/ui/index.ts';
import { warnLoadFailure } from '../../core/errors.ts';

/** The lightbox: photoswipe's core is fetched on the first open only (ARCHITECTURE.md §8). */
async function openLightbox(
  images: ArtikelImage[],
  index: number,
  texts: Record<'close' | 'zoom' | 'prev' | 'next' | 'error', string>,
  onClose: () => void,
) {
  const { default: PhotoSwipe } = await import('photoswipe');
  const lightbox = new PhotoSwipe({
    dataSource: images.map((image) => ({ src: image.urlLargeImage, ...imageSize(image.urlLargeImage), alt: image.alt })),
    index,
    showHideAnimationType: 'fade',
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    arrowPrevTitle: texts.prev,
    arrowNextTitle: texts.next,
    errorMsg: texts.error,
    indexIndicatorSep: ' / ',
  });
  lightbox.on('destroy', onClose);
  lightbox.init();
}

export interface ImageCarouselProps {
  /** Each image as the API gives article images: the carousel's picture, the lightbox's large one, the alt text. */
  images: ArtikelImage[];
  /** The carousel's accessible name, e.g. 'Bilder von Dézaley Grand Cru'. */
  label: string;
}

/**
 * Spec §1, §2 Article detail: the image carousel (keen-slider) with a lightbox (photoswipe), shared by
 * the article detail and `<shop-image-carousel>` on content pages.
 */
export function ImageCarousel({ images, label }: ImageCarouselProps) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const several = images.length > 1;
  // The engine is fetched on the first hover, touch, focus or arrow/thumbnail press (see loadSliderEngine).
  const engine = useSliderEngine(containerRef, {
    enabled: several,
    // Read when the engine is there, not when it was asked for: an arrow or thumbnail pressed while it loads has
    // moved `current` meanwhile, and the main image must follow (issue 21).
    options: () => ({
      initial: current,
      defaultAnimation: { duration: SLIDER_SPEED_MS },
      slideChanged: (instance) => setCurrent(instance.track.details.rel),
    }),
  });

  const texts = {
    close: t('dialog.schliessen'),
    zoom: t('lightbox.zoom'),
    prev: t('carousel.vorheriges'),
    next: t('carousel.naechstes'),
    error: t('lightbox.fehler'),
  };
  const open = (index: number, trigger: HTMLElement) =>
    void openLightbox(images, index, texts, () => trigger.isConnected && trigger.focus()).catch(warnLoadFailure('photoswipe'));
  const goTo = (index: number) => {
    engine.wake();
    engine.slider.current?.moveToIdx(index);
    setCurrent(index);
  };
  const want = engine.wake;

  if (images.length === 0) return null;
  return (
    <section
      className="vk-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
    >
      <div className="vk-carousel__viewport">
        <div className="keen-slider vk-carousel__track" ref={containerRef}>
          {images.map((image, index) => (
            <div
              className="keen-slider__slide vk-carousel__slide"
              key={image.urlDetailImage}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slider.folie', { index: index + 1, count: images.length })}
              inert={several && index !== current ? true : undefined}
            >
              <button
                type="button"
                className="vk-carousel__zoom"
                aria-label={t('detail.bildVergroessern', { index: index + 1, count: images.length })}
                onClick={(event) => open(index, event.currentTarget)}
              >
                <ArtikelPicture url={image.urlDetailImage} alt={image.alt} loading={index === 0 ? 'eager' : 'lazy'} />
              </button>
            </div>
          ))}
        </div>
        {several && (
          <>
            <button
              type="button"
              className="vk-carousel__arrow vk-carousel__arrow--prev"
              aria-label={t('carousel.vorheriges')}
              disabled={current === 0}
              onClick={() => goTo(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="vk-carousel__arrow vk-carousel__arrow--next"
              aria-label={t('carousel.naechstes')}
              disabled={current === images.length - 1}
              onClick={() => goTo(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {several && (
        <ul className="vk-carousel__thumbs">
          {images.map((image, index) => (
            <li key={image.urlDetailImage}>
              <button
                type="button"
                className="vk-carousel__thumb"
                aria-label={t('detail.bildAnzeigen', { index: index + 1 })}
                aria-current={index === current || undefined}
                onClick={() => goTo(index)}
              >
                <ArtikelPicture url={resizedImage(image.urlDetailImage, 96)} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
