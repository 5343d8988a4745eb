import { createHash } from 'node:crypto';
import { bareTag } from '../server/attribute-value.ts';
import { leadImagePreload } from '../server/lead-image-preload.ts';
import { LruCache } from './lru-cache.ts';

/** renderElement's signature, as the service calls it (in a worker thread, or in-process in tests). */
export type Renderer = (tag: string, attributes: Record<string, string>, options: { config?: unknown; url?: string }) => Promise<string>;

/** One element of a batch: `attributes` by their HTML names, as the page would write them. */
export interface BatchElement {
  id: string;
  tag: string;
  attributes: Record<string, string>;
  /** Why the element cannot even be asked for (no custom element name, a value that is no string). */
  problem?: string;
}

export interface Batch {
  /** The page's `#shop-config` object. */
  config?: unknown;
  /** The page's absolute address. */
  url?: string;
  elements: BatchElement[];
}

/** One element's answer. `html + jsonLd` is exactly what renderElement returns. */
export interface RenderedElement {
  /** The element, its first render inside; the bare tag when it could not be rendered. */
  html: string;
  /** Its schema.org `<script type="application/ld+json">`, or "" (for the page's head or after the element). */
  jsonLd: string;
  /** A preload link for the picture it shows first and largest, or "" (for the page's `<head>`: leadImagePreload). */
  preload: string;
  /** Why the element is the bare tag: the ConfigError's text, or the time limit. */
  error?: string;
  cached?: boolean;
}

export interface BatchAnswer {
  version: string;
  elements: Record<string, RenderedElement>;
  /** For the page's `<head>`: the first element's lead image preload, then every element's JSON-LD in batch order. */
  head: string;
}

export interface BatchRendererOptions {
  render: Renderer;
  /** The package version: a new version renders anew. */
  version: string;
  /** The cache's cap in bytes (0: no cache). */
  cacheBytes: number;
  /** After this many ms a request's unfinished elements are answered with their bare tags. */
  timeoutMs: number;
}

const TIMED_OUT = Symbol('timed out');

/**
 * Renders a page's elements in one go: each from the cache when the same (version, tag, attributes, config,
 * url) was rendered before, the same render asked twice at once runs once, and whatever fails or is not done
 * within the time limit is the bare tag, which the browser renders as before. Never throws.
 */
export class BatchRenderer {
  readonly cache: LruCache;
  readonly #pending = new Map<string, Promise<string>>();

  constructor(readonly options: BatchRendererOptions) {
    this.cache = new LruCache(options.cacheBytes);
  }

  async renderBatch({ config, url, elements }: Batch): Promise<BatchAnswer> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), this.options.timeoutMs);
    });
    try {
      const rendered = await Promise.all(elements.map((element) => this.#renderOne(element, config, url, deadline)));
      return {
        version: this.options.version,
        elements: Object.fromEntries(elements.map((element, index) => [element.id, rendered[index]!])),
        head: (rendered.find((element) => element.preload)?.preload ?? '') + rendered.map((element) => element.jsonLd).join(''),
      };
    } finally {
      clearTimeout(timer);
    }
  }

  async #renderOne(
    { tag, attributes, problem }: BatchElement,
    config: unknown,
    url: string | undefined,
    deadline: Promise<typeof TIMED_OUT>,
  ): Promise<RenderedElement> {
    if (problem !== undefined) return unrendered(tag, attributes, problem);
    const key = createHash('sha256')
      .update(JSON.stringify([this.options.version, tag, Object.entries(attributes).sort(), config ?? null, url ?? null]))
      .digest('base64');
    const cached = this.cache.get(key);
    if (cached !== undefined) return { ...splitJsonLd(tag, cached), cached: true };
    let render = this.#pending.get(key);
    if (!render) {
      render = this.options.render(tag, attributes, { config, ...(url !== undefined && { url }) });
      this.#pending.set(key, render);
      // A render that finishes after the time limit still fills the cache for the next page.
      render.then(
        (html) => this.cache.set(key, html),
        () => {},
      );
      void render.catch(() => {}).finally(() => this.#pending.delete(key));
    }
    try {
      const html = await Promise.race([render, deadline]);
      if (html === TIMED_OUT) return unrendered(tag, attributes, `not rendered within ${this.options.timeoutMs} ms`);
      return splitJsonLd(tag, html);
    } catch (error) {
      return unrendered(tag, attributes, errorText(error));
    }
  }
}

/** An element the browser renders: its bare tag (none without a tag name), and why. */
function unrendered(tag: string, attributes: Record<string, string>, error: string): RenderedElement {
  return { html: tag ? bareTag(tag, attributes) : '', jsonLd: '', preload: '', error };
}

/** renderElement's answer as the element and the JSON-LD after it (JSON-LD escapes `<`, so the element's own closing tag is the last). */
function splitJsonLd(tag: string, html: string): RenderedElement {
  const end = html.lastIndexOf(`</${tag}>`) + tag.length + 3;
  const element = html.slice(0, end);
  return { html: element, jsonLd: html.slice(end), preload: leadImagePreload(element) };
}

/** A ConfigError's text as renderElement wrote it; anything else says it was no config problem. */
function errorText(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const { name, message } = error as { name?: string; message: string };
    return name === 'ConfigError' ? `ConfigError: ${message}` : `${name ?? 'Error'} while rendering: ${message}`;
  }
  return String(error);
}
