import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { typecheck } from '../helpers/typecheck.ts';

/** What a CMS team gets from the package. Needs dist/ (npm test builds it before vitest runs). */
const root = process.cwd();
const built = existsSync(join(root, 'dist/loader.js'));

describe('the npm package', () => {
  const scratch = mkdtempSync(join(root, '.package-test-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('packs dist/, the manifest, the licence, README and CHANGELOG, and nothing else', () => {
    expect(built, 'dist/ is missing: run npm run build').toBe(true);
    const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const files = (JSON.parse(output) as [{ files: { path: string }[] }])[0].files.map((file) => file.path);
    const topLevel = ['CHANGELOG.md', 'LICENSE', 'README.md', 'custom-elements.json', 'package.json'];
    expect(files.filter((path) => !path.startsWith('dist/')).sort()).toEqual(topLevel);
    for (const path of ['dist/loader.js', 'dist/index.js', 'dist/index.d.ts', 'dist/all.js', 'dist/all.d.ts', 'dist/vinothek.css', 'dist/widgets/basket.js']) {
      expect(files).toContain(path);
    }
    expect(files.filter((path) => path.startsWith('dist/metafile'))).toEqual([]);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { customElements: string; license: string };
    expect(files).toContain(pkg.customElements);
    expect(pkg.license).toBe('MIT');
  });

  it("the shipped types give TSX users the elements' attributes and document listeners the typed shop:* events", () => {
    expect(built, 'dist/ is missing: run npm run build').toBe(true);
    const errors = typecheck(scratch, {
      'ok.tsx': `import type {} from '../dist/index.js';
export const list = <shop-article-list paging="infinite" base-url="/shop" />;
document.addEventListener('shop:article-added', (event) => console.info(event.detail.artikelId.toFixed(0)));
`,
      'wrong.tsx': `import type {} from '../dist/index.js';\nexport const list = <shop-article-list paging="endless" />;\n`,
    });
    expect(errors['ok.tsx']).toEqual([]);
    expect(errors['wrong.tsx']!.join('\n')).toMatch(/"endless"/);
  }, 60_000);
});
