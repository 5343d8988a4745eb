import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';

export interface TooltipProps {
  /** The tip text (e.g. artikel.lagerInfo). */
  content: ReactNode;
  /** Accessible name of the trigger button; tooltip.info by default. */
  label?: string;
  /** What the trigger shows; an "i" by default. */
  children?: ReactNode;
  className?: string;
}

/**
 * An info button with a tip: hover or click shows it, a second click, Escape or leaving closes it.
 * The tip is the button's description, so screen readers read it without opening it.
 */
export function Tooltip({ content, label, children, className }: TooltipProps) {
  const t = useT();
  const tipId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const open = pinned || hovered;

  useEffect(() => {
    if (!pinned) return;
    // A pinned tip closes when the shopper clicks anywhere else.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setPinned(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [pinned]);

  const close = () => {
    setPinned(false);
    setHovered(false);
  };

  return (
    <span
      ref={rootRef}
      className={`vk-tooltip${open ? ' vk-tooltip--open' : ''}${className ? ` ${className}` : ''}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className="vk-tooltip__trigger"
        aria-label={label ?? t('tooltip.info')}
        aria-describedby={tipId}
        onClick={() => setPinned((value) => !value)}
        onBlur={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            close();
          }
        }}
      >
        {children ?? <span aria-hidden="true">i</span>}
      </button>
      <span className="vk-tooltip__bubble" role="tooltip" id={tipId} hidden={!open}>
        {content}
      </span>
    </span>
  );
}
