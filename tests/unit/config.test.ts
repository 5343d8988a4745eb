import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/core/errors.ts';
import { DEFAULT_CONFIG, readPageConfig } from '../../src/core/config.ts';

function pageWithConfig(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'shop-config';
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

function read(text: string | null) {
  const errors: ConfigError[] = [];
  const config = readPageConfig(pageWithConfig(text), (error) => errors.push(error));
  return { config, errors };
}

describe('page config (ARCHITECTURE.md §4)', () => {
  it('uses the defaults when the page has no config', () => {
    const { config, errors } = read(null);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(config.apiBase).toBe('/api');
    expect(config.culture).toBe('de-CH');
    expect(errors).toEqual([]);
  });

  it('reads the config and fills what is missing with defaults', () => {
    const { config } = read('{"apiBase": "/shop-api", "csrfToken": "abc", "user": {"authenticated": true}}');
    expect(config.apiBase).toBe('/shop-api');
    expect(config.csrfToken).toBe('abc');
    expect(config.user.authenticated).toBe(true);
    expect(config.user.kundeInklMwst).toBe(true);
    expect(config.urls.basket).toBe('/checkout/basket');
    expect(config.backoffice).toBe('Backoffice');
  });

  it('reports malformed JSON as a ConfigError and falls back to the defaults', () => {
    const { config, errors } = read('{"apiBase": "/x",');
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ConfigError);
    expect(errors[0]!.message).toMatch(/#shop-config is not valid JSON/);
  });

  it('names the bad field when the config has the wrong shape', () => {
    const { config, errors } = read('{"user": {"authenticated": "yes"}}');
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(errors[0]!.message).toMatch(/user\.authenticated/);
  });
});
