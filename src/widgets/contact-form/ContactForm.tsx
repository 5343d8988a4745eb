import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { processContactForm } from '../../core/api/index.ts';
import type { ContactField, ContactFormFields } from '../../core/api/index.ts';
import { readCommonAnswer, useFormSubmit } from '../../core/forms/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { Field } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { FIELD_GROUPS, FIELD_INPUT, shownFields } from './fields.ts';

export interface ContactFormProps {
  /** The CMS component whose configuration the server checks against. */
  componentId: string;
  /** Shown and required per field (spec §2, §5). */
  fields: ContactFormFields;
}

type Values = Partial<Record<ContactField, string>>;

/**
 * `<shop-contact-form>` (spec §2, §4, §7): the configured fields with labels and autofill, the server's
 * validationResult at each field, and on success a confirmation that replaces the form and takes focus.
 * A failed send keeps everything typed. The `website` field is a honeypot: hidden from people, and a
 * filled one tells the server a script sent the form.
 */
export function ContactForm({ componentId, fields }: ContactFormProps) {
  const t = useT();
  const store = useShopStore();
  const id = useId();
  const [values, setValues] = useState<Values>({});
  const [honeypot, setHoneypot] = useState('');
  const [sent, setSent] = useState(false);
  const confirmationRef = useRef<HTMLElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [failures, setFailures] = useState(0);
  const { submit, submitting, fieldMessages, warningMessages, clearMessages } = useFormSubmit();
  const shown = shownFields(fields);

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  // The disabled button lost focus while sending: after a refusal (429, network) it takes it back, so the
  // shopper stays at the form while the toast says what happened.
  useEffect(() => {
    if (failures > 0) submitRef.current?.focus();
  }, [failures]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const data = Object.fromEntries(shown.map((field) => [field, values[field]?.trim() ?? ''])) as Values;
    const outcome = await submit({
      key: `kontakt-${componentId}`,
      call: (handlers) => processContactForm(store, { componentId, data, ...(honeypot ? { website: honeypot } : {}) }, handlers),
      read: readCommonAnswer,
    });
    if (outcome.status === 'success') setSent(true);
    if (outcome.status === 'failed') {
      // The messages of an earlier answer would stand under fields filled meanwhile: nothing was checked this time.
      clearMessages();
      setFailures((count) => count + 1);
    }
    if (outcome.status !== 'invalid') return;
    // Straight to the first field with a problem, so its message is read out.
    const first = shown.find((field) => field in outcome.fieldMessages);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  if (sent) {
    return (
      // Focus moves here, so a screen reader reads the confirmation where the form was.
      <section ref={confirmationRef} className="vk-contact-form vk-contact-form--sent" aria-labelledby={`${id}-sent`} tabIndex={-1}>
        <h2 className="vk-contact-form__title" id={`${id}-sent`}>
          {t('kontakt.dankeTitel')}
        </h2>
        <p>{t('kontakt.danke')}</p>
      </section>
    );
  }

  return (
    <form className="vk-contact-form" noValidate aria-busy={submitting} onSubmit={(event) => void send(event)}>
      <p className="vk-contact-form__hint">{t('kontakt.pflichtHinweis')}</p>
      {warningMessages.length > 0 && (
        <ul className="vk-contact-form__warnings" role="alert">
          {warningMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {FIELD_GROUPS.map((group) => group.filter((field) => shown.includes(field)))
        .filter((group) => group.length > 0)
        .map((group) => (
          <div key={group.join('-')} className={`vk-contact-form__row vk-contact-form__row--${group.length}`}>
            {group.map((field) => {
              const input = FIELD_INPUT[field];
              const common = {
                className: 'vk-control vk-contact-form__input',
                name: field,
                autoComplete: input.autoComplete,
                value: values[field] ?? '',
                onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
              };
              return (
                <Field
                  key={field}
                  id={`${id}-${field}`}
                  label={t(input.label)}
                  required={fields[field]?.required ?? false}
                  error={fieldMessages[field]}
                >
                  {input.type === 'textarea' ? <textarea {...common} rows={6} /> : <input {...common} type={input.type} />}
                </Field>
              );
            })}
          </div>
        ))}
      <div className="vk-contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('kontakt.website')}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <button ref={submitRef} type="submit" className="vk-button vk-button--primary" disabled={submitting} aria-busy={submitting}>
        {t('kontakt.senden')}
      </button>
    </form>
  );
}
