/**
 * The one place that says where a tag's files live: `<shop-basket>` is `src/widgets/basket/`, built to
 * `dist/widgets/basket.js`. The loader derives the file it preloads from it; the build names each widget
 * file after the folder of its define.ts.
 */
export const folderOf = (tag: string): string => tag.slice('shop-'.length);
