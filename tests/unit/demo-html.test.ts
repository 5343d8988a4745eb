import { describe, expect, it } from 'vitest';
import { html, json } from '../../examples/platform/html.ts';

describe('demo html``: JSON in island attributes', () => {
  it("keeps double quotes and escapes & ' < so no value leaves the single-quoted attribute", () => {
    const value = { name: `O'Neil & "Söhne" </shop-x><script>alert(1)</script>` };
    const markup = html`<shop-x initial='${json(value)}'></shop-x>`.value;
    expect(markup).toBe(`<shop-x initial='{"name":"O&#39;Neil &amp; \\"Söhne\\" &lt;/shop-x>&lt;script>alert(1)&lt;/script>"}'></shop-x>`);
    const parsed = new DOMParser().parseFromString(markup, 'text/html').querySelector('shop-x')!.getAttribute('initial')!;
    expect(JSON.parse(parsed)).toEqual(value);
  });

  it('refuses JSON anywhere but a single-quoted attribute (a double-quoted one would let " out)', () => {
    expect(() => html`<shop-x initial="${json({ a: 1 })}"></shop-x>`).toThrow(/single-quoted attribute/);
    expect(() => html`<p>${json({ a: 1 })}</p>`).toThrow(/single-quoted attribute/);
  });
});
