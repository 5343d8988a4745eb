import type { ArtikelImage } from '../../src/core/api/schemas/artikel.ts';
import { BACKOFFICE_DE } from '../platform/backoffice-texts/index.ts';
import { fill } from '../platform/texts/index.ts';

/** Label images are portrait 3:4; the client swaps .webp/.jpg and adds dpr (spec §7 General). */
export function imageUrl(artikelId: number, n: number, width: number): string {
  return `/images/artikel/${artikelId}/${n}.webp?width=${width}&height=${Math.round((width * 4) / 3)}`;
}

export function listImageUrl(artikelId: number): string {
  return imageUrl(artikelId, 1, 300);
}

export function artikelImages(artikelId: number, bezeichnung: string, count: number): ArtikelImage[] {
  return Array.from({ length: count }, (_, i) => ({
    urlDetailImage: imageUrl(artikelId, i + 1, 600),
    urlLargeImage: imageUrl(artikelId, i + 1, 1200),
    alt: count > 1 ? fill(BACKOFFICE_DE.imageAlt, { name: bezeichnung, number: i + 1 }) : bezeichnung,
  }));
}
