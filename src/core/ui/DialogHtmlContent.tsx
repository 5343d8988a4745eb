import { useEffect, useRef, useState } from 'react';
import { useEffectEvent } from '../use-effect-event.ts';
import { useT } from '../../i18n/use-t.ts';
import { acceptLanguageAtom } from '../state/config.ts';
import { useShopStore } from '../state/use-shop-store.ts';

/** The header by which the server knows to answer a page's HTML without its layout (spec §7). */
export const DIALOG_REQUEST_HEADER = { 'X-Requested-With': 'ShopDialog' } as const;

type State = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed' };

/**
 * A page shown in a dialog usually starts with its own title ("Anmelden" on the login page), which the
 * dialog's header already shows: that heading is dropped so the dialog has one title, and references to
 * it go with it.
 */
function withoutRepeatedTitle(markup: string, title: string | undefined): string {
  if (!title) return markup;
  const template = document.createElement('template');
  template.innerHTML = markup;
  const heading = template.content.querySelector('h1, h2, h3, h4, h5, h6');
  if (!heading || heading.textContent.trim() !== title.trim()) return markup;
  if (heading.id) {
    for (const labelled of template.content.querySelectorAll(`[aria-labelledby~="${CSS.escape(heading.id)}"]`))
      labelled.removeAttribute('aria-labelledby');
  }
  heading.remove();
  return template.innerHTML;
}

export interface DialogHtmlContentProps {
  html?: string | undefined;
  url?: string | undefined;
  id?: string | undefined;
  /** The dialog's title: a first heading saying the same is not repeated. */
  title?: string | undefined;
  /** Called once the content is in the document (the dialog then moves focus into a form it holds). */
  onReady?: (content: HTMLElement) => void;
}

/**
 * The body of an html dialog: given HTML or a URL's HTML, always passed through DOMPurify first.
 * DOMPurify is imported here, on demand, so pages that never open such a dialog never load it.
 */
export function DialogHtmlContent({ html, url, id, title, onReady }: DialogHtmlContentProps) {
  const t = useT();
  const store = useShopStore();
  const [state, setState] = useState<State>({ status: 'loading' });
  const contentRef = useRef<HTMLDivElement>(null);
  const ready = useEffectEvent((content: HTMLElement) => onReady?.(content));

  useEffect(() => {
    if (state.status === 'ready' && contentRef.current) ready(contentRef.current);
  }, [state]);

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
        if (!controller.signal.aborted) setState({ status: 'ready', html: withoutRepeatedTitle(DOMPurify.sanitize(markup), title) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [html, url, store, title]);

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
  return <div ref={contentRef} className="vk-dialog__html" id={id} dangerouslySetInnerHTML={{ __html: state.html }} />;
}
