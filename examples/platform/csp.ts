/**
 * The Content-Security-Policy of every demo page: what the elements need, nothing more, to show CMS
 * teams that the library runs under a strict policy (README "Security").
 * - scripts only from the shop's origin: no inline script (the `#shop-config` JSON block is data, not script), no eval;
 * - styles only from the shop's origin; React and the sliders set styles through the DOM (CSSOM), which a policy does not block;
 * - images from the shop, `data:`/`blob:` (the map draws its sprites so) and the video providers' thumbnails;
 * - frames only the video players, loaded after the shopper's consent;
 * - the map engine's workers start from `blob:`; with a Mapbox token the CMS adds Mapbox to connect-src and img-src.
 */
export const CSP_REPORT_PATH = '/__csp-report';
const CSP_REPORT_GROUP = 'csp';

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
  // violations are reported to the demo, which logs them (csp-report.ts): report-to for Chromium, report-uri for the others
  `report-to ${CSP_REPORT_GROUP}`,
  `report-uri ${CSP_REPORT_PATH}`,
].join('; ');

/** Names the report-to group of the policy (sent as the Reporting-Endpoints header). */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/**
 * Browser features no shop page uses are switched off, for the page and every frame in it; the video
 * players (frame-src) keep what their `allow` attribute asks for (VideoSlide.tsx). Only features Chromium
 * knows: an unknown one ('bluetooth') logs a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
  'display-capture=()',
  'autoplay=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'picture-in-picture=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
].join(', ');
