import type { ReactNode } from 'react';
import { useExternalMediaConsent } from '../../core/consent/index.ts';

export interface ConsentPlaceholderProps {
  /** Says what loads and from where (the provider whose servers it reaches). */
  notice: string;
  /** The button's text, e.g. 'Karte laden'. */
  actionLabel: string;
  /** What the shopper gets without loading anything: the address, the video's title … */
  children?: ReactNode;
  /** Where to see it without consent (the video on the provider's site). */
  link?: { href: string; label: string } | undefined;
  className?: string;
  /** Called after the consent was given (e.g. to move focus to what loads). */
  onConsent?: () => void;
}

/**
 * ARCHITECTURE.md §3: the placeholder a map or video shows until the shopper agrees. Agreeing once loads every map
 * and video on the page and is remembered for the visit (core/consent).
 */
export function ConsentPlaceholder({ notice, actionLabel, children, link, className, onConsent }: ConsentPlaceholderProps) {
  const { grant } = useExternalMediaConsent();
  return (
    <div className={['vk-consent', className].filter(Boolean).join(' ')}>
      {children}
      <p className="vk-consent__notice">{notice}</p>
      <div className="vk-consent__actions">
        <button
          type="button"
          className="vk-button vk-button--primary vk-consent__button"
          onClick={() => {
            grant();
            onConsent?.();
          }}
        >
          {actionLabel}
        </button>
        {link && (
          <a className="vk-consent__link" href={link.href} rel="noopener noreferrer" target="_blank">
            {link.label}
          </a>
        )}
      </div>
    </div>
  );
}
