import type { AppFetch } from '../support/demo-shop.ts';

/** A test-only page that shows a shop page in a same-origin iframe of a given size (phone widths in WebKit). */
export const FRAME_PATH = '/__frame';

/** Wraps the demo app: FRAME_PATH answers the frame page, everything else goes to the shop. */
export function withFramePage(fetch: AppFetch): AppFetch {
  return (request) => {
    const url = new URL(request.url);
    if (url.pathname !== FRAME_PATH) return fetch(request);
    const width = Number(url.searchParams.get('w')) || 375;
    const height = Number(url.searchParams.get('h')) || 812;
    const src = url.searchParams.get('src') ?? '/';
    // Only shop paths: the frame never points elsewhere.
    const safeSrc = src.startsWith('/') && !src.startsWith('//') ? src : '/';
    const escaped = safeSrc.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const html =
      `<!doctype html><html lang="de-CH"><head><meta charset="utf-8"><title>Rahmen ${width}×${height}</title></head>` +
      `<body style="margin:0;background:#888"><iframe title="Seite" src="${escaped}" style="display:block;border:0;width:${width}px;height:${height}px;background:#fff"></iframe></body></html>`;
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
}
