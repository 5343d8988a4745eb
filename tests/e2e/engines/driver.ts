import { SCREENSHOTS_WANTED } from '../support/screenshots-wanted.ts';
import { pageExpression, type PageQuery, type PageRegExp } from './in-page.ts';

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** Screenshots stop here: a person looks through them, and a 16 000 px phone page is no picture. */
export const SCREENSHOT_MAX_HEIGHT = 2400;

export interface Viewport {
  width: number;
  height: number;
}

/** What a journey points at, written as a user would name it. */
export type Target =
  { role: string; name?: string | RegExp; within?: Target } | { css: string; within?: Target } | { text: string | RegExp; within?: Target };

/**
 * The engine-neutral browser a journey drives: one page of one visitor. Each engine implements the
 * primitives; everything built on them (finding by role, waiting) is shared below, so a journey is
 * written once and behaves the same in Chromium, Firefox and WebKit.
 */
export interface EngineDriver {
  readonly engine: EngineName;
  /** Errors the page threw or logged; engines whose protocol cannot report them leave it empty. */
  readonly errors: string[];
  /** A fresh visitor: no cookies, no storage, the given viewport. */
  newVisitor(viewport: Viewport): Promise<void>;
  setViewport(viewport: Viewport): Promise<void>;
  /** Loads a path of the shop (or an absolute URL) and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Evaluates an expression (see pageExpression) in the page and returns its awaited, JSON-able value. */
  run(expression: string): Promise<unknown>;
  /** A native click (real pointer events) on the element the expression returns. */
  clickElement(expression: string): Promise<void>;
  /** Replaces a field's text by typing it into the element the expression returns, as a user does. */
  fillElement(expression: string, value: string): Promise<void>;
  /** One key (`Enter`, `Tab`, `Escape`, `Shift+Tab`, `ArrowRight`, …) to the focused element. */
  press(key: string): Promise<void>;
  /**
   * A PNG of the page from its top, at most SCREENSHOT_MAX_HEIGHT tall (WebKit: always the viewport);
   * `viewport` takes only what is on screen (an open dialog is fixed to it).
   */
  screenshot(path: string, viewport?: boolean): Promise<void>;
  close(): Promise<void>;
}

function pageRegExp(value: string | RegExp): string | PageRegExp {
  return typeof value === 'string' ? value : { source: value.source, flags: value.flags };
}

/** The query as it crosses into the page (regular expressions are not serialisable). */
export function toPageQuery(target: Target): PageQuery {
  const within = target.within ? toPageQuery(target.within) : undefined;
  if ('css' in target) return { css: target.css, within };
  if ('text' in target) return { text: pageRegExp(target.text), within };
  return { role: target.role, name: target.name === undefined ? undefined : pageRegExp(target.name), within };
}

// Generous: seven engineers share two cores, and WebKit mounts a big island in seconds then.
const WAIT_MS = 30_000;

/** The interval of every poll loop here: each asks again whether its condition holds, until its own deadline. */
export const POLL_MS = 50;

/** Waits one poll interval before a poll loop asks again (never a wait for time alone: the loop has a condition). */
export function nextPoll(ms = POLL_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls a condition in the page until it holds (like Playwright's waitForFunction). Polling is
 * the engine-neutral way to wait for the DOM: classic WebDriver has no events to wait on.
 */
export async function waitUntil<A, R>(
  driver: EngineDriver,
  fn: (arg: A) => R | Promise<R>,
  arg: A,
  what: string,
  timeout = WAIT_MS,
): Promise<R> {
  const end = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = (await driver.run(pageExpression(fn, arg))) as R;
      if (value) return value;
      last = value;
    } catch (error) {
      // A navigation replaced the document while the script ran: ask the new one.
      last = error;
    }
    if (Date.now() > end) throw new Error(`${driver.engine}: timed out after ${timeout} ms waiting for ${what} (last: ${String(last)})`);
    await nextPoll();
  }
}

function describeTarget(target: Target): string {
  const self =
    'css' in target
      ? target.css
      : 'text' in target
        ? `text ${String(target.text)}`
        : `${target.role} ${target.name === undefined ? '' : String(target.name)}`;
  return target.within ? `${self} in ${describeTarget(target.within)}` : self;
}

/** The journey-facing helpers on top of a driver: find, click, fill, wait. */
export class Browser {
  readonly driver: EngineDriver;

  constructor(driver: EngineDriver) {
    this.driver = driver;
  }

  get engine(): EngineName {
    return this.driver.engine;
  }

  async waitFor(target: Target): Promise<void> {
    await waitUntil(this.driver, (query) => vkFind(query) !== null, toPageQuery(target), describeTarget(target));
  }

