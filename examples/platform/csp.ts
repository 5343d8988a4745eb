/**
 * The Content-Security-Policy of every demo page: what the elements need, nothing more, to show CMS
 * teams that the library runs under a strict policy (README "Security").
 * - scripts only from the shop's origin: no inline script (the `#shop-config` JSON block is data, not script), no eval;
 * - styles only from the shop's origin; React and the sliders set styles through the DOM (CSSOM), which a policy does not block;
 * - images from the shop, `data:`/`blob:` (the map draws its sprites so) and the video providers' thumbnails;
 * - frames only the video players, loaded after the shopper's consent;
 * - the map engine's workers start from `blob:`; with a Mapbox token the CMS adds Mapbox to connect-src and img-src.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com",
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');
