import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { acceptLanguageAtom } from '../state/config.ts';
import { useShopStore } from '../state/use-shop-store.ts';

/** The header by which the server knows to answer a page's HTML without its layout (spec §7). */
export const DIALOG_REQUEST_HEADER = { 'X-Requested-With': 'ShopDialog' } as const;

type State = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed' };

/**
 * The body of an html dialog: given HTML or a URL's HTML, always passed through DOMPurify first.
 * DOMPurify is imported here, on demand, so pages that never open such a dialog never load it.
 */
export function DialogHtmlContent({ html, url, id }: { html?: string; url?: string; id?: string }) {
  const t = useT();
  const store = useShopStore();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const source =
      html !== undefined
        ? Promise.resolve(html)
        : url
          ? fetch(url, {
              headers: { ...DIALOG_REQUEST_HEADER, 'Accept-Language': store.get(acceptLanguageAtom) },
              credentials: 'same-origin',
              signal: controller.signal,
            }).then((response) => {
              if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
              return response.text();
            })
          : Promise.reject(new Error('html dialog without html or url'));
    Promise.all([import('dompurify'), source])
      .then(([{ default: DOMPurify }, markup]) => {
        if (!controller.signal.aborted) setState({ status: 'ready', html: DOMPurify.sanitize(markup) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [html, url, store]);

  if (state.status === 'loading') {
    return (
      <p className="vk-dialog__loading" role="status" id={id}>
        {t('dialog.inhaltLaden')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="vk-dialog__failure" role="alert" id={id}>
        {t('dialog.inhaltFehler')}
      </p>
    );
  }
  // Sanitised just above; this is the one place the shop renders foreign HTML.
  return <div className="vk-dialog__html" id={id} dangerouslySetInnerHTML={{ __html: state.html }} />;
}