  async waitForGone(target: Target): Promise<void> {
    await waitUntil(this.driver, (query) => vkFind(query) === null, toPageQuery(target), `${describeTarget(target)} to disappear`);
  }

  async count(target: Target): Promise<number> {
    return this.evaluate((query) => (vkFind(query) ? 1 : 0), toPageQuery(target));
  }

  /**
   * Finds the element afresh and acts on it. An island that mounts replaces the server's markup, so
   * an element found a moment before can be gone: then it is looked up once more.
   */
  private async act(target: Target, action: (expression: string) => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      await this.waitFor(target);
      // Not while it moves (a dialog sliding in): the pointer would land where it was a moment ago.
      await waitUntil(
        this.driver,
        (query) => {
          const box = JSON.stringify(vkFind(query)?.getBoundingClientRect());
          const store = window as unknown as { vkTargetBox?: string };
          const still = store.vkTargetBox === box;
          store.vkTargetBox = box;
          return still;
        },
        toPageQuery(target),
        `${describeTarget(target)} to stand still`,
      );
      try {
        await action(pageExpression((query) => vkFind(query), toPageQuery(target)));
        return;
      } catch (error) {
        // WebKit also refuses a click on an element that stood still for two polls but whose centre the page's next
        // frame had not yet uncovered (the phone menu's level list as its dialog finished sliding in; a clean-clone
        // run). Looked up again and tried again, at most 3 times: something that stays over it still fails.
        if (attempt >= 3 || !/detached|not attached|stale|no element|not interactable/i.test(String(error))) throw error;
      }
    }
  }

  click(target: Target): Promise<void> {
    return this.act(target, (expression) => this.driver.clickElement(expression));
  }

  fill(target: Target, value: string): Promise<void> {
    return this.act(target, (expression) => this.driver.fillElement(expression, value));
  }

  /** Loads a page and waits until the shop's elements in view are defined (their islands mounted). */
  async goto(path: string): Promise<void> {
    await this.driver.goto(path);
    await this.settled();
  }

  /**
   * Until the shop's elements in view are defined and React has put its tree in them: before that a
   * click can hit the CMS's early markup (the phone menu's <details>) that the island then replaces.
   */
  async settled(): Promise<void> {
    await waitUntil(
      this.driver,
      () =>
        document.readyState === 'complete' &&
        [...document.querySelectorAll('*')].every((el) => {
          if (!el.localName.startsWith('shop-')) return true;
          const rect = el.getBoundingClientRect();
          if (rect.bottom < 0 || rect.top > innerHeight || rect.height === 0) return true;
          if (!customElements.get(el.localName)) return false;
          // A server render may open with a hoistable <link> (an image preload) that React leaves without a fiber.
          const first = [...el.children].find((child) => child.localName !== 'link');
          return !first || Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
        }),
      null,
      'the elements in view to be mounted',
    );
  }

  async press(key: string): Promise<void> {
    await this.driver.press(key);
  }

  /** Runs a self-contained function in the page (see pageExpression) and returns its result. */
  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return (await this.driver.run(pageExpression(fn, arg))) as R;
  }

  until<A, R>(fn: (arg: A) => R | Promise<R>, arg: A, what: string, timeout?: number): Promise<R> {
    return waitUntil(this.driver, fn, arg, what, timeout);
  }

  async waitForUrl(pattern: RegExp): Promise<void> {
    await waitUntil(
      this.driver,
      (p) => new RegExp(p.source, p.flags).test(location.pathname + location.search) && document.readyState !== 'loading',
      { source: pattern.source, flags: pattern.flags },
      `URL ${String(pattern)}`,
    );
  }

  /** Whether the element found is checked / its value (form controls). */
  async value(target: Target): Promise<string | boolean | null> {
    await this.waitFor(target);
    return this.evaluate((query) => {
      const el = vkFind(query);
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked;
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return el.value;
      return el?.getAttribute('aria-checked') ?? el?.getAttribute('aria-pressed') ?? null;
    }, toPageQuery(target));
  }

  /** Text of the element found (whitespace collapsed). */
  async text(target: Target): Promise<string> {
    await this.waitFor(target);
    return this.evaluate((query) => (vkFind(query)?.textContent ?? '').replace(/\s+/g, ' ').trim(), toPageQuery(target));
  }

  /** For a person to look at: skipped with `SCREENSHOTS=off` (support/demo-shop.ts SCREENSHOTS_WANTED). */
  async screenshot(path: string, viewport = false): Promise<void> {
    if (SCREENSHOTS_WANTED) await this.driver.screenshot(path, viewport);
  }
}
