// @vitest-environment node
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../examples/app.ts';
import { seededDatabase } from '../support/seeded-database.ts';
import { IMAGE_WIDTHS, imageSources, resizedImage } from '../../src/core/images.ts';

/** Issue 24: odd image sizes cannot make the server render (and keep) a new picture per request. */
function imageShop() {
  const imageCacheDir = mkdtempSync(join(tmpdir(), 'vk-images-'));
  const db = seededDatabase({ articles: 300 });
  const app = createApp({ db, imageCacheDir });
  const ids = (db.prepare('SELECT artikelId FROM articles ORDER BY artikelId').all() as { artikelId: number }[]).map((r) => r.artikelId);
  return { app, ids, files: () => readdirSync(imageCacheDir).filter((f) => !f.endsWith('.part')) };
}

const size = async (res: Response): Promise<string> => {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return `${meta.width}x${meta.height}`;
};

describe('image sizes', () => {
  it('rounds an odd width up to the next width of the set, caps dpr at 2 and ignores a height of its own', async () => {
    const { app, files } = imageShop();
    const odd = await app.request('/images/artikel/1001/1.jpg?width=301&height=6600&dpr=4');
    expect(odd.status).toBe(200);
    expect(await size(odd)).toBe('1200x1600');
    const huge = await app.request('/images/artikel/1001/1.jpg?width=4800&dpr=3');
    expect(await size(huge)).toBe('2400x3200');
    expect(files()).toHaveLength(2);
  });

  it('renders each variant once, to disk: odd sizes of one set width share one file', async () => {
    const { app, files } = imageShop();
    for (const width of [250, 251, 255, 299, 300]) {
      expect((await app.request(`/images/artikel/1001/1.webp?width=${width}&height=${width + 7}`)).status).toBe(200);
    }
    expect(files()).toHaveLength(1);
    // a second app on the same folder (a restart) renders nothing new
    expect(files()[0]).toMatch(/^artikel_1001_1_300x400\.webp-/);
  });

  it('answers a client that asks for too many new renders with 429 and Retry-After', async () => {
    const { app, ids } = imageShop();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    // the probe: every article's first image in every size, far more new renders than a page needs
    for (const id of ids) {
      if (retryAfter) break;
      for (const width of IMAGE_WIDTHS) {
        const res = await app.request(`/images/artikel/${id}/1.jpg?width=${width}`);
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get('retry-after');
      }
    }
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(120);
  }, 60_000);

  it('the elements ask only for widths of the set', () => {
    const url = '/images/artikel/1001/1.webp?width=600&height=800';
    expect(resizedImage(url, 96)).toContain('width=96&height=128');
    expect(resizedImage(url, 120)).toContain('width=300&height=400');
    for (const src of imageSources(url).webpSrcSet.split(', ')) expect(src).toMatch(/width=(96|300|600|1200)&/);
  });
});
