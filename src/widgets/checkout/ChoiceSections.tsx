import { useMemo, useState } from 'react';
import { moduleMessages } from './choices.ts';
import { earliestLieferdatum, formatDatum, parseLieferdatum } from './delivery-date.ts';
import { offeredPaymentMethods, type PaymentPlatform } from './wallets.ts';
import { useClientValue } from '../../core/element/index.ts';
import { Field } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { CheckoutSection } from './CheckoutSection.tsx';
import { OptionList } from './OptionList.tsx';
import type { CheckoutView } from './use-checkout.ts';

interface SectionProps {
  view: CheckoutView;
  readonly: boolean;
}

function ReadonlyValue({ children }: { children: string }) {
  return <p className="vk-checkout-section__value">{children}</p>;
}

/** Spec §2 Lieferart: Post, Kurier, Abholung (pickup has no shipping line). */
export function DeliveryTypeSection({ view, readonly }: SectionProps) {
  const t = useT();
  const { model, choices, change } = view;
  const { fields, box } = moduleMessages(model.moduleState.lieferart, ['lieferartId']);
  const shown = view.shows('lieferart');
  const title = t('checkout.lieferart');
  if (readonly) {
    return (
      <CheckoutSection name="lieferart" title={title}>
        <ReadonlyValue>{model.selectedLieferart?.recordDisplayName ?? '–'}</ReadonlyValue>
      </CheckoutSection>
    );
  }
  return (
    <CheckoutSection
      name="lieferart"
      title={title}
      state={model.moduleState.lieferart}
      messages={shown ? box : []}
      onLeave={() => view.touch('lieferart')}
    >
      <OptionList
        name="lieferart"
        legend={title}
        options={model.lieferarten.map((art) => ({ id: art.id, label: art.recordDisplayName, detail: art.additionalText }))}
        value={choices.lieferartId}
        onChange={(lieferartId) => change({ lieferartId })}
        error={shown ? fields.lieferartId : undefined}
      />
    </CheckoutSection>
  );
}

/**
 * Spec §5 Lieferdatum: empty is as soon as possible; typed and shown as d.m.Y, sent as ISO; the earliest
 * date is today before 11:00 Swiss time, tomorrow from 11:00 (by the injected clock).
 */
export function DeliveryDateSection({ view, readonly, now }: SectionProps & { now: () => Date }) {
  const t = useT();
  const { model, choices, change } = view;
  const chosen = choices.lieferdatum ? formatDatum(choices.lieferdatum) : '';
  const [text, setText] = useState<string | null>(null);
  const [formatError, setFormatError] = useState<string | null>(null);
  // The server and the hydrating render take the model's earliest date (its server's clock); the shopper's clock from then on.
  const earliest = formatDatum(useClientValue(earliestLieferdatum(now()), model.lieferdatumMin));
  const { fields, box } = moduleMessages(model.moduleState.lieferdatum, ['lieferdatum']);
  const shown = view.shows('lieferdatum');
  const title = t('checkout.lieferdatum');
  if (readonly) {
    return (
      <CheckoutSection name="lieferdatum" title={title}>
        <ReadonlyValue>{chosen || t('checkout.sobaldWieMoeglich')}</ReadonlyValue>
      </CheckoutSection>
    );
  }
  const commit = () => {
    if (text === null) return;
    const iso = parseLieferdatum(text);
    // Kept as typed, and the section stays invalid (no order goes out "as soon as possible" instead).
    view.markUnreadable('lieferdatum', iso === null);
    if (iso === null) {
      setFormatError(t('checkout.lieferdatumFormat'));
      return;
    }
    setFormatError(null);
    setText(null);
    if ((iso || null) !== (choices.lieferdatum || null)) change({ lieferdatum: iso });
  };
  return (
    <CheckoutSection
      name="lieferdatum"
      title={title}
      state={formatError ? { ...model.moduleState.lieferdatum, isValid: false } : model.moduleState.lieferdatum}
      messages={shown ? box : []}
      onLeave={() => view.touch('lieferdatum')}
    >
      <Field
        id="vk-checkout-lieferdatum"
        label={t('checkout.wunschdatum')}
        hint={t('checkout.lieferdatumHinweis', { earliest })}
        error={formatError ?? (shown ? fields.lieferdatum : null) ?? null}
      >
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('checkout.datumPlatzhalter')}
          value={text ?? chosen}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
      </Field>
    </CheckoutSection>
  );
}

/** Spec §2 Zahlungsart with logos; wallets only where the device can use them (spec §5). */
export function PaymentSection({ view, readonly, platform }: SectionProps & { platform: PaymentPlatform }) {
  const t = useT();
  const { model, choices, change } = view;
  const offered = useMemo(() => offeredPaymentMethods(model.zahlungsarten, platform), [model.zahlungsarten, platform]);
  const { fields, box } = moduleMessages(model.moduleState.zahlungsart, ['zahlungsartId']);
  const shown = view.shows('zahlungsart');
  const title = t('checkout.zahlungsart');
  if (readonly) {
    return (
      <CheckoutSection name="zahlungsart" title={title}>
        <ReadonlyValue>{model.selectedZahlungsart?.recordDisplayName ?? '–'}</ReadonlyValue>
      </CheckoutSection>
    );
  }
  return (
    <CheckoutSection
      name="zahlungsart"
      title={title}
      state={model.moduleState.zahlungsart}
      messages={shown ? box : []}
      onLeave={() => view.touch('zahlungsart')}
    >
      <OptionList
        name="zahlungsart"
        legend={title}
        options={offered.map((art) => ({ id: art.id, label: art.recordDisplayName, logoUrl: art.logoUrl }))}
        value={choices.zahlungsartId}
        onChange={(zahlungsartId) => change({ zahlungsartId })}
        error={shown ? fields.zahlungsartId : undefined}
      />
    </CheckoutSection>
  );
}

/** Voucher: apply a code, see its discount in the overview, remove it. */
export function VoucherSection({ view, readonly }: SectionProps) {
  const t = useT();
  const { model, choices, change } = view;
  const [code, setCode] = useState('');
  const applied = choices.gutscheinCode ?? null;
  const { fields, box } = moduleMessages(model.moduleState.gutschein, ['gutscheinCode']);
  const shown = view.shows('gutschein');
  const title = t('checkout.gutschein');
  if (readonly) {
    if (!applied) return null;
    return (
      <CheckoutSection name="gutschein" title={title}>
        <ReadonlyValue>{applied}</ReadonlyValue>
      </CheckoutSection>
    );
  }
  return (
    <CheckoutSection
      name="gutschein"
      title={title}
      state={model.moduleState.gutschein}
      messages={shown ? box : []}
      onLeave={() => view.touch('gutschein')}
    >
      {applied && model.moduleState.gutschein.isValid ? (
        <div className="vk-checkout-voucher">
          <p className="vk-checkout-voucher__applied">{t('checkout.gutscheinEingeloest', { code: applied })}</p>
          <button type="button" className="vk-button vk-button--secondary" onClick={() => change({ gutscheinCode: '' })}>
            {t('checkout.gutscheinEntfernen')}
          </button>
        </div>
      ) : (
        <form
          className="vk-checkout-voucher"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) change({ gutscheinCode: code.trim() });
          }}
        >
          <Field id="vk-checkout-gutschein" label={t('checkout.gutscheinCode')} error={shown ? (fields.gutscheinCode ?? null) : null}>
            <input
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </Field>
          <button type="submit" className="vk-button vk-button--secondary" disabled={!code.trim()}>
            {t('checkout.gutscheinEinloesen')}
          </button>
        </form>
      )}
    </CheckoutSection>
  );
}
