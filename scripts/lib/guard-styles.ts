import postcss, { type AtRule, type ChildNode, type Container } from 'postcss';

/**
 * Splits the built stylesheet into what a theme may change and what an element needs to work (README
 * "Styling", ARCHITECTURE.md §9).
 *
 * - **Theme**: the custom properties (`--shop-*`, PhotoSwipe's `--pswp-*`). They stay in `@layer vinothek`, so a
 *   site's `:root { --shop-color-accent: … }` always wins: colours, fonts, sizes and spacing are themed there.
 * - **Works**: every other declaration, and the keyframes. They leave the layer (an unlayered rule beats every
 *   layered one whatever its specificity, so a site's `img { max-width: 100% }` would otherwise beat
 *   PhotoSwipe's `.pswp img { max-width: none }`), and each selector gains an id's weight (`:not(#\#)`, which
 *   every element matches), so a theme's `h2`, `a`, `button`, `.entry-content img` or `#content ul` rules do
 *   not reach our titles, buttons, images and lists either. Inline styles (keen-slider's and PhotoSwipe's
 *   measured sizes, React's `style`) still win, as they did.
 *
 * Within each part the rules keep their order and their specificities relative to each other, and the two
 * parts set disjoint properties, so our own rules cascade exactly as they did inside the one layer.
 */
export function guardStyles(css: string, layer = 'vinothek'): string {
  const root = postcss.parse(css);
  const themed = postcss.root();
  const works = postcss.root();
  root.each((node) => {
    if (node.type === 'atrule' && node.name === 'layer' && node.params === layer && node.nodes) {
      const themeLayer = postcss.atRule({ name: 'layer', params: layer });
      split(node, themeLayer, works);
      if (themeLayer.nodes?.length) themed.append(themeLayer);
    } else if (node.type === 'atrule' && node.name === 'layer' && !node.nodes) {
      themed.append(node.clone());
    } else {
      // Anything outside the layer (there is nothing today) stays as it was, after it.
      works.append(node.clone());
    }
  });
  return themed.toString() + works.toString();
}

/** Copies `from`'s children: custom properties into `themed`, everything else (raised) into `works`. */
function split(from: Container<ChildNode>, themed: Container<ChildNode>, works: Container<ChildNode>): void {
  from.each((node) => {
    if (node.type === 'rule') {
      const custom = node.clone({ nodes: [] });
      const other = node.clone({ nodes: [], selectors: node.selectors.map(raise) });
      node.each((child) => {
        if (child.type === 'decl' && child.prop.startsWith('--')) custom.append(child.clone());
        else if (child.type !== 'comment') other.append(child.clone());
      });
      if (custom.nodes.length) themed.append(custom);
      if (other.nodes.length) works.append(other);
    } else if (node.type === 'atrule' && node.name === 'keyframes') {
      works.append(node.clone());
    } else if (node.type === 'atrule' && node.nodes) {
      // @media, @supports, @container: the same wrapper on each side, kept only if it holds something.
      const themedWrapper = (node as AtRule).clone({ nodes: [] });
      const worksWrapper = (node as AtRule).clone({ nodes: [] });
      split(node, themedWrapper, worksWrapper);
      if (themedWrapper.nodes?.length) themed.append(themedWrapper);
      if (worksWrapper.nodes?.length) works.append(worksWrapper);
    } else if (node.type !== 'comment') {
      themed.append(node.clone());
    }
  });
}

/**
 * The selector with an id's weight added and what it matches unchanged: `:not(#\#)` (no element has the id
 * "#") as an ancestor; on the root element, which has no ancestor, on the selector's first compound instead.
 */
export function raise(selector: string): string {
  const trimmed = selector.trim();
  const rootCompound = /^(html|:root)(?![\w-])/.exec(trimmed);
  if (rootCompound) return `${rootCompound[0]}:not(#\\#)${trimmed.slice(rootCompound[0].length)}`;
  return `:not(#\\#) ${trimmed}`;
}
