/** The first picture that renders with `fetchPriority="high"`: its webp `<source>` and its `<img>` (ArtikelPicture). */
const LEAD_PICTURE = /<source type="image\/webp" srcSet="([^"]*)"\/><img [^>]*fetchPriority="high"/;

/**
 * A `<link rel="preload">` for the largest picture an element shows first (the first card of a list, the detail's
 * main image), or "" when it shows none: for the page's `<head>`, so the browser fetches the image while it still
 * reads the page, not once the parser reaches the element (LCP, ARCHITECTURE.md §8). Takes renderElement's HTML;
 * the srcset is copied as written, already escaped for an attribute.
 */
export function leadImagePreload(html: string): string {
  const srcSet = LEAD_PICTURE.exec(html)?.[1];
  return srcSet ? `<link rel="preload" as="image" type="image/webp" imagesrcset="${srcSet}" fetchpriority="high">` : '';
}
