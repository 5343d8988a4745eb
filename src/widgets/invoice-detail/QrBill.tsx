import { useEffect, useRef, useState } from 'react';
import type { Data, Language } from 'swissqrbill/types';
import { useT } from '../../i18n/use-t.ts';
import { useNearViewport } from './use-near-viewport.ts';

type Drawn = { data: Data; language: Language; svg: string } | { data: Data; language: Language; failed: true };

/**
 * The payment part as SVG, drawn in the browser after the first paint: the QR encoder is its own chunk
 * (qr-bill-svg.ts, 15 KB gzip with its tables), fetched when the part comes near the viewport, not with the
 * invoice page (its JS budget, ARCHITECTURE.md §8; on a phone the part is far below the fold). Until then (and on
 * the server) a box of the part's proportions holds its place, so nothing moves when it appears.
 */
export function QrBill({ data, language, label }: { data: Data; language: Language; label: string }) {
  const t = useT();
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  useEffect(() => {
    if (!near) return;
    let live = true;
    import('./qr-bill-svg.ts')
      .then(({ paymentPartSvg }) => paymentPartSvg(data, language))
      .then(
        (svg) => live && setDrawn({ data, language, svg }),
        (error: unknown) => {
          // Data a bank would refuse (e.g. a QR-IBAN without a QR reference): the integrator's to fix, so it is logged.
          console.error(error);
          if (live) setDrawn({ data, language, failed: true });
        },
      );
    return () => {
      live = false;
    };
  }, [near, data, language]);
  const current = drawn && drawn.data === data && drawn.language === language ? drawn : null;
  if (current && 'failed' in current) return <p className="vk-invoice__pay-error">{t('zahlen.qrFehler')}</p>;
  return (
    <div
      ref={box}
      className="vk-invoice__qr-bill"
      role="img"
      aria-label={label}
      aria-busy={!current}
      // The library's markup: made from the invoice's data, which it checks, not from HTML anyone wrote.
      dangerouslySetInnerHTML={current ? { __html: current.svg } : undefined}
    />
  );
}
