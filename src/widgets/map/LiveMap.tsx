import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { createShopMap, type EngineImporters, type MapOptions, type ShopMap } from './engine.ts';
import { MapAddress } from './MapAddress.tsx';

type State = { status: 'loading' } | { status: 'ready'; map: ShopMap } | { status: 'failed' };

export interface LiveMapProps {
  options: Omit<MapOptions, 'container'>;
  focusWhenReady: boolean;
  title?: string | undefined;
  content?: string | undefined;
  /** Tests and stories pass their own engines (jsdom has no WebGL). */
  importers?: EngineImporters | undefined;
}

/** The drawn map: the engine's canvas, our own marker and popup (engine-agnostic, sanitised content), zoom buttons. */
export function LiveMap({ options, focusWhenReady, title, content, importers }: LiveMapProps) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [markerAt, setMarkerAt] = useState<{ x: number; y: number } | null>(null);
  const [popupOpen, setPopupOpen] = useState(true);
  const hintId = useId();
  const popupId = useId();
  const { accessToken, style, center, zoom, label } = options;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let current = true;
    let created: ShopMap | null = null;
    createShopMap({ container, accessToken, style, center: { lat: center.lat, lng: center.lng }, zoom, label }, importers).then(
      (map) => {
        created = map;
        if (!current) return map.remove();
        const place = () => setMarkerAt(map.project(center));
        map.on('move', place);
        map.on('resize', place);
        place();
        map.getCanvas().setAttribute('aria-describedby', hintId);
        setState({ status: 'ready', map });
      },
      (error: unknown) => {
        // Shown to the shopper as a message with the address; the console keeps the reason for the integrator.
        console.warn(error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
      created?.remove();
    };
  }, [accessToken, style, center.lat, center.lng, zoom, label, hintId, importers]); // eslint-disable-line react-hooks/exhaustive-deps -- center is read through its parts

  useEffect(() => {
    if (state.status === 'ready' && focusWhenReady) state.map.getCanvas().focus();
  }, [state, focusWhenReady]);

  if (state.status === 'failed') {
    return (
      <div className="vk-map__fault" role="status">
        <p>{t('map.fehler')}</p>
        <MapAddress title={title} content={content} />
      </div>
    );
  }

  const closePopupOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setPopupOpen(false);
  };

  return (
    <div className="vk-map__frame" aria-busy={state.status === 'loading'}>
      <div className="vk-map__canvas" ref={containerRef} />
      {state.status === 'loading' && <p className="vk-map__loading">{t('map.laden')}</p>}
      <p id={hintId} className="vk-visually-hidden">
        {t('map.tastatur')}
      </p>
      {state.status === 'ready' && markerAt && (
        <div className="vk-map__overlay" style={{ transform: `translate(${markerAt.x}px, ${markerAt.y}px)` }}>
          <button
            type="button"
            className="vk-map__marker"
            aria-expanded={popupOpen}
            aria-controls={popupId}
            aria-label={title ? t('map.marker', { title }) : t('map.markerOhneTitel')}
            onClick={() => setPopupOpen(!popupOpen)}
            onKeyDown={closePopupOnEscape}
          />
          <div id={popupId} className="vk-map__popup" hidden={!popupOpen}>
            <MapAddress title={title} content={content} />
          </div>
        </div>
      )}
      {state.status === 'ready' && (
        <div className="vk-map__zoom">
          <button type="button" aria-label={t('map.vergroessern')} onClick={() => state.map.zoomIn()}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" aria-label={t('map.verkleinern')} onClick={() => state.map.zoomOut()}>
            <span aria-hidden="true">−</span>
          </button>
        </div>
      )}
    </div>
  );
}
