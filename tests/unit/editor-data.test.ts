// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorDataPaths } from '../../src/registry/editor-data.ts';

const root = process.cwd();
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;

interface Manifest {
  modules: { declarations: { tagName: string; attributes: { name: string }[]; cssParts?: unknown }[] }[];
}

/** Issue 23: template authors get tag and attribute completion in Twig, Razor or plain HTML. */
describe('editor support (generated from custom-elements.json by npm run registry)', () => {
  const manifest = read('custom-elements.json') as unknown as Manifest;
  const elements = manifest.modules.flatMap((module) => module.declarations);

  it('VS Code HTML custom data and JetBrains web-types hold every tag with its attributes and their values', () => {
    const vscode = read(editorDataPaths.vscode) as {
      tags: { name: string; description: string; attributes: { name: string; values?: { name: string }[] }[] }[];
    };
    const webTypes = read(editorDataPaths.webTypes) as {
      contributions: { html: { elements: { name: string; attributes: { name: string }[] }[] } };
    };
    expect(vscode.tags.map((tag) => tag.name)).toEqual(elements.map((element) => element.tagName));
    expect(webTypes.contributions.html.elements.map((element) => element.name)).toEqual(elements.map((element) => element.tagName));
    for (const element of elements) {
      const names = element.attributes.map((attribute) => attribute.name);
      expect(vscode.tags.find((tag) => tag.name === element.tagName)!.attributes.map((attribute) => attribute.name)).toEqual(names);
      expect(
        webTypes.contributions.html.elements.find((entry) => entry.name === element.tagName)!.attributes.map((attribute) => attribute.name),
      ).toEqual(names);
    }
    const paging = vscode.tags.find((tag) => tag.name === 'shop-article-list')!.attributes.find((attribute) => attribute.name === 'paging');
    expect(paging?.values?.map((value) => value.name)).toEqual(['pager', 'infinite']);
  });

  it('the manifest lists no cssParts: light DOM has no ::part(), the styling API is custom properties and class hooks', () => {
    for (const element of elements) expect(element.cssParts, element.tagName).toBeUndefined();
  });

  it('the editors link each tag to its heading in the README of the repository (the package is not published yet)', () => {
    const pkg = read('package.json') as { repository: { url: string } };
    const base = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const vscode = read(editorDataPaths.vscode) as { tags: { name: string; references: { url: string }[] }[] };
    const webTypes = read(editorDataPaths.webTypes) as { contributions: { html: { elements: { name: string; 'doc-url': string }[] } } };
    for (const tag of vscode.tags) {
      expect(tag.references[0]!.url).toBe(`${base}#${tag.name}`);
      expect(readme, tag.name).toMatch(new RegExp(`^### .*\`<${tag.name}>\``, 'm'));
    }
    for (const element of webTypes.contributions.html.elements) expect(element['doc-url']).toBe(`${base}#${element.name}`);
  });

  it('package.json names both files, and they are in the tarball', () => {
    const pkg = read('package.json') as { 'web-types': string; exports: Record<string, unknown> };
    expect(pkg['web-types']).toBe(`./${editorDataPaths.webTypes}`);
    expect(pkg.exports[`./${editorDataPaths.vscode}`]).toBe(`./${editorDataPaths.vscode}`);
    const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const files = (JSON.parse(output) as [{ files: { path: string }[] }])[0].files.map((file) => file.path);
    expect(files).toEqual(expect.arrayContaining([editorDataPaths.vscode, editorDataPaths.webTypes]));
  });
});
