import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';
import { hydrated, requestsSettled } from './support/hydration.ts';

/**
 * Issue 13 (media): the home page's slider, and maps and videos that reach nobody before the shopper
 * agrees — then the offline map draws from the shop's own origin only.
 */
const demo = withDemoShop();

/** Every request the page makes, to judge where they go. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
const keenSliderChunks = (urls: string[]) => urls.filter((url) => url.includes('keen-slider'));

/** A mouse drag across the element, as a swipe: leftwards goes on to the next slide. */
async function swipe(page: Page, target: Locator, distance: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x + (distance * step) / 10, y);
  await page.mouse.up();
}

/** Whether the slide sits in the viewport of the slider (not merely marked current). */
async function slideInView(slider: Locator, index: number): Promise<boolean> {
  const [viewport, slide] = await Promise.all([
    slider.locator('.vk-big-slider__viewport').boundingBox(),
    slider.locator('.vk-big-slider__slide').nth(index).boundingBox(),
  ]);
  return Math.abs(viewport!.x - slide!.x) < 1;
}

const offOrigin = (urls: string[]) =>
  urls.filter((url) => !url.startsWith(demo.shop.url) && !url.startsWith('data:') && !url.startsWith('blob:'));

describe('media journeys', () => {
  for (const [width, viewport] of [
    ['1440', DESKTOP],
    ['375', PHONE],
  ] as const) {
    it(`home at ${width} px: the slider turns every 5 s without keen-slider, which loads on the first swipe; it stops on its pause button, and no video host is asked before consent`, async () => {
      const { context, page, errors } = await newVisitor(demo.browser, viewport);
      const requests = recordRequests(page);
      await page.clock.install();
      await page.goto(demo.shop.url);
      const slider = page.getByRole('region', { name: 'Hervorgehoben' });
      const track = slider.locator('.vk-big-slider__track');
      const dot = (n: number) => slider.getByRole('button', { name: `Folie ${n} anzeigen` });
      await dot(1).waitFor();
      // Hydrated and its requests answered. Not hydrated(): its idle callback would wait on the page's installed clock.
      await page.locator('[prerendered]').first().waitFor({ state: 'detached' });
      await requestsSettled(page);
      await expect.poll(() => dot(1).getAttribute('aria-current')).toBe('true');
      // The first slide is the LCP: loaded at once and with high priority.
      expect(await slider.locator('img').first().getAttribute('fetchpriority')).toBe('high');

      // Autoplay turns by CSS: the second slide is in view after 6 s, and keen-slider is still not fetched.
      await page.mouse.move(0, 0);
      await page.clock.runFor(6000);
      await expect.poll(() => dot(2).getAttribute('aria-current')).toBe('true');
      await expect.poll(() => slideInView(slider, 1)).toBe(true);
      expect(keenSliderChunks(requests), 'keen-slider before a swipe').toEqual([]);

      await slider.getByRole('button', { name: 'Automatischen Wechsel anhalten' }).click();
      await page.mouse.move(0, 0);
      await page.keyboard.press('Tab'); // focus moves on: only the button's choice keeps it still
      await page.clock.runFor(15_000);
      expect(await dot(2).getAttribute('aria-current')).toBe('true');
      expect(await slider.getByRole('button', { name: 'Automatischen Wechsel starten' }).count()).toBe(1);
      expect(keenSliderChunks(requests), 'keen-slider after the buttons').toEqual([]);

      // The first swipe fetches keen-slider and turns the slider; the next one is keen-slider's own drag.
      await swipe(page, track, -150);
      await expect.poll(() => keenSliderChunks(requests).length).toBe(1);
      await expect.poll(() => dot(3).getAttribute('aria-current')).toBe('true');
      await expect.poll(() => slideInView(slider, 2)).toBe(true);
      await expect.poll(() => slider.locator('.vk-big-slider__slide').first().getAttribute('style')).toContain('translate3d'); // keen-slider's
      await swipe(page, track, -150);
      await expect.poll(() => dot(4).getAttribute('aria-current')).toBe('true');
      await expect.poll(() => slider.getByRole('button', { name: 'Video laden' }).isVisible()).toBe(true);
      await expect.poll(() => slideInView(slider, 3)).toBe(true);
      await page.clock.runFor(1000);
      await screenshot(page, `media-home-${width}`);
      expect(offOrigin(requests), 'requests leaving the shop before consent').toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('contact page: the map waits for consent, then draws offline with no request off the origin; the consent holds for the visit', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    const requests = recordRequests(page);
    await page.goto(`${demo.shop.url}/kontakt`);
    const map = page.getByRole('region', { name: 'Karte: Vinothek Cully' });
    await map.getByRole('button', { name: 'Karte laden' }).waitFor();
    await hydrated(page);
    expect(
      requests.filter((url) => /maplibre|\/map\//.test(url)),
      'nothing of the map before consent',
    ).toEqual([]);

    const outline = page.waitForResponse((response) => response.url().endsWith('/map/schweiz.geojson'));
    await map.getByRole('button', { name: 'Karte laden' }).click();
    await map.getByRole('button', { name: 'Standort Vinothek Cully' }).waitFor({ timeout: 30_000 });
    expect((await outline).ok()).toBe(true);
    // Keyboard users continue on the map they asked for.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('CANVAS');
    // Keyboard pan: the arrow keys move the map, and the marker with it.
    const markerAt = () => map.locator('.vk-map__overlay').evaluate((overlay) => (overlay as HTMLElement).style.transform);
    const before = await markerAt();
    await page.keyboard.press('ArrowRight');
    await expect.poll(markerAt).not.toBe(before);
    expect(offOrigin(requests), 'requests leaving the shop').toEqual([]);
    await screenshot(page, 'media-kontakt-map-1440');
    expect(await axeViolations(page)).toEqual([]);

    // The same visit: another page's map loads without asking again.
    await page.goto(`${demo.shop.url}/regionen/waadt`);
    await page.getByRole('button', { name: 'Standort Waadt' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Karte laden' }).count()).toBe(0);
    expect(offOrigin(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the image carousel on a content page fetches keen-slider only when used, and opens its lightbox', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, PHONE);
    const requests = recordRequests(page);
    await page.goto(`${demo.shop.url}/ueber-uns`);
    const carousel = page.getByRole('region', { name: 'Bilder unserer Rebberge' });
    await carousel.waitFor();
    await hydrated(page);
    expect(keenSliderChunks(requests), 'keen-slider before the carousel is touched').toEqual([]);
    await carousel.getByRole('button', { name: 'Bild 1 von 3 vergrössern' }).click();
    await page.locator('.pswp').waitFor({ state: 'visible' });
    expect(keenSliderChunks(requests)).toHaveLength(1);
    // photoswipe ignores Escape during its opening animation: press until it closes
    await expect
      .poll(
        async () => {
          await page.keyboard.press('Escape');
          return page.locator('.pswp').count();
        },
        { timeout: 5000 },
      )
      .toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bild 1 von 3 vergrössern');
    await screenshot(page, 'media-ueber-uns-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
