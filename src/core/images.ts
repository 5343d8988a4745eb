/**
 * Spec §7 General: images are requested as webp and jpg variants with dpr, width and height.
 * The server gives one URL (…/1.webp?width=300&height=400); the variants are derived from it.
 */
export interface ImageSources {
  webpSrcSet: string;
  jpgSrcSet: string;
  /** the 1× jpg, for browsers without srcset/webp */
  src: string;
  width: number | undefined;
  height: number | undefined;
}

const DPRS = [1, 2] as const;

/**
 * The only widths the demo server renders label images in (it rounds anything else up to the next
 * one): a fixed set keeps the server's image cache bounded, so the elements ask for these alone.
 */
export const IMAGE_WIDTHS = [96, 300, 600, 1200] as const;

/** The set's width at or above `width` (the largest for anything bigger). */
export function imageSetWidth(width: number, widths: readonly number[] = IMAGE_WIDTHS): number {
  return widths.find((w) => w >= width) ?? widths[widths.length - 1]!;
}

function variant(url: string, extension: 'webp' | 'jpg', dpr: number): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('dpr', String(dpr));
  return `${path.replace(/\.(webp|jpe?g|png)$/i, `.${extension}`)}?${params.toString()}`;
}

function sizeParam(url: string, name: 'width' | 'height'): number | undefined {
  const value = Number(new URLSearchParams(url.split('?', 2)[1] ?? '').get(name));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function imageSources(url: string): ImageSources {
  const srcSet = (extension: 'webp' | 'jpg') => DPRS.map((dpr) => `${variant(url, extension, dpr)} ${dpr}x`).join(', ');
  return {
    webpSrcSet: srcSet('webp'),
    jpgSrcSet: srcSet('jpg'),
    src: variant(url, 'jpg', 1),
    width: sizeParam(url, 'width'),
    height: sizeParam(url, 'height'),
  };
}

/** The natural size an image URL asks for (the lightbox needs it before the image loads). */
export function imageSize(url: string): { width: number; height: number } {
  return { width: sizeParam(url, 'width') ?? 1200, height: sizeParam(url, 'height') ?? 1600 };
}

/** The same image at another width, height kept in proportion (thumbnails). */
export function resizedImage(url: string, width: number): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  const { width: w, height: h } = imageSize(url);
  width = imageSetWidth(width, url.includes('/banner/') ? BANNER_WIDTHS : IMAGE_WIDTHS);
  params.set('width', String(width));
  params.set('height', String(Math.round((width * h) / w)));
  return `${path}?${params.toString()}`;
}

/**
 * Width-described variants of one image (`… 480w, … 960w`) for images that span the page (the big
 * slider): the browser picks by the layout width and the screen's density, so a phone does not load
 * the desktop banner. Each variant keeps dpr=1: the width already accounts for the density.
 */
export function widthSources(url: string, widths: readonly number[]): Pick<ImageSources, 'webpSrcSet' | 'jpgSrcSet' | 'src'> {
  const srcSet = (extension: 'webp' | 'jpg') =>
    widths.map((width) => `${variant(resizedImage(url, width), extension, 1)} ${width}w`).join(', ');
  return { webpSrcSet: srcSet('webp'), jpgSrcSet: srcSet('jpg'), src: variant(url, 'jpg', 1) };
}

/** The widths a full-width banner is offered in: a phone takes 480/960, a desktop 1600/2000. */
export const BANNER_WIDTHS = [480, 960, 1200, 1600, 2000] as const;
