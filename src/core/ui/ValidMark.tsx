import { useT } from '../../i18n/use-t.ts';

/** A check mark for a valid field, a grey mark for one that is not (yet) valid; both carry a text alternative. */
export function ValidMark({ valid, className }: { valid: boolean; className?: string }) {
  const t = useT();
  const classes = `vk-valid-mark ${valid ? 'vk-valid-mark--valid' : 'vk-valid-mark--invalid'}${className ? ` ${className}` : ''}`;
  return (
    <span className={classes} role="img" aria-label={t(valid ? 'feld.gueltig' : 'feld.ungueltig')}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        {valid ? (
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
        )}
      </svg>
    </span>
  );
}
