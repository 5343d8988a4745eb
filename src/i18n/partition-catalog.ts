/**
 * Build-time only: decides which compiled catalogue each message goes to, so the shared runtime carries
 * only the texts of core and an element's chunk carries the texts of the files it loads (ARCHITECTURE.md §8: every
 * byte of shared code counts).
 *
 * - A message used by core (src/core, src/i18n), or found in no source file (ids built at run time), goes
 *   to `core`, loaded with the runtime.
 * - Any other message goes to every element whose files use it. An element's files are its define file and
 *   every non-core file it imports, statically or dynamically, followed file by file: the article slider
 *   renders ArticleCard from the list's folder, but not the list's filters, so it carries none of their texts.
 * - A message used only in files no element reaches also goes to core, so no text can go missing.
 */
export interface SourceFile {
  /** Path relative to src/, with forward slashes, e.g. `widgets/basket/Basket.tsx`. */
  path: string;
  text: string;
}

export interface PartitionedElement {
  /** Name of its compiled catalogue (the element folder). */
  name: string;
  /** Its define file relative to src/, e.g. `widgets/basket/define.ts`. */
  entry: string;
}

export interface Partition {
  core: string[];
  widgets: Record<string, string[]>;
}

const isCore = (path: string) => /^(core|i18n)\//.test(path);

/** Resolves `./x.tsx` or `../y/index.ts` against the importing file; undefined when not a source file. */
function resolve(from: string, specifier: string, known: Set<string>): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  const path = parts.join('/');
  return [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`].find((candidate) => known.has(candidate));
}

/** Type-only imports and re-exports load no code, so they bring no texts. */
const typeOnly = /(?:import|export)\s+type\s[^;]*;/g;
const fromClause = /\b(import|export)\s+([^'";]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const wholeModule = /\bimport\s*(?:\(\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;

interface Edge {
  specifier: string;
  /** The names taken from the target; null: the whole module. */
  names: string[] | null;
  /** A re-export only loads its target when one of the requested names is among its `exported` ones. */
  exported?: string[] | null;
}

/** `{ a, b as c }` → pairs [source name, local/exported name]; inline `type` specifiers load nothing. */
function specifiers(clause: string): [string, string][] {
  const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  const named = braces
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/) as [string, string?])
    .map(([source, alias]): [string, string] => [source, alias ?? source]);
  const defaultName = /^\s*([A-Za-z_$][\w$]*)\s*(?:,|$)/.exec(clause)?.[1];
  return defaultName ? [['default', defaultName], ...named] : named;
}

function edgesOf(text: string): Edge[] {
  const code = text.replace(typeOnly, '');
  const edges: Edge[] = [];
  for (const [, kind, clause, specifier] of code.matchAll(fromClause)) {
    const star = clause!.includes('*');
    const pairs = specifiers(clause!);
    if (kind === 'import') edges.push({ specifier: specifier!, names: star ? null : pairs.map(([source]) => source) });
    else if (star && !clause!.includes(' as ')) edges.push({ specifier: specifier!, names: null, exported: null });
    else edges.push({ specifier: specifier!, names: pairs.map(([source]) => source), exported: pairs.map(([, exported]) => exported) });
  }
  // Side-effect and dynamic imports load the whole module.
  for (const [, specifier] of code.matchAll(wholeModule)) edges.push({ specifier: specifier!, names: null });
  return edges;
}

/**
 * The non-core files an element loads, starting at its define file. Named imports from a barrel such as
 * `../article-list/index.ts` follow only the re-exports they take, as the bundler's tree shaking does.
 */
function filesOf(entry: string, byPath: Map<string, SourceFile>): Set<string> {
  const known = new Set(byPath.keys());
  const files = new Set<string>();
  const visited = new Set<string>();
  const queue: { path: string; names: string[] | null }[] = [{ path: entry, names: null }];
  while (queue.length) {
    const { path, names } = queue.pop()!;
    const key = `${path}|${names?.join(',') ?? '*'}`;
    if (visited.has(key) || isCore(path) || !byPath.has(path)) continue;
    visited.add(key);
    files.add(path);
    for (const edge of edgesOf(byPath.get(path)!.text)) {
      const target = resolve(path, edge.specifier, known);
      if (!target) continue;
      if (edge.exported === undefined) {
        queue.push({ path: target, names: edge.names });
        continue;
      }
      // A re-export: follow it only for the names asked of this file.
      if (edge.exported === null) queue.push({ path: target, names });
      else {
        const wanted = edge.exported.flatMap((exported, index) =>
          names === null || names.includes(exported) ? [edge.names![index]!] : [],
        );
        if (wanted.length) queue.push({ path: target, names: names === null ? null : wanted });
      }
    }
  }
  return files;
}

export function partitionCatalog(ids: string[], files: SourceFile[], elements: PartitionedElement[]): Partition {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const users = new Map(ids.map((id) => [id, new Set<string>()]));
  const literal = /['"`]([A-Za-z][\w.]*)['"`]/g;
  for (const file of files) {
    for (const match of file.text.matchAll(literal)) users.get(match[1]!)?.add(file.path);
  }
  const elementFiles = elements.map((element) => ({ name: element.name, files: filesOf(element.entry, byPath) }));
  const partition: Partition = { core: [], widgets: Object.fromEntries(elements.map((element) => [element.name, []])) };
  for (const id of ids) {
    const usedIn = [...users.get(id)!];
    const owners = elementFiles.filter((element) => usedIn.some((path) => element.files.has(path)));
    if (usedIn.length === 0 || usedIn.some(isCore) || owners.length === 0) partition.core.push(id);
    else for (const owner of owners) partition.widgets[owner.name]!.push(id);
  }
  return partition;
}
