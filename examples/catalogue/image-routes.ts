import { Hono, type Context } from 'hono';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { BANNER_WIDTHS, imageSetWidth } from '../../src/core/images.ts';
import type { AppEnv } from '../platform/context.ts';
import { isLimited, recordHit, tooManyRequests, type RateLimit } from '../platform/rate-limit.ts';
import { clientIp } from '../platform/request-origin.ts';
import { answerWithEtag } from '../platform/static.ts';
import { regionTree } from './region-tree.ts';
import { labelSvg, type LabelData } from './label-svg.ts';

/** GET /images/artikel/{artikelId}/{n}.{webp|jpg}?width=&height=&dpr= — generated label images. */
export const imageRoutes = new Hono<AppEnv>();

/**
 * Each variant is rendered once and kept on disk; only the sizes of the elements' srcsets exist
 * (IMAGE_WIDTHS / BANNER_WIDTHS × dpr 1|2), so an attacker's odd sizes cannot multiply renders.
 */
const MAX_DPR = 2;
/** New renders (not yet on disk) per client: a visitor's pages need a few dozen, a probe thousands. */
export const IMAGE_RENDERS_PER_IP: RateLimit = { name: 'image-render', max: 120, windowMs: 60 * 1000 };
/** libvips keeps its own operation cache (memory grows with every odd size); the disk cache replaces it. */
sharp.cache(false);
sharp.concurrency(1);

/** Renders in flight by key, so that concurrent requests for one new variant render it once. */
const inFlight = new Map<string, Promise<Buffer>>();
/** One render at a time per shop (its database): memory stays flat however many clients ask at once. */
const renderQueues = new WeakMap<object, { tail: Promise<unknown> }>();

function enqueueRender<T>(db: object, job: () => Promise<T>): Promise<T> {
  const queue = renderQueues.get(db) ?? { tail: Promise.resolve() };
  renderQueues.set(db, queue);
  const run = queue.tail.then(job);
  queue.tail = run.catch(() => undefined);
  return run;
}

function dprOf(value: string | undefined): 1 | 2 {
  const n = Number(value);
  return Number.isFinite(n) && n > 1 ? MAX_DPR : 1;
}

function clamp(value: string | undefined, min: number, max: number, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.min(max, Math.max(min, n)) : fallback;
}

const BANNER_SET: readonly number[] = BANNER_WIDTHS;

const BANNERS = [
  { sky: '#f4d7a8', hill: '#6f8f3c', far: '#a7b86a', lake: '#7fb2c9' },
  { sky: '#e9c4c9', hill: '#7a1f35', far: '#b0606f', lake: '#d9a9b0' },
  { sky: '#cfe1ea', hill: '#3d6b4f', far: '#8fb39a', lake: '#5d8fa8' },
];

/** A landscape of terraces and a lake: the big slider's pictures, drawn like the labels. */
function bannerSvg(n: number): string {
  const b = BANNERS[(n - 1) % BANNERS.length]!;
  const rows = Array.from(
    { length: 9 },
    (_, i) => `<path d="M0 ${330 + i * 30} Q 800 ${250 + i * 34} 1600 ${300 + i * 30}" stroke="#00000022" stroke-width="4" fill="none"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
    <rect width="1600" height="600" fill="${b.sky}"/><circle cx="1300" cy="130" r="70" fill="#fff7d6"/>
    <path d="M0 300 Q 400 160 900 260 T 1600 220 V 600 H 0 Z" fill="${b.far}"/>
    <path d="M0 520 Q 500 420 1600 500 V 600 H 0 Z" fill="${b.lake}"/>
    <path d="M0 340 Q 600 230 1600 330 V 480 Q 800 420 0 500 Z" fill="${b.hill}"/>${rows}</svg>`;
}

interface Variant {
  key: string;
  svg: () => string;
  width: number;
  height: number;
  format: 'webp' | 'jpg';
  base: [number, number];
}

function draw(svg: string, { width, height, format, base }: Variant): Promise<Buffer> {
  const pipeline = sharp(Buffer.from(svg), { density: Math.max(1, 72 * Math.max(width / base[0], height / base[1])) }).resize(
    width,
    height,
    { fit: 'cover' },
  );
  return (format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })).toBuffer();
}

