import type { BatchRenderer } from './render-batch.ts';
import { findPageTags, pageConfig } from './page-tags.ts';

/**
 * A whole HTML page with its empty `<shop-*>` elements rendered in place (config from the page's
 * `#shop-config`), each followed by its JSON-LD as renderElement writes it, and the first element's lead image
 * preload before `</head>` (leadImagePreload). An element the renderer refuses
 * (not one it renders, data missing or bad, time limit) stays exactly as the page wrote it; a page where
 * nothing was rendered is returned as the very bytes it came as.
 */
export async function renderPage(
  renderer: BatchRenderer,
  body: Buffer,
  url: string | undefined,
): Promise<{ page: Buffer; rendered: number }> {
  const page = body.toString('utf8');
  const tags = findPageTags(page);
  if (tags.length === 0) return { page: body, rendered: 0 };
  const answer = await renderer.renderBatch({
    config: pageConfig(page),
    url,
    elements: tags.map(({ tag, attributes }, index) => ({ id: String(index), tag, attributes })),
  });
  let result = '';
  let from = 0;
  let rendered = 0;
  let preload = '';
  tags.forEach((tag, index) => {
    const element = answer.elements[String(index)]!;
    if (element.error !== undefined) return;
    result += page.slice(from, tag.start) + element.html + element.jsonLd;
    from = tag.end;
    rendered += 1;
    preload ||= element.preload;
  });
  if (rendered === 0) return { page: body, rendered };
  result += page.slice(from);
  // Before the page's first shop tag, so a head that holds none: a preload in the body comes too late to help.
  const headEnd = result.search(/<\/head>/i);
  if (preload && headEnd !== -1 && headEnd < (tags[0]?.start ?? 0)) result = result.slice(0, headEnd) + preload + result.slice(headEnd);
  return { page: Buffer.from(result), rendered };
}
