// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Where the folder rule (one element.ts per element, read by Node in scripts/registry.ts) meets the core
 * surfaces (core/<domain>/index.ts): the exceptions eslint.config.js makes for them, and why they are needed.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('element.ts and the core surfaces', () => {
  it('lets element.ts take the attribute parsers from their file, and nothing else inside a core domain', async () => {
    const parsers =
      "import { jsonAttribute } from '../../core/element/attributes.ts';\nimport { BasketSchema } from '../../core/api/index.ts';\nexport const a = jsonAttribute(BasketSchema);\n";
    expect(await boundaryErrors('src/widgets/basket/element.ts', parsers)).toEqual([]);
    expect(
      await boundaryErrors(
        'src/widgets/basket/element.ts',
        "import { BasketSchema } from '../../core/api/schemas/basket.ts';\nexport { BasketSchema };\n",
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors('src/widgets/basket/Probe.ts', parsers)).toHaveLength(1);
  });

  it("lets src/i18n gather the elements' message catalogues but import no element code", async () => {
    expect(
      await boundaryErrors(
        'src/i18n/probe.ts',
        "import de from '../widgets/basket/messages/de.json' with { type: 'json' };\nexport { de };\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('src/i18n/probe.ts', "import { Basket } from '../widgets/basket/Basket.tsx';\nexport { Basket };\n"),
    ).toHaveLength(1);
  });
});
