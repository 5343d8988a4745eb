/**
 * The type files tsup does not write, run by `npm run build` after it: the entries that export nothing
 * (the loader, the stylesheet, each `vinothek-elements/<tag>`) type-check as side-effect imports (TS 6 checks
 * them), and every entry brings the elements' JSX and HTMLElementTagNameMap types (declared in index.d.ts)
 * along: `import 'vinothek-elements/loader'` or `import { renderElement } from 'vinothek-elements/server'` is
 * enough for `<shop-article-list paging="infinite">` to type-check, with no `import type {} from …` line.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '../dist');
const WITH_TYPES = "// The elements' JSX and DOM types.\nimport type {} from './index.js';\n";

writeFileSync(join(dist, 'vinothek.css.d.ts'), '// The stylesheet, for side-effect imports: it exports nothing.\nexport {};\n');
writeFileSync(
  join(dist, 'loader.d.ts'),
  `// The loader, for side-effect imports: it defines the tags on the page and exports nothing.\n${WITH_TYPES}export {};\n`,
);
for (const file of readdirSync(join(dist, 'elements')).filter((name) => name.endsWith('.js'))) {
  writeFileSync(
    join(dist, 'elements', file.replace(/\.js$/, '.d.ts')),
    `// Defines <${file.replace(/\.js$/, '')}>, for side-effect imports: it exports nothing.\n${WITH_TYPES.replace("'./index.js'", "'../index.js'")}export {};\n`,
  );
}
const server = join(dist, 'server.d.ts');
const serverTypes = readFileSync(server, 'utf8');
if (!serverTypes.includes(WITH_TYPES)) writeFileSync(server, WITH_TYPES + serverTypes);
console.info('dist-types: wrote the type files of the loader, the stylesheet and each tag');
