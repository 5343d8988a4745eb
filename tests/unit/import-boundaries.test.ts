// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** ARCHITECTURE.md §2 import boundaries, checked by the project's own eslint.config.js on in-memory files. */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it("fails a widget that reaches into another widget's internals, statically or with import()", async () => {
    const file = 'src/widgets/article-slider/Probe.tsx';
    expect(
      await boundaryErrors(file, "import { useArticleList } from '../article-list/use-article-list.ts';\nexport { useArticleList };\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors(file, "export const list = () => import('../article-list/ArticleList.tsx');\n")).toHaveLength(1);
    expect(
      await boundaryErrors(file, "import { priceBound } from '../../parts/filter-sidebar/PriceRangeFilter.tsx';\nexport { priceBound };\n"),
    ).toHaveLength(1);
  });

  it("lets a widget use another widget's or part's index.ts, its own files and core", async () => {
    const code = [
      "import { AddToBasket } from '../add-to-basket/index.ts';",
      "import { ArticleCard } from '../../parts/article-card/index.ts';",
      "import { Spinner } from '../../core/ui/index.ts';",
      "import { SLIDER_BREAKPOINTS } from './ArticleSlider.tsx';",
      "export const sidebar = () => import('../../parts/filter-sidebar/index.ts');",
      'export { AddToBasket, ArticleCard, Spinner, SLIDER_BREAKPOINTS };',
    ].join('\n');
    expect(await boundaryErrors('src/widgets/article-slider/Probe.tsx', code)).toEqual([]);
  });

  it('fails core importing a widget or a part', async () => {
    expect(
      await boundaryErrors(
        'src/core/ui/Probe.tsx',
        "import { ArticleList } from '../../widgets/article-list/index.ts';\nexport { ArticleList };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/core/Probe.ts', "import { ArticleCard } from '../parts/article-card/index.ts';\nexport { ArticleCard };\n"),
    ).toHaveLength(1);
  });

  it('fails a part importing a widget, even through its index.ts', async () => {
    const errors = await boundaryErrors(
      'src/parts/article-card/Probe.tsx',
      "import { AddToBasket } from '../../widgets/add-to-basket/index.ts';\nexport { AddToBasket };\n",
    );
    expect(errors).toEqual([expect.stringContaining('A part never imports a widget')]);
  });

  it('fails an element importing src/registry (which imports every element.ts: a cycle); its docs types come from core', async () => {
    const fromRegistry = "import type { ElementDocs } from '../../registry/types.ts';\nexport type Docs = ElementDocs;\n";
    expect(await boundaryErrors('src/widgets/basket/element.ts', fromRegistry)).toEqual([
      expect.stringContaining('src/registry reads the elements'),
    ]);
    expect(await boundaryErrors('src/widgets/basket/Basket.tsx', fromRegistry)).toEqual([
      expect.stringContaining('src/registry reads the elements'),
    ]);
    const fromCore = "import type { ElementDocs } from '../../core/element/docs.ts';\nexport type Docs = ElementDocs;\n";
    expect(await boundaryErrors('src/widgets/basket/element.ts', fromCore)).toEqual([]);
  });
});
