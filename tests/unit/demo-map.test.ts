// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../support/demo-session.ts';

/** The demo's offline map (ARCHITECTURE.md §3): everything the style names comes from the shop itself. */
describe('the demo map style and geodata', () => {
  const app = createDemoApp({ articles: 20 });

  it('names only the shop origin, and needs no glyphs or sprites (no text layers)', async () => {
    const response = await app.request('http://shop.test/map/style.json');
    expect(response.status).toBe(200);
    const style = (await response.json()) as {
      sources: Record<string, { data: string }>;
      layers: { type: string }[];
      glyphs?: string;
      sprite?: string;
    };
    const urls = JSON.stringify(style).match(/https?:\/\/[^"]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith('http://shop.test/'))).toBe(true);
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });

  // Around Switzerland (the lakes reach a little into Italy), not the Swiss grid's metres (2 600 000 / 1 200 000).
  it('serves Switzerland, its lakes and canton borders in WGS84 longitude/latitude', async () => {
    const response = await app.request('http://shop.test/map/schweiz.geojson');
    const geojson = (await response.json()) as { features: { properties: { kind: string }; geometry: { coordinates: unknown } }[] };
    expect(new Set(geojson.features.map((f) => f.properties.kind))).toEqual(new Set(['country', 'lake', 'canton-border']));
    const numbers = JSON.stringify(geojson.features.map((f) => f.geometry.coordinates))
      .match(/-?\d+(\.\d+)?/g)!
      .map(Number);
    const longitudes = numbers.filter((_, index) => index % 2 === 0);
    const latitudes = numbers.filter((_, index) => index % 2 === 1);
    expect(Math.min(...longitudes)).toBeGreaterThan(5.8);
    expect(Math.max(...longitudes)).toBeLessThan(10.7);
    expect(Math.min(...latitudes)).toBeGreaterThan(45.5);
    expect(Math.max(...latitudes)).toBeLessThan(48);
  });
});
