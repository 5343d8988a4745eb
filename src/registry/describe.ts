import * as v from 'valibot';
import { kebab } from '../core/element/kebab.ts';
import { folderOf } from '../core/element/tag-folder.ts';
import { themed } from './theme.ts';
import type { AttributeMetadata, ElementAttribute, ElementEntry, ElementModule } from './types.ts';

/**
 * Reads an element's `element.ts` into its registry entry. The attribute schemas are the source (as
 * documented in its `docs()`, piped through description and metadata): the type
 * comes from the schema (a picklist gives its words, a `v.number()` step a number, `v.parseJson` JSON text),
 * the default from `v.optional`'s default (so it is the named constant the code uses), the text from
 * `v.description`, and what no schema can say from `v.metadata` (AttributeMetadata).
 */

/** The parts of a valibot schema object this reads (valibot's pipe copies its first schema's fields). */
interface SchemaNode {
  kind: string;
  type: string;
  pipe?: SchemaNode[];
  wrapped?: SchemaNode;
  default?: unknown;
  options?: readonly string[];
}

/** Every schema and action in a schema's pipes and optional wrappers (not into object entries). */
function steps(node: SchemaNode): SchemaNode[] {
  return [node, ...(node.pipe ?? []).filter((step) => step !== node).flatMap(steps), ...(node.wrapped ? steps(node.wrapped) : [])];
}

function typeOf(inner: SchemaNode, json: boolean): string {
  if (json) return 'string';
  if (inner.type === 'picklist' && inner.options) return inner.options.map((option) => `'${option}'`).join(' | ');
  return steps(inner).some((step) => step.kind === 'schema' && step.type === 'number') ? 'number' : 'string';
}

export function describeAttribute(name: string, schema: v.GenericSchema): ElementAttribute {
  const node = schema as unknown as SchemaNode;
  const optional = node.type === 'optional';
  const inner = optional && node.wrapped ? node.wrapped : node;
  const metadata = v.getMetadata(schema) as AttributeMetadata;
  const description = v.getDescription(schema);
  if (!description) throw new Error(`attribute ${kebab(name)}: its schema has no v.description('…')`);
  const json = steps(node).some((step) => step.type === 'parse_json');
  const fallback = metadata.default ?? (optional && node.default !== undefined ? String(node.default) : undefined);
  return {
    name: kebab(name),
    type: typeOf(inner, json),
    ...(json ? { json: metadata.json ?? 'JSON' } : {}),
    ...(fallback === undefined ? {} : { default: fallback }),
    ...(optional ? {} : { required: true }),
    description,
  };
}

/** `article-list` → `ArticleList`: the component a folder renders unless its docs() names another. */
const pascal = (folder: string) => folder.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * An element.ts module as a registry entry. `folder` is relative to src/widgets and follows from the tag
 * (folderOf); only a test's stand-in element, kept outside src/, passes its own.
 */
export function describeElement(module: ElementModule, folder = folderOf(module.tag)): ElementEntry {
  const docs = module.docs();
  return {
    tag: module.tag,
    folder,
    component: docs.component ?? pascal(folderOf(module.tag)),
    serverRendered: docs.serverRendered === true,
    summary: docs.summary,
    attributes: Object.entries(module.attributes).map(([name, schema]) => {
      const documented = docs.attributes[name] as (v.GenericSchema & { pipe?: unknown[] }) | undefined;
      // The documented schema must be the element's own one, piped: a copy could drift from what is parsed.
      if (documented?.pipe?.[0] !== schema)
        throw new Error(`<${module.tag}> docs(): attribute ${kebab(name)} must be v.pipe(attributes.${name}, v.description('…'))`);
      return describeAttribute(name, documented);
    }),
    events: docs.events,
    cssProperties: themed(...docs.cssProperties),
    parts: docs.parts,
  };
}
