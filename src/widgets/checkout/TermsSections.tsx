import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import { moduleMessages } from './choices.ts';
import { configAtom } from '../../core/state/index.ts';
import { Field } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { CheckoutSection } from './CheckoutSection.tsx';
import type { CheckoutView } from './use-checkout.ts';

function Checkbox({
  id,
  label,
  checked,
  error,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={`vk-checkbox-field${error ? ' vk-field--invalid' : ''}`}>
      <label className="vk-checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p className="vk-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** AGB and minimum age (spec §5: both validated by the server); the AGB link opens /agb in a dialog. */
export function TermsSection({ view, readonly }: { view: CheckoutView; readonly: boolean }) {
  const t = useT();
  const config = useAtomValue(configAtom);
  const { model, choices, change } = view;
  // Each box says what is missing once it was changed or an order was tried; tabbing past it is no answer yet
  // (issue 36: both boxes turned red when focus merely went by).
  const [changed, setChanged] = useState<ReadonlySet<'agbAkzeptiert' | 'minimumAlter'>>(new Set());
  if (readonly) return null;
  const { fields, box } = moduleMessages(model.moduleState.agb, ['agbAkzeptiert', 'minimumAlter']);
  const shown = view.shows('agb');
  const errorOf = (field: 'agbAkzeptiert' | 'minimumAlter') => (view.attempts > 0 || changed.has(field) ? fields[field] : undefined);
  const toggle = (field: 'agbAkzeptiert' | 'minimumAlter', value: boolean) => {
    setChanged((current) => new Set([...current, field]));
    change({ [field]: value });
  };
  return (
    <CheckoutSection name="agb" title={t('checkout.agb')} state={model.moduleState.agb} messages={shown ? box : []}>
      <p className="vk-checkout-terms__link">
        <a href={config.urls.agb} data-shop-dialog="">
          {t('checkout.agbLesen')}
        </a>
      </p>
      <Checkbox
        id="vk-checkout-agb"
        label={t('checkout.agbAkzeptiert')}
        checked={choices.agbAkzeptiert ?? false}
        error={errorOf('agbAkzeptiert')}
        onChange={(value) => toggle('agbAkzeptiert', value)}
      />
      <Checkbox
        id="vk-checkout-alter"
        label={t('checkout.minimumAlter')}
        checked={choices.minimumAlter ?? false}
        error={errorOf('minimumAlter')}
        onChange={(value) => toggle('minimumAlter', value)}
      />
    </CheckoutSection>
  );
}

/** Remarks (Hinweis): sent when the field is left, not on every key. */
export function RemarksSection({ view, readonly }: { view: CheckoutView; readonly: boolean }) {
  const t = useT();
  const { model, choices, change } = view;
  const saved = choices.hinweis ?? '';
  const [text, setText] = useState<string | null>(null);
  const title = t('checkout.hinweis');
  if (readonly) {
    if (!saved) return null;
    return (
      <CheckoutSection name="hinweis" title={title}>
        <p className="vk-checkout-section__value vk-checkout-section__value--text">{saved}</p>
      </CheckoutSection>
    );
  }
  const { fields, box } = moduleMessages(model.moduleState.hinweis, ['hinweis']);
  const shown = view.shows('hinweis');
  return (
    <CheckoutSection
      name="hinweis"
      title={title}
      state={model.moduleState.hinweis}
      messages={shown ? box : []}
      onLeave={() => view.touch('hinweis')}
    >
      <Field id="vk-checkout-hinweis" label={t('checkout.hinweisLabel')} error={shown ? (fields.hinweis ?? null) : null}>
        <textarea
          rows={3}
          value={text ?? saved}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            if (text !== null && text.trim() !== saved.trim()) change({ hinweis: text });
            setText(null);
          }}
        />
      </Field>
    </CheckoutSection>
  );
}
