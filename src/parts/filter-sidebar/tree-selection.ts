import type { FacetValue } from '../../core/api/index.ts';

/** Spec §9: tree filters are searched 10 levels deep. */
export const MAX_TREE_DEPTH = 10;

/** How a node's checkbox shows the selection: a chosen ancestor includes the node (spec §3: a node selects its subtree). */
export type TreeMark = 'checked' | 'mixed' | 'unchecked';

/** The nodes from a root down to `value` (empty when the tree does not hold it within the search depth). */
export function pathTo(roots: readonly FacetValue[], value: string, depth = 1): FacetValue[] {
  if (depth > MAX_TREE_DEPTH) return [];
  for (const node of roots) {
    if (node.value === value) return [node];
    const below = pathTo(node.children ?? [], value, depth + 1);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

function descendants(node: FacetValue, depth = 1): string[] {
  if (depth > MAX_TREE_DEPTH) return [];
  return (node.children ?? []).flatMap((child) => [child.value, ...descendants(child, depth + 1)]);
}

/** The mark of `node`, given whether an ancestor of it is selected. */
export function treeMark(node: FacetValue, selected: readonly string[], ancestorSelected: boolean): TreeMark {
  if (ancestorSelected || selected.includes(node.value)) return 'checked';
  return descendants(node).some((value) => selected.includes(value)) ? 'mixed' : 'unchecked';
}

/**
 * The selection after the shopper ticks or unticks `value`. Ticking a node replaces the descendants it
 * now includes; unticking a node that an ancestor includes keeps its siblings along the way chosen, so
 * exactly that node leaves the selection.
 */
export function toggleTreeValue(roots: readonly FacetValue[], selected: readonly string[], value: string): string[] {
  const path = pathTo(roots, value);
  const node = path.at(-1);
  if (!node) return selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value];
  const below = new Set(descendants(node));
  const coveringIndex = path.findIndex((ancestor) => ancestor !== node && selected.includes(ancestor.value));
  if (coveringIndex >= 0) {
    const kept = selected.filter((item) => item !== path[coveringIndex]!.value);
    const siblings = path
      .slice(coveringIndex, -1)
      .flatMap((ancestor, index) =>
        (ancestor.children ?? []).filter((child) => child.value !== path[coveringIndex + index + 1]!.value).map((child) => child.value),
      );
    return [...kept, ...siblings];
  }
  if (selected.includes(value)) return selected.filter((item) => item !== value && !below.has(item));
  return [...selected.filter((item) => !below.has(item)), value];
}
