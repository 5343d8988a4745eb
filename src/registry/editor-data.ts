/**
 * Editor support from custom-elements.json (the manifest stays the one source, whoever generates it):
 * VS Code's HTML custom data and JetBrains' web-types, so template authors get tag and attribute completion
 * with the elements' descriptions in Twig, Razor or plain HTML. Pure; scripts/registry.ts writes the files.
 */

interface ManifestAttribute {
  name: string;
  type?: { text: string };
  default?: string;
  description?: string;
}

interface ManifestDeclaration {
  tagName?: string;
  description?: string;
  attributes?: ManifestAttribute[];
  events?: { name: string; description?: string }[];
  cssProperties?: { name: string; description?: string; default?: string }[];
}

interface Manifest {
  modules: { declarations: ManifestDeclaration[] }[];
}

export const editorDataPaths = {
  vscode: 'vscode.html-custom-data.json',
  webTypes: 'web-types.json',
} as const;

/** package.json's `repository`, as npm takes it: a URL or `{ url }`. */
export type Repository = string | { url: string } | undefined;

/**
 * The README the editors link to: the repository's (package.json `repository`), which exists before the
 * package is published and names the version's own text. `git+https://…/x.git` → `https://…/x#readme`.
 */
export function readmeUrl(repository: Repository): string {
  const url = typeof repository === 'string' ? repository : repository?.url;
  if (!url) throw new Error('package.json has no "repository": the editor data links to the README there.');
  return `${url.replace(/^git\+/, '').replace(/\.git$/, '')}#readme`;
}

/** A heading's anchor in the rendered README: the tag (`### \`<shop-map>\``) → `shop-map`. */
const anchored = (readme: string, tagName: string) => readme.replace(/#readme$/, `#${tagName.replace(/[^a-z-]/g, '')}`);

function elementsOf(manifest: Manifest): (ManifestDeclaration & { tagName: string })[] {
  return manifest.modules
    .flatMap((module) => module.declarations)
    .filter((declaration): declaration is ManifestDeclaration & { tagName: string } => !!declaration.tagName);
}

/** A union of string literals ('"a" | "b"') as its values; null for any other type. */
function literalValues(type: string | undefined): string[] | null {
  const parts = (type ?? '').split('|').map((part) => part.trim());
  return parts.length > 0 && parts.every((part) => /^(['"]).*\1$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : null;
}

const describe = (attribute: ManifestAttribute) =>
  [
    attribute.description,
    attribute.type ? `Type: ${attribute.type.text}.` : '',
    attribute.default === undefined ? '' : `Default: ${attribute.default}.`,
  ]
    .filter(Boolean)
    .join(' ');

/** VS Code (`html.customData` in .vscode/settings.json): tags and attributes with their descriptions and values. */
export function vscodeCustomData(manifest: Manifest, readme: string): string {
  const tags = elementsOf(manifest).map((element) => ({
    name: element.tagName,
    description: element.description ?? '',
    attributes: (element.attributes ?? []).map((attribute) => {
      const values = literalValues(attribute.type?.text);
      return { name: attribute.name, description: describe(attribute), ...(values ? { values: values.map((name) => ({ name })) } : {}) };
    }),
    references: [{ name: 'README', url: anchored(readme, element.tagName) }],
  }));
  return `${JSON.stringify({ $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json', version: 1.1, tags }, null, 2)}\n`;
}

/** JetBrains IDEs read web-types.json named by package.json's "web-types" from node_modules on their own. */
export function webTypes(manifest: Manifest, version: string, readme: string): string {
  const elements = elementsOf(manifest).map((element) => ({
    name: element.tagName,
    description: element.description ?? '',
    'doc-url': anchored(readme, element.tagName),
    attributes: (element.attributes ?? []).map((attribute) => {
      const values = literalValues(attribute.type?.text);
      return {
        name: attribute.name,
        description: describe(attribute),
        ...(attribute.default === undefined ? {} : { default: attribute.default }),
        value: { type: attribute.type?.text ?? 'string', kind: 'plain' as const },
        ...(values ? { values: values.map((name) => ({ name })) } : {}),
      };
    }),
    js: {
      events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '' })),
    },
    css: {
      properties: (element.cssProperties ?? []).map((property) => ({ name: property.name, description: property.description ?? '' })),
    },
  }));
  const document = {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: 'vinothek-elements',
    version,
    'description-markup': 'markdown',
    contributions: { html: { elements } },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Both files, path → text, from the manifest's text. */
export function editorData(manifestText: string, pkg: { version: string; repository?: Repository }): Record<string, string> {
  const manifest = JSON.parse(manifestText) as Manifest;
  const readme = readmeUrl(pkg.repository);
  return {
    [editorDataPaths.vscode]: vscodeCustomData(manifest, readme),
    [editorDataPaths.webTypes]: webTypes(manifest, pkg.version, readme),
  };
}
