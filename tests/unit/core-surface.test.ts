// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Each core domain (src/core/<domain>/) is reached through its index.ts, checked by eslint.config.js. */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('core domains as public surfaces', () => {
  it('fails a widget or a part that imports a file inside a core domain, statically or with import()', async () => {
    expect(
      await boundaryErrors('src/widgets/basket/Probe.tsx', "import { Spinner } from '../../core/ui/Spinner.tsx';\nexport { Spinner };\n"),
    ).toEqual([expect.stringContaining('core/<domain>/index.ts')]);
    expect(
      await boundaryErrors('src/widgets/basket/Probe.tsx', "export const actions = () => import('../../core/merkliste/actions.ts');\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/parts/article-card/Probe.tsx',
        "import { basketAtom } from '../../core/basket/atoms.ts';\nexport { basketAtom };\n",
      ),
    ).toHaveLength(1);
  });

  it("lets them use a domain's index.ts and core's single-file modules; core itself keeps its own paths", async () => {
    const code =
      "import { Spinner } from '../../core/ui/index.ts';\nimport { formatChf } from '../../core/format.ts';\nexport { Spinner, formatChf };\n";
    expect(await boundaryErrors('src/widgets/basket/Probe.tsx', code)).toEqual([]);
    expect(
      await boundaryErrors('src/core/basket/Probe.ts', "import { showToast } from '../state/toasts.ts';\nexport { showToast };\n"),
    ).toEqual([]);
  });

  it('keeps src/i18n free of core (core formats with i18n, not the other way round)', async () => {
    expect(
      await boundaryErrors('src/i18n/probe.ts', "import { formatQuantity } from '../core/format.ts';\nexport { formatQuantity };\n"),
    ).toHaveLength(1);
  });

  it('gives every core domain an index.ts', () => {
    const core = join(process.cwd(), 'src/core');
    const domains = readdirSync(core).filter((name) => statSync(join(core, name)).isDirectory());
    for (const domain of domains) expect(readFileSync(join(core, domain, 'index.ts'), 'utf8'), domain).toMatch(/export/);
  });
});