/** The variant from disk, or rendered (counted against the client's render budget) and written there. */
async function variantImage(c: Context<AppEnv>, variant: Variant): Promise<Buffer> {
  const svg = variant.svg();
  // the drawing's hash in the name: another database's article under the same id gets its own file
  const hash = createHash('sha1').update(svg).digest('hex').slice(0, 12);
  const file = join(c.get('imageCacheDir'), `${variant.key.replaceAll('/', '_')}-${hash}`);
  try {
    return await readFile(file);
  } catch {
    // not rendered yet
  }
  let image = inFlight.get(file);
  if (!image) {
    const db = c.get('db');
    const now = c.get('now')();
    const ip = clientIp(c);
    if (isLimited(db, IMAGE_RENDERS_PER_IP, ip, now)) tooManyRequests(IMAGE_RENDERS_PER_IP);
    recordHit(db, IMAGE_RENDERS_PER_IP, ip, now);
    const rendered = enqueueRender(db, () => draw(svg, variant));
    image = rendered.then(async (buffer) => {
      await mkdir(dirname(file), { recursive: true });
      // written under a temporary name first: a reader never sees half a file
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, buffer);
      await rename(partial, file);
      return buffer;
    });
    inFlight.set(file, image);
    void image.finally(() => inFlight.delete(file)).catch(() => undefined);
  }
  return image;
}

const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
const contentType = (format: 'webp' | 'jpg'): string => (format === 'webp' ? 'image/webp' : 'image/jpeg');

imageRoutes.get('/banner/:file', async (c) => {
  const match = /^([1-3])\.(webp|jpg)$/.exec(c.req.param('file'));
  if (!match) return c.notFound();
  const format = match[2] as 'webp' | 'jpg';
  const dpr = dprOf(c.req.query('dpr'));
  const cssWidth = imageSetWidth(clamp(c.req.query('width'), 1, 2000, 1600), BANNER_SET);
  const width = cssWidth * dpr;
  // the height follows the width (the banners' 1600 × 600 or the carousel's 1200 × 450): 8:3
  const height = Math.round(width * 0.375);
  const key = `banner/${match[1]}/${width}x${height}.${format}`;
  const headers = { 'Content-Type': contentType(format), 'Cache-Control': CACHE_CONTROL, ETag: `"${key}"` };
  return answerWithEtag(
    c,
    headers,
    async () =>
      new Uint8Array(await variantImage(c, { key, svg: () => bannerSvg(Number(match[1])), width, height, format, base: [1600, 600] })),
  );
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
    .prepare(
      `SELECT a.bezeichnung, p.name AS produzent, a.jahrgang, a.eGruppe, a.inhaltInCl, a.imageCount, a.landRegionId
      FROM articles a LEFT JOIN producers p ON p.id = a.produzentId WHERE a.artikelId = ?`,
    )
    .get(artikelId) as ImageRow | undefined;
  if (!row || n > row.imageCount) return c.notFound();

  const dpr = dprOf(c.req.query('dpr'));
  const width = imageSetWidth(clamp(c.req.query('width'), 1, 1200, 600)) * dpr;
  // labels are portrait 3:4 (image-urls.ts); a height of its own would be one more variant to render
  const height = Math.round((width * 4) / 3);
  const key = `artikel/${artikelId}/${n}/${width}x${height}.${format}`;
  const headers = { 'Content-Type': contentType(format), 'Cache-Control': CACHE_CONTROL, ETag: `"${key}-${row.bezeichnung.length}"` };
  return answerWithEtag(c, headers, async () => {
    const region = row.landRegionId == null ? null : (regionTree(db).byId.get(row.landRegionId)?.name ?? null);
    return new Uint8Array(
      await variantImage(c, { key, svg: () => labelSvg({ ...row, region }, n), width, height, format, base: [600, 800] }),
    );
  });
});
