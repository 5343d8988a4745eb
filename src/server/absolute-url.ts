/**
 * `url` resolved against the page's address. Search engines read JSON-LD URLs as given, so images and
 * links are written absolute when the renderer knows the page's address; without it they stay as the data has them.
 */
export function absoluteUrl(url: string, pageUrl: string | undefined): string {
  if (!pageUrl) return url;
  try {
    return new URL(url, pageUrl).href;
  } catch {
    return url;
  }
}
