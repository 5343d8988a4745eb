/**
 * Build-time only: decides which compiled catalogue each message goes to, so the shared runtime carries
 * only the texts of core and a widget's chunk carries its own (DESIGN §8: every byte of shared code counts).
 *
 * - A message used by core (src/core, src/i18n), or found in no source file (ids built at run time), goes
 *   to `core`, loaded with the runtime.
 * - A message used only inside widget folders goes to every widget whose code uses it, directly or through
 *   another widget it imports (the article list renders the basket control, so it needs its texts too).
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

function owner(path: string): string {
  const widget = /^widgets\/([^/]+)\//.exec(path)?.[1];
  return widget ? `widget:${widget}` : 'core';
}

/** Widget folders each widget folder imports from (`../other/…`), followed transitively. */
function widgetClosures(files: SourceFile[], widgets: string[]): Map<string, Set<string>> {
  const direct = new Map(widgets.map((widget) => [widget, new Set<string>()]));
  for (const file of files) {
    const from = /^widgets\/([^/]+)\//.exec(file.path)?.[1];
    if (!from) continue;
    for (const match of file.text.matchAll(/from\s+['"]\.\.\/([^/'"]+)\//g)) {
      if (match[1] !== from && direct.has(match[1]!)) direct.get(from)?.add(match[1]!);
    }
    for (const match of file.text.matchAll(/import\(\s*['"]\.\.\/([^/'"]+)\//g)) {
      if (match[1] !== from && direct.has(match[1]!)) direct.get(from)?.add(match[1]!);
    }
  }
  const closures = new Map<string, Set<string>>();
  for (const widget of widgets) {
    const seen = new Set([widget]);
    const queue = [widget];
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
      if ([...closures.get(widget)!].some((member) => used.has(`widget:${member}`))) partition.widgets[widget]!.push(id);
    }
  }
  return partition;
}
