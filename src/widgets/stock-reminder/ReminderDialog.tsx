import { useState, type FormEvent } from 'react';
import { addArtikelErinnerung } from '../../core/api/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { readCommonAnswer, useFormSubmit } from '../../core/forms/index.ts';
import { Field, ModalFrame } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import type { StockReminderProps } from './StockReminder.tsx';

const FIELDS = ['vorname', 'nachname', 'email'] as const;
type FieldName = (typeof FIELDS)[number];
const LABEL = { vorname: 'erinnerung.vorname', nachname: 'erinnerung.nachname', email: 'erinnerung.email' } as const;
const AUTOCOMPLETE: Record<FieldName, string> = { vorname: 'given-name', nachname: 'family-name', email: 'email' };

type ErinnerungForm = Record<FieldName, string>;

/** The reminder form in a modal with a static backdrop (spec §4 Stock reminder dialog); loaded on first open. */
export default function ReminderDialog({
  artikelId,
  data,
  metaData,
  einleitungstext,
  onClose,
}: StockReminderProps & { onClose: () => void }) {
  const t = useT();
  const store = useShopStore();
  const [form, setForm] = useState<ErinnerungForm>({
    vorname: data?.vorname ?? '',
    nachname: data?.nachname ?? '',
    email: data?.email ?? '',
  });
  const { submit, submitting, fieldMessages } = useFormSubmit();

  // Spec §7 Stock reminder: success shows the server's successText and closes; otherwise the field results.
  async function send(event: FormEvent) {
    event.preventDefault();
    const outcome = await submit({
      key: `erinnerung-${artikelId}`,
      call: (handlers) => addArtikelErinnerung(store, { artikelId, ...form }, handlers),
      read: readCommonAnswer,
      successText: (answer) => answer.successText,
      successMessage: 'erinnerung.erfolg',
    });
    if (outcome.status === 'success') onClose();
    if (outcome.status !== 'invalid') return;
    // Straight to the first field with a problem, so its message is read out.
    const first = FIELDS.find((name) => name in outcome.fieldMessages);
    if (first) document.getElementById(`vk-erinnerung-${artikelId}-${first}`)?.focus();
  }

  return (
    <ModalFrame title={t('erinnerung.titel')} onClose={onClose}>
      {() => (
        <form className="vk-reminder" noValidate onSubmit={(event) => void send(event)}>
          <div className="vk-dialog__body">
            <p className="vk-reminder__intro">{einleitungstext || t('erinnerung.einleitung')}</p>
            {FIELDS.map((name) => (
              <Field
                key={name}
                id={`vk-erinnerung-${artikelId}-${name}`}
                label={metaData?.[name].displayName || t(LABEL[name])}
                required={metaData?.[name].isRequired ?? true}
                error={fieldMessages[name]}
              >
                <input
                  className="vk-reminder__input"
                  type={name === 'email' ? 'email' : 'text'}
                  autoComplete={AUTOCOMPLETE[name]}
                  name={name}
                  value={form[name]}
                  data-autofocus={name === 'vorname' ? true : undefined}
                  onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
                />
              </Field>
            ))}
          </div>
          <div className="vk-dialog__footer">
            <button type="button" className="vk-button vk-button--secondary" onClick={onClose}>
              {t('dialog.abbrechen')}
            </button>
            <button type="submit" className="vk-button vk-button--primary" disabled={submitting} aria-busy={submitting}>
              {t('erinnerung.senden')}
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
