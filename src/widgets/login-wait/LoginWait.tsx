import { useEffect, useId, useRef, useState } from 'react';
import { LOGIN_WAIT_FAILURES_SHOWN, startLoginWait } from './login-wait.ts';
import { useShopStore } from '../../core/state/index.ts';
import { focusElement, makeOutsideInert } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';

export interface LoginWaitProps {
  /** The customer's address id in the back office. */
  adresseId: number;
}

/** `<shop-login-wait adresse-id="…">`: covers the page while the back office loads the customer, then reloads it. */
export function LoginWait({ adresseId }: LoginWaitProps) {
  const store = useShopStore();
  const [failures, setFailures] = useState(0);
  useEffect(() => startLoginWait(store, adresseId, { onFailures: setFailures }), [store, adresseId]);
  return <LoginWaitOverlay interrupted={failures >= LOGIN_WAIT_FAILURES_SHOWN} />;
}

/** The overlay itself: blocks the page, says that the data are loading and, if so, that the connection is interrupted. */
export function LoginWaitOverlay({ interrupted }: { interrupted: boolean }) {
  const t = useT();
  const textId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    // The page behind is not usable until the reload: Tab and screen readers stay on the overlay.
    const restore = makeOutsideInert(box.closest('.vk-login-wait') ?? box);
    focusElement(box);
    return restore;
  }, []);
  return (
    <div className="vk-login-wait">
      <div ref={boxRef} className="vk-login-wait__box" role="alertdialog" aria-modal="true" aria-labelledby={textId} tabIndex={-1}>
        <span className="vk-spinner__circle" aria-hidden="true" />
        <p className="vk-login-wait__text" id={textId}>
          {t('loginWarten.laden')}
        </p>
        {/* Always present, so the interruption is announced when its text appears. */}
        <div role="status">{interrupted && <p className="vk-login-wait__problem">{t('loginWarten.verbindungUnterbrochen')}</p>}</div>
      </div>
    </div>
  );
}
