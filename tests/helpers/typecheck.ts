import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Writes `sources` (file name → TS/TSX text) into `dir` and typechecks them together as a consumer's
 * React 19 project would (react-jsx, strict, DOM). Returns each file's error messages. `dir` must lie
 * inside the repository, so `react` resolves from its node_modules.
 */
export function typecheck(dir: string, sources: Record<string, string>): Record<string, string[]> {
  for (const [name, text] of Object.entries(sources)) writeFileSync(join(dir, name), text);
  const program = ts.createProgram(
    Object.keys(sources).map((name) => join(dir, name)),
    {
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      allowImportingTsExtensions: true,
      types: [],
    },
  );
  return Object.fromEntries(
    Object.keys(sources).map((name) => [
      name,
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(join(dir, name)))
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    ]),
  );
}
