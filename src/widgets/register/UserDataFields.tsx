import { useState } from 'react';
import type { UserData } from '../../core/api/index.ts';
import { Field } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';

export const USER_DATA_FIELDS = ['userName', 'password', 'passwordConfirm'] as const;

interface UserDataFieldsProps {
  value: UserData;
  onChange: (next: UserData) => void;
  fieldMessages: Readonly<Record<string, string>>;
  idPrefix: string;
}

/** Spec §3 User data: the e-mail as user name and the password twice, with the tokens password managers read. */
export function UserDataFields({ value, onChange, fieldMessages, idPrefix }: UserDataFieldsProps) {
  const t = useT();
  const [showPassword, setShowPassword] = useState(false);
  const passwordType = showPassword ? 'text' : 'password';
  const field = (name: (typeof USER_DATA_FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    required: true,
    error: fieldMessages[name] ?? null,
  });
  const set = (patch: Partial<UserData>) => onChange({ ...value, ...patch });
  return (
    <div className="vk-register__user">
      <Field label={t('registrieren.email')} {...field('userName')}>
        <input
          type="email"
          name="userName"
          autoComplete="email"
          value={value.userName ?? ''}
          onChange={(event) => set({ userName: event.target.value })}
        />
      </Field>
      <Field label={t('registrieren.passwort')} hint={t('registrieren.passwortHinweis')} {...field('password')}>
        <input
          type={passwordType}
          name="password"
          autoComplete="new-password"
          value={value.password ?? ''}
          onChange={(event) => set({ password: event.target.value })}
        />
      </Field>
      <Field label={t('registrieren.passwortBestaetigen')} {...field('passwordConfirm')}>
        <input
          type={passwordType}
          name="passwordConfirm"
          autoComplete="new-password"
          value={value.passwordConfirm ?? ''}
          onChange={(event) => set({ passwordConfirm: event.target.value })}
        />
      </Field>
      <label className="vk-register__show-password">
        <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />{' '}
        {t('registrieren.passwortZeigen')}
      </label>
    </div>
  );
}
