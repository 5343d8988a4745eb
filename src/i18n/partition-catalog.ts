/**
 * Build-time only: decides which compiled catalogue each message goes to, so the shared runtime carries
 * only the texts of core and a widget's chunk carries its own (DESIGN §8: every byte of shared code counts).
 *
 * - A message used by core (src/core, src/i18n), or found in no source file (ids built at run time), goes
 *   to `core`, loaded with the runtime.
 * - A message used only inside widget or part folders (src/widgets/<name>/, src/parts/<name>/) goes to every
 *   widget whose code uses it, directly or through a widget or part it imports (the article list renders
 *   the basket control and the filter sidebar, so it needs their texts too).
 */
export interface SourceFile {
  /** Path relative to src/, with forward slashes, e.g. `widgets/basket/Basket.tsx`. */
  path: string;
  text: string;
}

export interface Partition {
  core: string[];
  widgets: Record<string, string[]>;
}

/** The folder a file belongs to for partitioning: a widget, a shared part (src/parts/<part>/), or core. */
function owner(path: string): string {
  const folder = /^(widgets|parts)\/([^/]+)\//.exec(path);
  return folder ? `${folder[1]}/${folder[2]}` : 'core';
}

/** `../x/y.ts` from `widgets/a/b.tsx` → `widgets/x/y.ts` (posix, no file system). */
function resolve(from: string, specifier: string): string {
  const segments = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

/** Widget and part folders each widget folder imports from (statically or by `import()`), followed transitively. */
function widgetClosures(files: SourceFile[], widgets: string[]): Map<string, Set<string>> {
  const direct = new Map<string, Set<string>>();
  for (const file of files) {
    const from = owner(file.path);
    if (from === 'core') continue;
    for (const match of file.text.matchAll(/(?:from\s+|import\(\s*)['"](\.\.?\/[^'"]+)['"]/g)) {
      const to = owner(resolve(file.path, match[1]!));
      if (to !== from && to !== 'core') direct.set(from, (direct.get(from) ?? new Set()).add(to));
    }
  }
  const closures = new Map<string, Set<string>>();
  for (const widget of widgets) {
    const seen = new Set([`widgets/${widget}`]);
    const queue = [...seen];
    while (queue.length) {
      for (const next of direct.get(queue.pop()!) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    closures.set(widget, seen);
  }
  return closures;
}

export function partitionCatalog(ids: string[], files: SourceFile[], widgets: string[]): Partition {
  const users = new Map(ids.map((id) => [id, new Set<string>()]));
  const literal = /['"`]([A-Za-z][\w.]*)['"`]/g;
  for (const file of files) {
    for (const match of file.text.matchAll(literal)) users.get(match[1]!)?.add(owner(file.path));
  }
  const closures = widgetClosures(files, widgets);
  const partition: Partition = { core: [], widgets: Object.fromEntries(widgets.map((widget) => [widget, []])) };
  for (const id of ids) {
    const used = users.get(id)!;
    if (used.size === 0 || used.has('core')) {
      partition.core.push(id);
      continue;
    }
    for (const widget of widgets) {
      if ([...closures.get(widget)!].some((member) => used.has(member))) partition.widgets[widget]!.push(id);
    }
  }
  return partition;
}
