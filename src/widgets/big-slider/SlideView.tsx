import type { CSSProperties } from 'react';
import { BANNER_WIDTHS, widthSources } from '../../core/images.ts';
import { useClientValue } from '../../core/element/index.ts';
import { SafeHtml } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { slideKind, type Slide } from './slides.ts';
import { VideoSlide } from './VideoSlide.tsx';

function BannerPicture({ url, first }: { url: string; first: boolean }) {
  const sources = widthSources(url, BANNER_WIDTHS);
  // Set by script, not written by the server: a page's CSP may block style attributes in its HTML (BigSlider).
  const fullHeight = useClientValue<CSSProperties | undefined>({ height: '100%' }, undefined);
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes="100vw" />
      {/* The first slide is the home page's LCP: fetched first and at once; the others wait. */}
      <img
        className="vk-big-slider__image"
        src={sources.src}
        srcSet={sources.jpgSrcSet}
        sizes="100vw"
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'low'}
        decoding={first ? 'sync' : 'async'}
        // Inline, because themes commonly reset `img { height: auto }` outside our layer, which would leave a band under the picture.
        style={fullHeight}
      />
    </picture>
  );
}

export interface SlideViewProps {
  slide: Slide;
  first: boolean;
  /** The slide on show; a video stops when its slide is left. */
  active: boolean;
  onVideoPlay: () => void;
}

/** One slide (spec §3 Slide): the picture or video, then title, text and button over it. */
export function SlideView({ slide, first, active, onVideoPlay }: SlideViewProps) {
  const t = useT();
  const kind = slideKind(slide);
  if (kind.kind === 'unsupported-type')
    return <p className="vk-big-slider__unsupported">{t('slider.typNichtUnterstuetzt', { type: kind.type })}</p>;
  if (kind.kind === 'unsupported-provider')
    return <p className="vk-big-slider__unsupported">{t('slider.anbieterNichtUnterstuetzt', { provider: kind.provider })}</p>;
  const hasCaption = Boolean(slide.title || slide.text || (slide.button && slide.buttonUrl));
  return (
    <>
      {kind.kind === 'image' ? (
        <BannerPicture url={kind.imageUrl} first={first} />
      ) : (
        <VideoSlide provider={kind.provider} videoId={kind.videoId} title={slide.title} active={active} onPlay={onVideoPlay} />
      )}
      {hasCaption && kind.kind === 'image' && (
        <div className={`vk-big-slider__caption vk-big-slider__caption--${(slide.colorMode ?? 'Dark').toLowerCase()}`}>
          {slide.title && <h2 className="vk-big-slider__title">{slide.title}</h2>}
          {slide.text && <SafeHtml className="vk-big-slider__text" html={slide.text} />}
          {slide.button && slide.buttonUrl && (
            <a className="vk-button vk-button--primary vk-big-slider__button" href={slide.buttonUrl}>
              {slide.button}
            </a>
          )}
        </div>
      )}
    </>
  );
}
