import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { pageCount, pagerWindow } from './pager-window.ts';

export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  /** Page size as the server gives it (spec §9). */
  pageSize: number;
  totalRecordCount: number;
  onPageChange?: (page: number) => void;
  /** Gives real links (middle-click, open in new tab); a plain click still goes through onPageChange. */
  hrefForPage?: (page: number) => string;
  className?: string;
}

/** A click the browser should handle itself: new tab, new window, download. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Page links of spec §9: up to 10, the window shifting after page 6; hidden when one page holds everything. */
export function Pager({ page, pageSize, totalRecordCount, onPageChange, hrefForPage, className }: PagerProps) {
  const t = useT();
  if (totalRecordCount <= pageSize) return null;
  const pages = pageCount(totalRecordCount, pageSize);
  const current = Math.min(Math.max(1, page), pages);

  function target(number: number, content: ReactNode, label: string, modifier: string, isCurrent = false) {
    const classes = `vk-pager__link vk-pager__link--${modifier}`;
    const ariaCurrent = isCurrent ? ('page' as const) : undefined;
    if (hrefForPage) {
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        if (!onPageChange || isModifiedClick(event)) return;
        event.preventDefault();
        if (!isCurrent) onPageChange(number);
      };
      return (
        <a className={classes} href={hrefForPage(number)} aria-label={label} aria-current={ariaCurrent} onClick={onClick}>
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        className={classes}
        aria-label={label}
        aria-current={ariaCurrent}
        onClick={() => {
          if (!isCurrent) onPageChange?.(number);
        }}
      >
        {content}
      </button>
    );
  }

  // Prev/next at the ends keep their place (no layout jump) but are not interactive.
  const placeholder = (modifier: string, arrow: string) => (
    <span className={`vk-pager__link vk-pager__link--${modifier} vk-pager__link--disabled`} aria-hidden="true">
      {arrow}
    </span>
  );

  return (
    <nav className={className ? `vk-pager ${className}` : 'vk-pager'} aria-label={t('pager.navigation')}>
      <ul className="vk-pager__list">
        <li className="vk-pager__item">
          {current > 1 ? target(current - 1, <span aria-hidden="true">‹</span>, t('pager.vorherige'), 'prev') : placeholder('prev', '‹')}
        </li>
        {pagerWindow(current, pages).map((number) => (
          <li className="vk-pager__item" key={number}>
            {target(number, number, t('pager.seite', { page: number }), number === current ? 'current' : 'page', number === current)}
          </li>
        ))}
        <li className="vk-pager__item">
          {current < pages ? target(current + 1, <span aria-hidden="true">›</span>, t('pager.naechste'), 'next') : placeholder('next', '›')}
        </li>
      </ul>
    </nav>
  );
}
