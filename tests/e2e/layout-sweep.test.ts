import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINES, type Browser, type EngineName, type Viewport } from './engines/driver.ts';
import { withEngines } from './engines/engines.ts';
import type { LayoutFinding } from './engines/in-page.ts';
import { KNOWN_DEFECTS } from './sweep/known-defects.ts';
import { CUSTOMER_PAGES, GUEST_PAGES, type SweepPage } from './sweep/pages.ts';

/**
 * The layout sweep (issue 21, DESIGN §7): every demo page, logged out and in, at the widths people use,
 * measured in the page by one shared script (engines/in-page.ts layoutFindings). Screenshots at 375 and
 * 1440 px go to screenshots/sweep/<engine>/ for a person to look through.
 */
const engines = withEngines();

const VIEWPORTS: Record<number, Viewport> = {
  320: { width: 320, height: 640 },
  375: { width: 375, height: 812 },
  768: { width: 768, height: 1024 },
  1024: { width: 1024, height: 768 },
  1280: { width: 1280, height: 800 },
  1440: { width: 1440, height: 900 },
  1920: { width: 1920, height: 1080 },
};
const WIDTHS: Record<EngineName, readonly number[]> = {
  chromium: [320, 375, 768, 1024, 1280, 1440, 1920],
  firefox: [375, 1440],
  webkit: [375, 1440],
};
const SHOT_WIDTHS = [375, 1440];

async function login(browser: Browser): Promise<void> {
  await browser.goto('/account/login?returnUrl=/');
  await browser.fill({ role: 'textbox', name: 'E-Mail' }, 'demo@vinothek.ch');
  await browser.fill({ css: 'input[type=password]' }, 'demo1234');
  await browser.click({ role: 'button', name: 'Anmelden' });
  // The logout button is in the header from 40rem on and in the phone menu below: wait for the form itself.
  await browser.until(() => document.querySelector('form[action="/account/logout"]') !== null, null, 'logged in');
}

/** One article in the basket (the demo customer's basket lives on the server: an earlier engine filled it). */
async function fillBasket(browser: Browser): Promise<void> {
  await browser.goto('/shop/1001');
  const count = await browser.evaluate(() => document.querySelector('.vk-basket-badge')?.getAttribute('data-count'), null);
  if (count && count !== '0') return;
  await browser.click({ role: 'button', name: 'In den Warenkorb', within: { css: '.vk-detail__summary' } });
  await browser.waitFor({ text: 'Der Artikel wurde in den Warenkorb gelegt.' });
}

/** The page as it comes to rest without a user: islands mounted, sliders filled, images in view loaded, animations ended. */
async function atRest(browser: Browser): Promise<void> {
  await browser.until(
    () =>
      [...document.querySelectorAll('shop-article-slider')].every(
        (slider) => slider.querySelector('.vk-slider__item, .vk-slider__empty') !== null || slider.getBoundingClientRect().height === 0,
      ) &&
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    null,
    'sliders filled and animations ended',
  );
  // Images in view change the layout as they arrive; one that never loads (lazy, hidden in a slide) must not hold the sweep up.
  await browser
    .until(
      () =>
        [...document.images].every((image) => {
          const rect = image.getBoundingClientRect();
          return (
            image.complete || rect.bottom < 0 || rect.top > innerHeight || rect.right < 0 || rect.left > innerWidth || rect.width === 0
          );
        }),
      null,
      'images in view',
      5000,
    )
    .catch(() => undefined);
}

type Found = Map<string, LayoutFinding[]>;
const key = (page: string, width: number, check: string) => `${page} @ ${width} px: ${check}`;

async function sweep(engine: EngineName, pages: readonly SweepPage[], customer: boolean): Promise<Found> {
  const browser = await engines.browser(engine);
  const widths = WIDTHS[engine];
  const shots = join(process.cwd(), 'screenshots', 'sweep', engine);
  mkdirSync(shots, { recursive: true });
  await browser.driver.newVisitor(VIEWPORTS[widths[0] ?? 375] as Viewport);
  if (customer) await login(browser);
  await fillBasket(browser);
  const paths = new Map<string, string>();
  for (const page of pages) paths.set(page.name, typeof page.path === 'string' ? page.path : await page.path(browser));

  const found: Found = new Map();
  for (const width of widths) {
    await browser.driver.setViewport(VIEWPORTS[width] as Viewport);
    for (const page of pages) {
      await browser.goto(paths.get(page.name) ?? '/');
      await atRest(browser);
      if (page.open && !(await page.open(browser))) continue;
      const findings = await browser.evaluate(() => vkLayout(), null);
      for (const finding of findings) {
        const list = found.get(key(page.name, width, finding.check)) ?? [];
        list.push(finding);
        found.set(key(page.name, width, finding.check), list);
      }
      if (SHOT_WIDTHS.includes(width)) await browser.screenshot(join(shots, `${page.name}-${width}.png`), Boolean(page.open));
    }
  }
  return found;
}

/** Findings not on the known-defects list, and listed defects that are gone. */
function compare(engine: EngineName, pages: readonly SweepPage[], found: Found): { unexpected: string[]; fixed: string[] } {
  const listed = new Set<string>();
  for (const defect of KNOWN_DEFECTS) {
    if (!defect.engines.includes(engine) || !pages.some((page) => page.name === defect.page)) continue;
    for (const width of defect.widths) if (WIDTHS[engine].includes(width)) listed.add(key(defect.page, width, defect.check));
  }
  const unexpected = [...found]
    .filter(([name]) => !listed.has(name))
    .map(
      ([name, findings]) =>
        `${name} — ${findings
          .map((f) => f.detail)
          .slice(0, 3)
          .join('; ')}${findings.length > 3 ? ` (+${findings.length - 3})` : ''}`,
    );
  const fixed = [...listed]
    .filter((name) => !found.has(name))
    .map((name) => `${name} no longer occurs: remove it from tests/e2e/sweep/known-defects.ts`);
  return { unexpected, fixed };
}

describe.each(ENGINES)('layout sweep in %s', (engine) => {
  it.each([
    ['logged out', GUEST_PAGES, false],
    ['logged in', CUSTOMER_PAGES, true],
  ] as const)(
    'every page %s: no sideways scrolling, controls on screen and apart, dialogs fit, sliders per spec §2, one-row phone header',
    async (_, pages, customer) => {
      const found = await sweep(engine, pages, customer);
      expect(compare(engine, pages, found)).toEqual({ unexpected: [], fixed: [] });
    },
    300_000,
  );
});
