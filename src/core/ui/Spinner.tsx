import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { SPINNER_DELAY_MS } from '../timing.ts';

export interface SpinnerProps {
  /** Text for the spinner; spinner.laden by default. */
  label?: string;
  /** Shows the text beside the circle; otherwise it is for screen readers only. */
  showLabel?: boolean;
  /** Overlay variant that covers the area it is rendered in (the area needs position: relative). */
  overlay?: boolean;
  className?: string;
}

/**
 * Render it while something loads: it appears only after SPINNER_DELAY_MS (spec §9 loadingMsgDelay),
 * so fast answers never flash a spinner.
 */
export function Spinner({ label, showLabel = false, overlay = false, className }: SpinnerProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  const classes = ['vk-spinner', overlay ? 'vk-spinner--overlay' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} role="status">
      <span className="vk-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'vk-spinner__label' : 'vk-visually-hidden'}>{label ?? t('spinner.laden')}</span>
    </div>
  );
}
