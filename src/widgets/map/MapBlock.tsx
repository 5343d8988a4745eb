import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import { useExternalMediaConsent } from '../../core/consent/index.ts';
import { configAtom } from '../../core/state/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { ConsentPlaceholder } from '../../parts/consent-placeholder/index.ts';
import { chooseMapEngine, type EngineImporters } from './engine.ts';
import { LiveMap } from './LiveMap.tsx';
import { MapAddress } from './MapAddress.tsx';
import { DEFAULT_MAP_ZOOM } from './zoom.ts';

export interface MapBlockProps {
  lat: number;
  lng: number;
  zoom?: number | undefined;
  title?: string | undefined;
  content?: string | undefined;
  mapStyle?: string | undefined;
  accessToken?: string | undefined;
  /** Tests and stories pass their own engines (jsdom has no WebGL); pages use the real ones. */
  importers?: EngineImporters | undefined;
}

/**
 * Spec §2, §3 Map block: first a placeholder with the address and a button; the engine (core of the
 * ARCHITECTURE.md §3 rule in engine.ts) loads only after that consent, which then serves every map and video of
 * the visit.
 */

export function MapBlock({ lat, lng, zoom = DEFAULT_MAP_ZOOM, title, content, mapStyle, accessToken, importers }: MapBlockProps) {
  const t = useT();
  const config = useAtomValue(configAtom);
  const { granted } = useExternalMediaConsent();
  // Focus follows the shopper who asked for this map; a map loading because of another's consent leaves focus alone.
  const [askedHere, setAskedHere] = useState(false);
  const token = accessToken || config.mapboxToken;
  const engine = chooseMapEngine(token);
  const label = title ? t('map.label', { title }) : t('map.labelOhneTitel');

  return (
    <section className="vk-map" aria-label={label}>
      {granted ? (
        <LiveMap
          options={{ accessToken: token, style: mapStyle, center: { lat, lng }, zoom, label }}
          focusWhenReady={askedHere}
          title={title}
          content={content}
          importers={importers}
        />
      ) : (
        <ConsentPlaceholder
          className="vk-map__consent"
          notice={engine === 'mapbox-gl' ? t('consent.hinweisKarte', { provider: 'Mapbox' }) : t('consent.hinweisKarteLokal')}
          actionLabel={t('consent.karteLaden')}
          onConsent={() => setAskedHere(true)}
        >
          <MapAddress title={title} content={content} />
        </ConsentPlaceholder>
      )}
    </section>
  );
}
