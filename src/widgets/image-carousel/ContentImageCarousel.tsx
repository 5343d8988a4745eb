import type { ArtikelImage } from '../../core/api/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { ImageCarousel } from '../../parts/image-carousel/index.ts';

export interface ContentImageCarouselProps {
  images: ArtikelImage[];
  label?: string | undefined;
}

/** Spec §1: the detail page's carousel and lightbox on a content page. */
export function ContentImageCarousel({ images, label }: ContentImageCarouselProps) {
  const t = useT();
  return <ImageCarousel images={images} label={label || t('carousel.bilder')} />;
}
