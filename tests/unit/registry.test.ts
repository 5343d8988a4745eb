import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { elements } from '../../src/registry/elements.ts';
import { generateAll, readmeWithTables } from '../../src/registry/generate.ts';
import { allThemeProperties } from '../../src/registry/theme.ts';
import * as v from 'valibot';
import { describeElement } from '../../src/registry/describe.ts';
import { folderOf } from '../../src/core/element/tag-folder.ts';
import { SLIDER_INTERVAL_MS } from '../../src/core/timing.ts';
import * as fakeElement from '../fixtures/fake-tag/element.ts';
import { typecheck } from '../helpers/typecheck.ts';

/** The element catalogue of ARCHITECTURE.md §3: the registry may only hold tags from it. */
const CATALOGUE = [
  'shop-header',
  'shop-main-nav',
  'shop-search-field',
  'shop-scroll-top',
  'shop-article-list',
  'shop-article-detail',
  'shop-article-slider',
  'shop-add-to-basket',
  'shop-merkliste-toggle',
  'shop-stock-reminder',
  'shop-site-search',
  'shop-basket',
  'shop-basket-badge',
  'shop-basket-preview',
  'shop-checkout',
  'shop-register',
  'shop-login-wait',
  'shop-address-book',
  'shop-orders',
  'shop-invoices',
  'shop-invoice-detail',
  'shop-my-lists',
  'shop-big-slider',
  'shop-image-carousel',
  'shop-map',
  'shop-contact-form',
];

// Plain paths: under jsdom, URL is jsdom's and node:fs does not take it.
const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Registered elements under src/widgets/<folder>; a define file is imported lazily per test. */
const defineFiles = import.meta.glob('../../src/widgets/*/define.ts');

