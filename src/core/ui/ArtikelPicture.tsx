import { imageSources } from '../images.ts';

export interface ArtikelPictureProps {
  url: string;
  alt: string;
  className?: string;
  /** Off-screen images wait; the first visible ones load at once, ahead of other images (likely the page's largest paint). */
  loading?: 'lazy' | 'eager';
}

/** A label image as <picture>: webp where supported, jpg otherwise, each for 1× and 2× screens. */
export function ArtikelPicture({ url, alt, className, loading = 'lazy' }: ArtikelPictureProps) {
  const sources = imageSources(url);
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={sources.webpSrcSet} />
      <img
        src={sources.src}
        srcSet={sources.jpgSrcSet}
        alt={alt}
        width={sources.width}
        height={sources.height}
        loading={loading}
        fetchPriority={loading === 'eager' ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
