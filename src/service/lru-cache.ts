/**
 * Renders by key, the least recently used dropped first once the entries' text passes `maxBytes`
 * (a Map keeps insertion order: reading an entry moves it to the end).
 */
export class LruCache {
  readonly #entries = new Map<string, string>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held (UTF-16 code units ×2, what the strings cost in memory). */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): string | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: string): void {
    const cost = (key.length + value.length) * 2;
    if (cost > this.maxBytes) return; // one render larger than the whole cache is not kept
    this.delete(key);
    this.#entries.set(key, value);
    this.#bytes += cost;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= (oldest.length + old.length) * 2;
    }
  }

  delete(key: string): void {
    const old = this.#entries.get(key);
    if (old === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= (key.length + old.length) * 2;
  }
}
