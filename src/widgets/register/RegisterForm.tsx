import type { FormEvent } from 'react';
import type { UserData, AddressInput, AdressPoolMeta } from '../../core/api/index.ts';
import { WarningBox } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { AddressForm } from '../../parts/address-form/index.ts';
import { UserDataFields } from './UserDataFields.tsx';

export interface RegisterFormProps {
  meta: AdressPoolMeta;
  userData: UserData;
  adresse: AddressInput;
  onUserDataChange: (next: UserData) => void;
  onAdresseChange: (next: AddressInput) => void;
  /** The server's messages by field (user data and address names do not overlap). */
  fieldMessages: Readonly<Record<string, string>>;
  warningMessages: readonly string[];
  submitting: boolean;
  onSubmit: (event: FormEvent) => void;
  idPrefix: string;
}

/** The registration form as the shopper sees it: user data, the shared address form, the register button. */
export function RegisterForm(props: RegisterFormProps) {
  const t = useT();
  return (
    <form className="vk-register" noValidate aria-label={t('registrieren.titel')} onSubmit={props.onSubmit}>
      <WarningBox messages={props.warningMessages} />
      <fieldset className="vk-register__section">
        <legend>{t('registrieren.zugangsdaten')}</legend>
        <UserDataFields
          value={props.userData}
          onChange={props.onUserDataChange}
          fieldMessages={props.fieldMessages}
          idPrefix={props.idPrefix}
        />
      </fieldset>
      <fieldset className="vk-register__section">
        <legend>{t('registrieren.adresse')}</legend>
        <AddressForm
          value={props.adresse}
          onChange={props.onAdresseChange}
          meta={props.meta}
          addressType="rechnung"
          fieldMessages={props.fieldMessages}
          idPrefix={props.idPrefix}
        />
      </fieldset>
      <button type="submit" className="vk-button vk-button--primary" disabled={props.submitting} aria-busy={props.submitting}>
        {t('registrieren.absenden')}
      </button>
    </form>
  );
}
