import type { Browser, BrowserContext, ElementHandle, KeyInput, Page } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';
import { SCREENSHOT_MAX_HEIGHT, type EngineDriver, type Viewport } from './driver.ts';

/** Firefox ESR through puppeteer-core over WebDriver BiDi (puppeteer-core downloads no browser). */
export class FirefoxDriver implements EngineDriver {
  readonly engine = 'firefox';
  readonly errors: string[] = [];
  private context: BrowserContext | undefined;
  private page: Page | undefined;

  private readonly browser: Browser;
  private readonly baseUrl: string;

  private constructor(browser: Browser, baseUrl: string) {
    this.browser = browser;
    this.baseUrl = baseUrl;
  }

  static async launch(baseUrl: string, executablePath: string): Promise<FirefoxDriver> {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      // A closed network: no update, telemetry or remote-settings calls that would stall the run.
      extraPrefsFirefox: {
        'intl.accept_languages': 'de-CH, de',
        'app.update.enabled': false,
        'datareporting.policy.dataSubmissionEnabled': false,
        'network.dns.disablePrefetch': true,
      },
    });
    return new FirefoxDriver(browser, baseUrl);
  }

  private get current(): Page {
    if (!this.page) throw new Error('firefox: newVisitor() first');
    return this.page;
  }

  async newVisitor(viewport: Viewport): Promise<void> {
    await this.context?.close();
    this.errors.length = 0;
    this.context = await this.browser.createBrowserContext();
    const page = await this.context.newPage();
    page.on('pageerror', (error) => this.errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) this.errors.push(message.text());
    });
    await page.setViewport(viewport);
    this.page = page;
  }

  async setViewport(viewport: Viewport): Promise<void> {
    await this.current.setViewport(viewport);
  }

  async goto(path: string): Promise<void> {
    await this.current.goto(new URL(path, this.baseUrl).href, { waitUntil: 'load' });
  }

  run(expression: string): Promise<unknown> {
    return this.current.evaluate(expression);
  }

  private async element(expression: string): Promise<ElementHandle<Element>> {
    const element = (await this.current.evaluateHandle(expression)).asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error(`firefox: no element for ${expression.slice(-120)}`);
    return element;
  }

  async clickElement(expression: string): Promise<void> {
    const element = await this.element(expression);
    await element.scrollIntoView();
    await element.click();
  }

  async fillElement(expression: string, value: string): Promise<void> {
    const element = await this.element(expression);
    await element.scrollIntoView();
    await element.focus();
    // Select the old text so typing replaces it (as a user would with Ctrl+A).
    await element.evaluate((el) => (el as HTMLInputElement).select());
    if (value === '') await this.current.keyboard.press('Backspace');
    else await this.current.keyboard.type(value);
  }

  async press(key: string): Promise<void> {
    const keys = key.split('+') as KeyInput[];
    const last = keys.pop() as KeyInput;
    for (const modifier of keys) await this.current.keyboard.down(modifier);
    await this.current.keyboard.press(last);
    for (const modifier of keys.reverse()) await this.current.keyboard.up(modifier);
  }

  async screenshot(path: string, viewport = false): Promise<void> {
    if (viewport) {
      await this.current.screenshot({ path: path as `${string}.png` });
      return;
    }
    const size = (await this.current.evaluate('[document.documentElement.clientWidth, document.documentElement.scrollHeight]')) as [
      number,
      number,
    ];
    await this.current.screenshot({
      path: path as `${string}.png`,
      captureBeyondViewport: true,
      clip: { x: 0, y: 0, width: size[0], height: Math.min(size[1], SCREENSHOT_MAX_HEIGHT) },
    });
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
