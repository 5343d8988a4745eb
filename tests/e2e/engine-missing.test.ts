import { describe, expect, it } from 'vitest';
import { ENGINES } from './engines/driver.ts';
import { ENGINE_PATHS, INSTALL_ENGINES, launchEngine } from './engines/engines.ts';

describe('a machine without a browser engine', () => {
  it.each(ENGINES)('%s: the tests fail with the one apt-get line, not a launch error', async (engine) => {
    const nowhere = ['/nonexistent/browser'];
    const paths = { ...ENGINE_PATHS, chromium: nowhere, firefox: nowhere, webkitDriver: nowhere };
    await expect(launchEngine(engine, 'http://127.0.0.1:9', paths)).rejects.toThrow(
      `Install the three engines (Debian): \`${INSTALL_ENGINES}\``,
    );
  });

  it('WebKit without Xvfb or MiniBrowser names the package too', async () => {
    await expect(launchEngine('webkit', 'http://127.0.0.1:9', { ...ENGINE_PATHS, xvfb: [undefined] })).rejects.toThrow(
      /Xvfb \(package xvfb\).*apt-get install chromium firefox-esr webkit2gtk-driver xvfb/,
    );
    await expect(launchEngine('webkit', 'http://127.0.0.1:9', { ...ENGINE_PATHS, miniBrowser: [] })).rejects.toThrow(
      /MiniBrowser \(package webkit2gtk-driver/,
    );
  });
});
