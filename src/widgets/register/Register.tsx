import { useId, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { register } from '../../core/api/index.ts';
import type { UserData, AddressInput, AdressPoolMeta } from '../../core/api/index.ts';
import { FALLBACK_ADRESS_POOL_META } from '../../core/account/index.ts';
import { useFormSubmit } from '../../core/forms/index.ts';
import { configAtom, navigatorOf, useShopStore } from '../../core/state/index.ts';
import { emptyAddress, pageSprache } from '../../parts/address-form/index.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { RegisterSent } from './RegisterSent.tsx';
import { USER_DATA_FIELDS } from './UserDataFields.tsx';

export interface RegisterProps {
  /** Countries, salutations and languages of the address form. */
  meta?: AdressPoolMeta | undefined;
}

/** The address's e-mail follows the user name until the customer types another one. */
function followUserName(adresse: AddressInput, before: UserData, after: UserData): AddressInput {
  const eMail = adresse.eMail ?? '';
  return eMail === '' || eMail === (before.userName ?? '') ? { ...adresse, eMail: after.userName ?? '' } : adresse;
}

/** Fields in the order the form shows them, to focus the first one the server found invalid. */
const FIELD_ORDER = [
  ...USER_DATA_FIELDS,
  'anrede',
  'firma',
  'vorname',
  'name',
  'strasse',
  'zusatz1',
  'plz',
  'ort',
  'landId',
  'eMail',
  'telP',
  'natel',
  'sprache',
];

/** `<shop-register>` (spec §2 Registration, §5, §7): user data and the shared address form; success goes to redirectUrl, or says to confirm by e-mail. */
export function Register({ meta = FALLBACK_ADRESS_POOL_META }: RegisterProps) {
  const store = useShopStore();
  const idPrefix = `vk-register-${useId().replace(/:/g, '')}`;
  const [userData, setUserData] = useState<UserData>({ userName: '', password: '', passwordConfirm: '' });
  // The correspondence language starts as the page's (issue 36), if the back office offers it.
  const language = useAtomValue(configAtom).language;
  const [adresse, setAdresse] = useState<AddressInput>(() => emptyAddress(pageSprache(language, meta)));
  const { submit, submitting, fieldMessages, warningMessages } = useFormSubmit();
  /** the address the confirmation link went to (a back end that confirms by e-mail, issue 34) */
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    const outcome = await submit({
      key: 'registrieren',
      call: (handlers) => register(store, { userData, adresse }, handlers),
      read: (answer) => ({
        success: answer.success,
        validationResults: [answer.validationResultUserData, answer.validationResultAdresse],
        warningMessages: answer.warningMessages,
      }),
    });
    if (outcome.status === 'success' && outcome.answer.emailConfirmation) setSentTo(userData.userName ?? '');
    else if (outcome.status === 'success' && outcome.answer.redirectUrl) navigatorOf(store).assign(outcome.answer.redirectUrl);
    if (outcome.status === 'invalid') {
      const first = FIELD_ORDER.find((field) => field in outcome.fieldMessages);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    }
  }

  if (sentTo != null) return <RegisterSent email={sentTo} />;
  return (
    <RegisterForm
      meta={meta}
      userData={userData}
      adresse={adresse}
      onUserDataChange={(next) => {
        setAdresse((current) => followUserName(current, userData, next));
        setUserData(next);
      }}
      onAdresseChange={setAdresse}
      fieldMessages={fieldMessages}
      warningMessages={warningMessages}
      submitting={submitting}
      onSubmit={(event) => void send(event)}
      idPrefix={idPrefix}
    />
  );
}
