import { Hono } from 'hono';
import sharp from 'sharp';
import type { AppEnv } from '../platform/context.ts';
import { regionTree } from './region-tree.ts';
import { labelSvg, type LabelData } from './label-svg.ts';

/** GET /images/artikel/{artikelId}/{n}.{webp|jpg}?width=&height=&dpr= — generated label images. */
export const imageRoutes = new Hono<AppEnv>();

const MAX_CACHE_ENTRIES = 400;
/** Rendered images by key; a Map keeps insertion order, so the oldest entry goes first (LRU on hit). */
const cache = new Map<string, Promise<Buffer>>();

function clamp(value: string | undefined, min: number, max: number, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.min(max, Math.max(min, n)) : fallback;
}

/** Pixels are rounded to tens so that odd sizes cannot fill the cache with near-duplicates. */
const px = (x: number): number => Math.max(10, Math.round(x / 10) * 10);

const BANNERS = [
  { sky: '#f4d7a8', hill: '#6f8f3c', far: '#a7b86a', lake: '#7fb2c9' },
  { sky: '#e9c4c9', hill: '#7a1f35', far: '#b0606f', lake: '#d9a9b0' },
  { sky: '#cfe1ea', hill: '#3d6b4f', far: '#8fb39a', lake: '#5d8fa8' },
];

/** A landscape of terraces and a lake: the big slider's pictures, drawn like the labels. */
function bannerSvg(n: number): string {
  const b = BANNERS[(n - 1) % BANNERS.length]!;
  const rows = Array.from({ length: 9 }, (_, i) => `<path d="M0 ${330 + i * 30} Q 800 ${250 + i * 34} 1600 ${300 + i * 30}" stroke="#00000022" stroke-width="4" fill="none"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
    <rect width="1600" height="600" fill="${b.sky}"/><circle cx="1300" cy="130" r="70" fill="#fff7d6"/>
    <path d="M0 300 Q 400 160 900 260 T 1600 220 V 600 H 0 Z" fill="${b.far}"/>
    <path d="M0 520 Q 500 420 1600 500 V 600 H 0 Z" fill="${b.lake}"/>
    <path d="M0 340 Q 600 230 1600 330 V 480 Q 800 420 0 500 Z" fill="${b.hill}"/>${rows}</svg>`;
}

async function render(key: string, svg: string, width: number, height: number, format: 'webp' | 'jpg', base: [number, number]): Promise<Buffer> {
  let image = cache.get(key);
  if (image) {
    cache.delete(key);
  } else {
    const pipeline = sharp(Buffer.from(svg), { density: Math.max(1, 72 * Math.max(width / base[0], height / base[1])) }).resize(width, height, { fit: 'cover' });
    image = (format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })).toBuffer();
    image.catch(() => cache.delete(key));
    if (cache.size >= MAX_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, image);
  return image;
}

const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
const contentType = (format: 'webp' | 'jpg'): string => (format === 'webp' ? 'image/webp' : 'image/jpeg');

imageRoutes.get('/banner/:file', async (c) => {
  const match = /^([1-3])\.(webp|jpg)$/.exec(c.req.param('file'));
  if (!match) return c.notFound();
  const format = match[2] as 'webp' | 'jpg';
  const dpr = clamp(c.req.query('dpr'), 1, 3, 1);
  const width = px(clamp(c.req.query('width'), 200, 2000, 1600) * dpr);
  const height = px(clamp(c.req.query('height'), 80, 1000, (width / dpr) * 0.375) * dpr);
  const key = `banner/${match[1]}/${width}x${height}.${format}`;
  const etag = `"${key}"`;
  const headers = { 'Content-Type': contentType(format), 'Cache-Control': CACHE_CONTROL, ETag: etag };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  const image = await render(key, bannerSvg(Number(match[1])), width, height, format, [1600, 600]);
  return c.body(new Uint8Array(image), 200, headers);
});

interface ImageRow extends LabelData {
  imageCount: number;
  landRegionId: number | null;
}

imageRoutes.get('/artikel/:artikelId/:file', async (c) => {
  const match = /^([1-9]\d?)\.(webp|jpg)$/.exec(c.req.param('file'));
  const artikelId = Number(c.req.param('artikelId'));
  if (!match || !Number.isInteger(artikelId)) return c.notFound();
  const n = Number(match[1]);
  const format = match[2] as 'webp' | 'jpg';
  const db = c.get('db');
  const row = db
    .prepare(`SELECT a.bezeichnung, p.name AS produzent, a.jahrgang, a.eGruppe, a.inhaltInCl, a.imageCount, a.landRegionId
      FROM articles a LEFT JOIN producers p ON p.id = a.produzentId WHERE a.artikelId = ?`)
    .get(artikelId) as ImageRow | undefined;
  if (!row || n > row.imageCount) return c.notFound();

  const dpr = clamp(c.req.query('dpr'), 1, 3, 1);
  const width = px(clamp(c.req.query('width'), 40, 1600, 600) * dpr);
  const height = px(clamp(c.req.query('height'), 40, 2200, (width / dpr) * (4 / 3)) * dpr);
  const key = `${artikelId}/${n}/${width}x${height}.${format}`;
  const etag = `"${key}-${row.bezeichnung.length}"`;
  const headers = { 'Content-Type': contentType(format), 'Cache-Control': CACHE_CONTROL, ETag: etag };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  const region = row.landRegionId == null ? null : (regionTree(db).byId.get(row.landRegionId)?.name ?? null);
  const image = await render(key, labelSvg({ ...row, region }, n), width, height, format, [600, 800]);
  return c.body(new Uint8Array(image), 200, headers);
});
