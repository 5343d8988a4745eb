import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t.ts';

export interface RegisterSentProps {
  /** the address the back end mailed (as typed) */
  email: string;
}

/**
 * What the shopper sees once the back end mailed the confirmation link (issue 34): the same for an address
 * that has an account (its owner got a notice instead), so it says nothing about the address. The heading
 * takes the focus, as the form it replaces had it.
 */
export function RegisterSent({ email }: RegisterSentProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="vk-register vk-register--sent" role="status" aria-labelledby="vk-register-sent-title">
      <h2 id="vk-register-sent-title" className="vk-register__sent-title" tabIndex={-1} ref={heading}>
        {t('registrieren.gesendet.titel')}
      </h2>
      <p>{t('registrieren.gesendet.text', { email })}</p>
      <p>{t('registrieren.gesendet.hinweis')}</p>
    </section>
  );
}
