import type { DatabaseSync } from 'node:sqlite';

export interface RegionNode {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  level: number;
  beschreibung: string | null;
  children: RegionNode[];
  /** ids from the land down to this node (inclusive) */
  path: number[];
}

export interface RegionTree {
  roots: RegionNode[];
  byId: Map<number, RegionNode>;
  bySlug: Map<string, RegionNode>;
}

/** Spec §9: tree filters search 10 levels deep. */
export const MAX_TREE_DEPTH = 10;

const cache = new WeakMap<DatabaseSync, RegionTree>();

/** The landRegion tree (land → region → subregion …); it never changes at run time, so it is read once. */
export function regionTree(db: DatabaseSync): RegionTree {
  let tree = cache.get(db);
  if (tree) return tree;
  const rows = db.prepare('SELECT id, parentId, name, slug, level, beschreibung FROM land_region ORDER BY name').all() as unknown as Omit<
    RegionNode,
    'children' | 'path'
  >[];
  const byId = new Map<number, RegionNode>(rows.map((r) => [r.id, { ...r, children: [], path: [] }]));
  const roots: RegionNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId == null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const setPaths = (nodes: RegionNode[], prefix: number[]): void => {
    for (const n of nodes) {
      n.path = [...prefix, n.id];
      if (n.path.length < MAX_TREE_DEPTH) setPaths(n.children, n.path);
    }
  };
  setPaths(roots, []);
  // Schweiz first: this is a Swiss shop; the rest alphabetically.
  roots.sort((a, b) => Number(b.slug === 'schweiz') - Number(a.slug === 'schweiz') || a.name.localeCompare(b.name, 'de'));
  tree = { roots, byId, bySlug: new Map([...byId.values()].map((n) => [n.slug, n])) };
  cache.set(db, tree);
  return tree;
}

export function regionUrl(slug: string): string {
  return `/regionen/${slug}`;
}

/** Region pages describe themselves from the tree; used by the site search and /regionen/{slug}. */
export function regionDescription(name: string, parent: string | null, beschreibung: string | null): string {
  return beschreibung ?? `Weine aus ${name}${parent ? ` (${parent})` : ''}: unsere Auswahl mit Produzenten und Traubensorten.`;
}
