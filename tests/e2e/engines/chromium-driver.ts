import type { Browser, BrowserContext, ElementHandle, Page } from 'playwright-core';
import { connectBrowser } from '../support/browser.ts';
import { SCREENSHOT_MAX_HEIGHT, type EngineDriver, type Viewport } from './driver.ts';

/** Chromium through playwright-core (DevTools protocol). */
export class ChromiumDriver implements EngineDriver {
  readonly engine = 'chromium';
  readonly errors: string[] = [];
  private context: BrowserContext | undefined;
  private page: Page | undefined;

  private readonly browser: Browser;
  private readonly baseUrl: string;

  private constructor(browser: Browser, baseUrl: string) {
    this.browser = browser;
    this.baseUrl = baseUrl;
  }

  /** On the run's one Chromium (tests/e2e/global-setup.ts); close() only disconnects. */
  static async launch(baseUrl: string): Promise<ChromiumDriver> {
    return new ChromiumDriver(await connectBrowser(), baseUrl);
  }

  private get current(): Page {
    if (!this.page) throw new Error('chromium: newVisitor() first');
    return this.page;
  }

  /** The Playwright page behind it, for the checks only Chromium runs (axe, console warnings, no-JavaScript). */
  get playwrightPage(): Page {
    return this.current;
  }

  async newVisitor(viewport: Viewport): Promise<void> {
    await this.context?.close();
    this.errors.length = 0;
    this.context = await this.browser.newContext({ viewport, locale: 'de-CH' });
    const page = await this.context.newPage();
    page.on('pageerror', (error) => this.errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) this.errors.push(message.text());
    });
    this.page = page;
  }

  async setViewport(viewport: Viewport): Promise<void> {
    await this.current.setViewportSize(viewport);
  }

  async goto(path: string): Promise<void> {
    await this.current.goto(new URL(path, this.baseUrl).href);
  }

  run(expression: string): Promise<unknown> {
    return this.current.evaluate(expression);
  }

  private async element(expression: string): Promise<ElementHandle<Element>> {
    const element = (await this.current.evaluateHandle(expression)).asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error(`chromium: no element for ${expression.slice(-120)}`);
    return element;
  }

  async clickElement(expression: string): Promise<void> {
    await (await this.element(expression)).click();
  }

  async fillElement(expression: string, value: string): Promise<void> {
    await (await this.element(expression)).fill(value);
  }

  async press(key: string): Promise<void> {
    await this.current.keyboard.press(key);
  }

  async screenshot(path: string, viewport = false): Promise<void> {
    if (viewport) {
      await this.current.screenshot({ path });
      return;
    }
    const size = (await this.current.evaluate('[innerWidth, document.documentElement.scrollHeight]')) as [number, number];
    await this.current.screenshot({
      path,
      fullPage: true,
      clip: { x: 0, y: 0, width: size[0], height: Math.min(size[1], SCREENSHOT_MAX_HEIGHT) },
    });
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