describe('element registry', () => {
  it('every generated file equals what the registry generates (else: run npm run registry)', () => {
    for (const [path, text] of Object.entries(generateAll(elements, read('README.md')))) {
      expect(read(path), `${path} is stale: run npm run registry`).toBe(text);
    }
  });

  it('holds only catalogue tags, each once, each in its own folder, and every widget folder is registered', () => {
    for (const entry of elements) expect(CATALOGUE).toContain(entry.tag);
    expect(new Set(elements.map((entry) => entry.tag)).size).toBe(elements.length);
    expect(new Set(elements.map((entry) => entry.folder)).size).toBe(elements.length);
    const folders = readdirSync(join(root, 'src/widgets'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((folder) => folder.name).sort()).toEqual(elements.map((entry) => entry.folder).sort());
  });

  it('names each folder after its tag (folderOf), as the loader finds the built widget files', () => {
    for (const entry of elements) expect(entry.folder).toBe(folderOf(entry.tag));
    expect(() => folderOf('vk-basket')).toThrow(/not a shop element tag/);
  });

  it('refuses documentation of a copy of an attribute schema instead of the parsed one', () => {
    const copy = {
      ...fakeElement,
      docs: () => ({
        ...fakeElement.docs(),
        attributes: { someAttr: v.pipe(v.optional(v.picklist(['x', 'y']), 'x'), v.description('A word.')) },
      }),
    };
    expect(() => describeElement(copy, 'fake')).toThrow(/must be v.pipe\(attributes.someAttr/);
  });

  it('reads a default from the constant the code uses, not from a copy', () => {
    const interval = elements
      .find((entry) => entry.tag === 'shop-big-slider')!
      .attributes.find((attribute) => attribute.name === 'interval');
    expect(interval?.default).toBe(String(SLIDER_INTERVAL_MS));
  });

  it.each(elements.map((entry) => [entry.tag, entry] as const))(
    '%s: its define file registers the tag with exactly the listed attributes',
    async (tag, entry) => {
      await defineFiles[`../../src/widgets/${entry.folder}/define.ts`]!();
      const element = customElements.get(tag) as (CustomElementConstructor & { observedAttributes: string[] }) | undefined;
      expect(element, `${entry.folder}/define.ts does not define <${tag}>`).toBeDefined();
      expect([...element!.observedAttributes].sort()).toEqual(entry.attributes.map((attribute) => attribute.name).sort());
    },
  );

  it('lists theme properties with the defaults src/styles/core.css declares, and class hooks the styles and code use', () => {
    const css = read('src/styles/core.css');
    const declared = Object.fromEntries(
      [...css.matchAll(/^\s*(--shop-[\w-]+):\s*([^;]+);/gm)].map((match) => [match[1], match[2]!.trim()]),
    );
    expect(Object.fromEntries(allThemeProperties.map((property) => [property.name, property.default]))).toEqual(declared);
    const styles = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => read(`src/${file}`))
      .join('\n');
    for (const entry of elements) {
      for (const property of entry.cssProperties) expect(declared, `${entry.tag}: ${property.name}`).toHaveProperty([property.name]);
      for (const part of entry.parts) expect(styles, `${entry.tag}: .${part.name} is not styled`).toContain(`.${part.name}`);
    }
  });
});

describe('Storybook', () => {
  it('gives every registered element a docs page built from the registry', () => {
    const stories = import.meta.glob<string>(['../../stories/**/*.stories.tsx', '../../src/**/*.stories.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const documented = Object.values(stories).flatMap((text) =>
      [...text.matchAll(/elementDocs\(([^)]*)\)/g)].flatMap((call) => [...call[1]!.matchAll(/'(shop-[a-z-]+)'/g)].map((tag) => tag[1])),
    );
    expect([...new Set(documented)].sort()).toEqual(elements.map((entry) => entry.tag).sort());
  });
});

describe('adding an element by writing one folder', () => {
  // The stand-in's folder is tests/fixtures/fake-tag (element.ts, define.ts, its component), named relative to
  // src/widgets like every folder; nothing of this test is written into src/.
  const folder = '../../tests/fixtures/fake-tag';
  const fake = describeElement(fakeElement, folder);
  const outputs = generateAll([...elements, fake], read('README.md'));
  const scratch = mkdtempSync(join(root, '.registry-test-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('describes it from its element.ts: attribute type, default and text come from the schema', () => {
    expect(fake.attributes).toEqual([{ name: 'some-attr', type: "'x' | 'y'", default: 'x', description: 'A word.' }]);
  });

  it('writes its define.ts: the folder holds element.ts and its component, nothing else by hand', () => {
    // The folder's component is its name in PascalCase (FakeTag.tsx) unless docs() names another.
    expect(fake.component).toBe('FakeTag');
    const define = outputs['tests/fixtures/fake-tag/define.ts'];
    expect(define).toContain("import { FakeTag } from './FakeTag.tsx';");
    expect(define).toContain("import { defineWidget } from '../../../src/core/element/index.ts';");
    // The fixture's define.ts, which the loader test below runs, is exactly what the registry writes.
    expect(read('tests/fixtures/fake-tag/define.ts')).toBe(define);
  });

  it('puts it into the server table only when its docs() says serverRendered', () => {
    expect(outputs['src/server/elements.ts']).not.toContain('shop-fake-tag');
    const rendered = generateAll([...elements, { ...fake, serverRendered: true }], read('README.md'))['src/server/elements.ts']!;
    expect(rendered).toContain("'shop-fake-tag': { tag: 'shop-fake-tag', attributes: fakeTagAttributes, component: FakeTag },");
    expect(rendered).toContain("import { FakeTag } from '../../tests/fixtures/fake-tag/FakeTag.tsx';");
  });

  it('makes the loader load it when its tag is in the document, and the element renders its attribute', async () => {
    // The generated table imports ./<folder>/define.ts; from the scratch folder those paths lead into src/widgets.
    const widgets = join(root, 'src/widgets').replaceAll('\\', '/');
    const table = join(scratch, 'chunks.ts');
    writeFileSync(table, outputs['src/widgets/chunks.ts']!.replaceAll("import('./", `import('${widgets}/`));
    expect(outputs['src/registry/elements.ts']).toContain(`describeElement(TestsFixturesFakeTag, '${folder}'),`);
    vi.resetModules();
    vi.doMock('../../src/widgets/chunks.ts', () => import(/* @vite-ignore */ table));
    document.body.innerHTML = '<shop-fake-tag some-attr="y"></shop-fake-tag>';
    expect(customElements.get('shop-fake-tag')).toBeUndefined();
    await import('../../src/loader.ts');
    await vi.waitFor(() => expect(customElements.get('shop-fake-tag')).toBeDefined());
    await vi.waitFor(() => expect(document.querySelector('shop-fake-tag output')?.textContent).toBe('y'));
    vi.doUnmock('../../src/widgets/chunks.ts');
  });

  it('puts it into all.ts, the manifest and the README tables', () => {
    expect(outputs['src/all.ts']).toContain("import './widgets/../../tests/fixtures/fake-tag/define.ts';");
    const manifest = JSON.parse(outputs['custom-elements.json']!) as {
      modules: { declarations: { tagName: string; attributes: { name: string }[] }[] }[];
    };
    const declaration = manifest.modules
      .flatMap((module) => module.declarations)
      .find((candidate) => candidate.tagName === 'shop-fake-tag');
    expect(declaration?.attributes.map((attribute) => attribute.name)).toEqual(['some-attr']);
    const readme = outputs['README.md']!;
    expect(readme).toContain('| [`<shop-fake-tag>`](#shop-fake-tag) | A stand-in element of the registry test. | `some-attr` | — |');
    expect(readme).toContain('### `<shop-fake-tag>`');
    expect(readme).toContain('| `some-attr` | `x` \\| `y` | `x` | A word. |');
    // Generating again from that README changes nothing.
    expect(readmeWithTables(readme, [...elements, fake])).toBe(readme);
  });

  it('types it in TSX: the tag and its literal values typecheck, an undeclared tag or a wrong value does not', () => {
    const dir = join(scratch, 'types');
    mkdirSync(dir);
    writeFileSync(join(dir, 'element-types.ts'), outputs['src/registry/element-types.ts']!);
    const sources = {
      'ok.tsx': `import './element-types.ts';\nexport const ok = <shop-fake-tag some-attr="x" id="a" className="b" style={{ color: 'red' }} />;\nexport const found: HTMLElement | null = document.querySelector('shop-fake-tag');\n`,
      'unknown-tag.tsx': `import './element-types.ts';\nexport const bad = <shop-fake-tog some-attr="x" />;\n`,
      'wrong-value.tsx': `import './element-types.ts';\nexport const bad = <shop-fake-tag some-attr="z" />;\n`,
    };
    const errors = typecheck(dir, sources);
    expect(errors['ok.tsx']).toEqual([]);
    expect(errors['unknown-tag.tsx']!.join('\n')).toMatch(/shop-fake-tog/);
    expect(errors['wrong-value.tsx']!.join('\n')).toMatch(/"z"/);
  }, 60_000);
});
