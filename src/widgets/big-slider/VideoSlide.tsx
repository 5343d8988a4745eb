import { useEffect, useRef, useState } from 'react';
import { useExternalMediaConsent } from '../../core/consent/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { ConsentPlaceholder } from '../../parts/consent-placeholder/index.ts';
import { videoAddresses, type VideoProvider } from './slides.ts';

const PROVIDER_NAMES: Record<VideoProvider, string> = { YOUTUBE: 'YouTube', VIMEO: 'Vimeo' };

export interface VideoSlideProps {
  provider: VideoProvider;
  videoId: string;
  title: string | null;
  /** The slide on show: leaving it stops the player (the iframe goes). */
  active: boolean;
  /** Told when the player starts, so the slider stops turning under a playing video. */
  onPlay: () => void;
}

/**
 * A video slide: nothing from the provider before the shopper agrees (ARCHITECTURE.md §3); then the provider's
 * thumbnail with a play button; the player (youtube-nocookie, Vimeo with dnt) only on play. A thumbnail
 * that cannot load gives a German message and a link to the video instead.
 */
export function VideoSlide({ provider, videoId, title, active, onPlay }: VideoSlideProps) {
  const t = useT();
  const { granted } = useExternalMediaConsent();
  const [playing, setPlaying] = useState(false);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  // A video left playing in a hidden slide would go on talking: leaving the slide ends the player.
  if (playing && !active) setPlaying(false);
  const playerRef = useRef<HTMLIFrameElement>(null);
  const addresses = videoAddresses(provider, videoId);
  const providerName = PROVIDER_NAMES[provider];
  const watchLink = { href: addresses.watch, label: t('video.ansehenBei', { provider: providerName }) };

  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  if (!granted) {
    return (
      <ConsentPlaceholder
        className="vk-big-slider__consent"
        notice={t('consent.hinweisVideo', { provider: providerName })}
        actionLabel={t('consent.videoLaden')}
        link={watchLink}
      >
        {title && <h2 className="vk-big-slider__title">{title}</h2>}
      </ConsentPlaceholder>
    );
  }
  if (playing) {
    return (
      <iframe
        ref={playerRef}
        className="vk-big-slider__player"
        src={addresses.player}
        title={title ? t('video.playerTitel', { title }) : t('video.player')}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    );
  }
  if (thumbnailFailed) {
    return (
      <div className="vk-big-slider__video-fault" role="status">
        <p>{t('video.vorschauFehler')}</p>
        <a href={watchLink.href} rel="noopener noreferrer" target="_blank">
          {watchLink.label}
        </a>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="vk-big-slider__play"
      onClick={() => {
        setPlaying(true);
        onPlay();
      }}
    >
      {addresses.thumbnail && (
        <img className="vk-big-slider__image" src={addresses.thumbnail} alt="" onError={() => setThumbnailFailed(true)} />
      )}
      <span className="vk-big-slider__play-icon" aria-hidden="true">
        ▶
      </span>
      <span className="vk-visually-hidden">{title ? t('video.abspielenTitel', { title }) : t('video.abspielen')}</span>
    </button>
  );
}
