import { useEffect, useState } from 'react';
import { LOGIN_WAIT_FAILURES_SHOWN, startLoginWait } from '../../core/account/login-wait.ts';
import { useShopStore } from '../../core/state/use-shop-store.ts';
import { useT } from '../../i18n/use-t.ts';

export interface LoginWaitProps {
  /** The customer's address id in the back office. */
  adresseId: number;
}

/** `<shop-login-wait adresse-id="…">`: covers the page while the back office loads the customer, then reloads it. */
export function LoginWait({ adresseId }: LoginWaitProps) {
  const t = useT();
  const store = useShopStore();
  const [failures, setFailures] = useState(0);
  useEffect(() => startLoginWait(store, adresseId, { onFailures: setFailures }), [store, adresseId]);
  const interrupted = failures >= LOGIN_WAIT_FAILURES_SHOWN;
  return (
    <div className="vk-login-wait">
      <div className="vk-login-wait__box" role="status">
        <span className="vk-spinner__circle" aria-hidden="true" />
        <p className="vk-login-wait__text">{t('loginWarten.laden')}</p>
        {interrupted && <p className="vk-login-wait__problem">{t('loginWarten.verbindungUnterbrochen')}</p>}
      </div>
    </div>
  );
}
