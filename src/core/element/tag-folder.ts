/**
 * The one rule that ties a tag to its files: `<shop-basket>` lives in `src/widgets/basket/` and is built to
 * `dist/widgets/basket.js`. The registry generator, the build (which names each element file after the folder
 * of its define.ts) and the loader (which derives the file it preloads by the same rule, written out for its 1 KB) follow it.
 */
export function folderOf(tag: string): string {
  if (!/^shop-[a-z][a-z0-9-]*$/.test(tag)) throw new Error(`"${tag}" is not a shop element tag (shop-<name>)`);
  return tag.slice('shop-'.length);
}
