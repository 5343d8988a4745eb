import { useEffect, useState, type ElementType } from 'react';
import { warnLoadFailure } from '../errors.ts';

const MARKUP = /[<&]/;

/**
 * CMS text that may carry HTML (slide texts, map popups): plain text is shown as it is; text with markup
 * goes through DOMPurify, imported only then, so pages whose texts have no markup never load it. Until it
 * has loaded, the text shows without its tags (as text, never as HTML), so the box does not jump.
 */
export function SafeHtml({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  const [sanitised, setSanitised] = useState<{ source: string; html: string } | null>(null);
  const hasMarkup = MARKUP.test(html);

  useEffect(() => {
    if (!hasMarkup) return;
    let current = true;
    import('dompurify').then(({ default: DOMPurify }) => {
      if (current) setSanitised({ source: html, html: DOMPurify.sanitize(html) });
    }, warnLoadFailure('DOMPurify'));
    return () => {
      current = false;
    };
  }, [html, hasMarkup]);

  if (hasMarkup && sanitised?.source === html) return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitised.html }} />;
  return <Tag className={className}>{hasMarkup ? html.replace(/<[^>]*>/g, '') : html}</Tag>;
}
