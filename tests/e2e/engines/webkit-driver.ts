import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { nextPoll, type EngineDriver, type Viewport } from './driver.ts';
import { FRAME_PATH } from './frame-page.ts';

/** MiniBrowser does not make its window narrower than this: phone widths are shown in an iframe. */
export const WEBKIT_MIN_WIDTH = 447;
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** W3C WebDriver key codes for the keys journeys press. */
const KEYS: Record<string, string> = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  Shift: '\uE008',
  Control: '\uE009',
  Backspace: '\uE003',
  Space: ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Its own X server (Xvfb picks a free display and tells which), so no xvfb-run wrapper is needed. */
function startXvfb(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '2000x1400x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    child.stdio[3]?.once('data', (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, process: child }));
  });
}

interface Framed {
  width: number;
  height: number;
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver classic over HTTP), a small own client
 * over fetch. Classic WebDriver reports no console messages, so `errors` stays empty here.
 */
export class WebKitDriver implements EngineDriver {
  readonly engine = 'webkit';
  readonly errors: string[] = [];
  /** Set while a phone width is shown in the frame page. */
  private framed: Framed | null = null;
  /** Window height minus the page's inner height (MiniBrowser's toolbar). */
  private chrome = 38;

  private readonly endpoint: string;
  private readonly session: string;
  private readonly processes: ChildProcess[];
  private readonly baseUrl: string;

  private constructor(endpoint: string, session: string, processes: ChildProcess[], baseUrl: string) {
    this.endpoint = endpoint;
    this.session = session;
    this.processes = processes;
    this.baseUrl = baseUrl;
  }

