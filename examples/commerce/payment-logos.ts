import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';

/** Stand-in logos for the demo's payment methods (a real shop serves the providers' own artwork). */
const LOGOS: Readonly<Record<string, { text: string; background: string; color: string }>> = {
  rechnung: { text: 'Rechnung', background: '#f3efe9', color: '#4a3b2f' },
  twint: { text: 'TWINT', background: '#000000', color: '#ffffff' },
  kreditkarte: { text: 'VISA · MC', background: '#1a1f71', color: '#ffffff' },
  postfinance: { text: 'PostFinance', background: '#ffcc00', color: '#000000' },
  applepay: { text: 'Apple Pay', background: '#000000', color: '#ffffff' },
  googlepay: { text: 'G Pay', background: '#ffffff', color: '#3c4043' },
};

export const paymentLogoRoutes = new Hono<AppEnv>();

/** GET /images/zahlung/{name}.svg */
paymentLogoRoutes.get('/images/zahlung/:file', (c) => {
  const logo = LOGOS[c.req.param('file').replace(/\.svg$/, '')];
  if (!logo || !c.req.param('file').endsWith('.svg')) return c.notFound();
  const size = logo.text.length > 9 ? 15 : 18;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64" viewBox="0 0 96 64"><rect x="1" y="1" width="94" height="62" rx="8" fill="${logo.background}" stroke="#d0cbc6"/><text x="48" y="38" font-family="Arial, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${logo.color}">${logo.text}</text></svg>`;
  return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
});