  static async launch(baseUrl: string, paths: { driver: string; miniBrowser: string; xvfb: string }): Promise<WebKitDriver> {
    const x = await startXvfb(paths.xvfb);
    const port = await freePort();
    const driver = spawn(paths.driver, [`--port=${port}`], {
      stdio: process.env.VK_DEBUG ? 'inherit' : 'ignore',
      env: { ...process.env, DISPLAY: x.display },
    });
    const endpoint = `http://127.0.0.1:${port}`;
    const started = Date.now();
    for (;;) {
      const ready = await fetch(`${endpoint}/status`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() - started > 15_000) throw new Error(`WebKitWebDriver did not answer on ${endpoint}`);
      await nextPoll(100);
    }
    const res = await fetch(`${endpoint}/session`, {
      method: 'POST',
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: paths.miniBrowser, args: ['--automation'] } },
        },
      }),
    });
    const body = (await res.json()) as { value: { sessionId?: string; message?: string } };
    if (!body.value.sessionId) throw new Error(`WebKitWebDriver refused a session: ${body.value.message ?? res.status}`);
    return new WebKitDriver(endpoint, body.value.sessionId, [driver, x.process], baseUrl);
  }

  private async command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${this.endpoint}/session/${this.session}${path}`, {
      method,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    const answer = (await res.json()) as { value: unknown };
    if (!res.ok) {
      const error = answer.value as { error?: string; message?: string };
      throw new Error(`webkit ${method} ${path}: ${error.error ?? res.status} ${error.message ?? ''}`);
    }
    return answer.value;
  }

  async newVisitor(viewport: Viewport): Promise<void> {
    // One browser for the file: a new visitor is the same window with its cookies and storage gone.
    this.framed = null;
    await this.command('POST', '/url', { url: new URL('/robots.txt', this.baseUrl).href });
    await this.command('DELETE', '/cookie');
    await this.command('POST', '/execute/sync', { script: 'localStorage.clear(); sessionStorage.clear();', args: [] });
    await this.setViewport(viewport);
  }

  async setViewport(viewport: Viewport): Promise<void> {
    const framed = viewport.width < WEBKIT_MIN_WIDTH;
    const width = framed ? WEBKIT_MIN_WIDTH + 20 : viewport.width;
    await this.command('POST', '/frame', { id: null });
    await this.command('POST', '/window/rect', { width, height: viewport.height + this.chrome });
    const inner = (await this.command('POST', '/execute/sync', { script: 'return innerHeight', args: [] })) as number;
    if (inner !== viewport.height) {
      this.chrome += viewport.height - inner;
      await this.command('POST', '/window/rect', { width, height: viewport.height + this.chrome });
    }
    const wasFramed = this.framed;
    this.framed = framed ? viewport : null;
    // The current page is shown again at the new size (in or out of the frame).
    if (wasFramed || framed) {
      const href = (await this.command('POST', '/execute/sync', { script: 'return location.href', args: [] })) as string;
      const src = href.includes(FRAME_PATH) ? (new URL(href).searchParams.get('src') ?? '/') : href;
      if (src.startsWith('http') || src.startsWith('/')) await this.goto(src);
    }
  }

  async goto(path: string): Promise<void> {
    const target = new URL(path, this.baseUrl);
    if (!this.framed) {
      await this.command('POST', '/frame', { id: null });
      await this.command('POST', '/url', { url: target.href });
      return;
    }
    const frame = new URL(FRAME_PATH, this.baseUrl);
    frame.searchParams.set('w', String(this.framed.width));
    frame.searchParams.set('h', String(this.framed.height));
    frame.searchParams.set('src', target.pathname + target.search + target.hash);
    await this.command('POST', '/frame', { id: null });
    await this.command('POST', '/url', { url: frame.href });
    await this.enterFrame();
    const started = Date.now();
    // The top page's load event waits for the frame's, but ask the frame itself to be sure.
    while ((await this.command('POST', '/execute/sync', { script: 'return document.readyState', args: [] })) !== 'complete') {
      if (Date.now() - started > 30_000) throw new Error(`webkit: ${path} did not load in its frame`);
      await nextPoll();
    }
  }

  private async enterFrame(): Promise<void> {
    const frame = await this.command('POST', '/element', { using: 'css selector', value: 'iframe' });
    await this.command('POST', '/frame', { id: frame });
  }

  async run(expression: string): Promise<unknown> {
    return this.command('POST', '/execute/sync', { script: `return ${expression}`, args: [] });
  }

  private async element(expression: string): Promise<string> {
    const value = (await this.run(expression)) as Record<string, string> | null;
    const id = value?.[ELEMENT];
    if (!id) throw new Error(`webkit: no element for ${expression.slice(-120)}`);
    return id;
  }

  async clickElement(expression: string): Promise<void> {
    await this.command('POST', `/element/${await this.element(expression)}/click`);
  }

  async fillElement(expression: string, value: string): Promise<void> {
    const id = await this.element(expression);
    await this.command('POST', `/element/${id}/clear`);
    if (value) await this.command('POST', `/element/${id}/value`, { text: value });
  }

  async press(key: string): Promise<void> {
    const codes = key.split('+').map((part) => KEYS[part] ?? part);
    const actions = [...codes.map((value) => ({ type: 'keyDown', value })), ...codes.reverse().map((value) => ({ type: 'keyUp', value }))];
    await this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.command('DELETE', '/actions');
  }

  async screenshot(path: string): Promise<void> {
    let png: string;
    if (this.framed) {
      // Only the frame: the phone-sized page as a phone shows it.
      await this.command('POST', '/frame/parent');
      const frame = (await this.command('POST', '/element', { using: 'css selector', value: 'iframe' })) as Record<string, string>;
      png = (await this.command('GET', `/element/${frame[ELEMENT]}/screenshot`)) as string;
      await this.enterFrame();
    } else {
      png = (await this.command('GET', '/screenshot')) as string;
    }
    writeFileSync(path, Buffer.from(png, 'base64'));
  }

  async close(): Promise<void> {
    await fetch(`${this.endpoint}/session/${this.session}`, { method: 'DELETE' }).catch(() => undefined);
    for (const child of this.processes) child.kill();
  }
}
