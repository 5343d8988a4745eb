import type { AddressInput, AddressType, AdressPoolMeta } from '../../core/api/index.ts';
import { Field } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import {
  ADDRESS_LABEL,
  ADDRESS_TEXT_FIELDS,
  REQUIRED_ADDRESS_FIELDS,
  autocompleteFor,
  type AddressFormField,
  type AddressTextField,
} from './address-fields.ts';

export interface AddressFormProps {
  value: AddressInput;
  onChange: (next: AddressInput) => void;
  /** The choices of salutation, country and language (the checkout model's adressPoolMeta). */
  meta: AdressPoolMeta;
  /** Delivery or billing: picks the autofill section. */
  addressType: AddressType;
  /** The server's messages by field name (`plz`, `eMail` …); each is linked to its input. */
  fieldMessages?: Readonly<Record<string, string>>;
  /** Makes the input ids unique on the page; the first invalid field is found by `${idPrefix}-${field}`. */
  idPrefix: string;
}

const INPUT_TYPE: Partial<Record<AddressTextField, string>> = { eMail: 'email', telP: 'tel', natel: 'tel' };

/** Spec §3 Address as a form: the fields only, no buttons; the caller decides what saving means. */
export function AddressForm({ value, onChange, meta, addressType, fieldMessages = {}, idPrefix }: AddressFormProps) {
  const t = useT();
  const set = (patch: Partial<AddressInput>) => onChange({ ...value, ...patch });
  const fieldProps = (field: AddressFormField) => ({
    id: `${idPrefix}-${field}`,
    label: t(ADDRESS_LABEL[field]),
    required: REQUIRED_ADDRESS_FIELDS.has(field),
    error: fieldMessages[field] ?? null,
  });
  const textField = (field: AddressTextField) => (
    <Field key={field} {...fieldProps(field)} className={`vk-address-form__${field}`}>
      <input
        type={INPUT_TYPE[field] ?? 'text'}
        name={field}
        autoComplete={autocompleteFor(field, addressType)}
        value={value[field] ?? ''}
        onChange={(event) => set({ [field]: event.target.value })}
      />
    </Field>
  );

  return (
    <div className="vk-address-form">
      <Field {...fieldProps('anrede')} className="vk-address-form__anrede">
        <select
          name="anrede"
          autoComplete={autocompleteFor('anrede', addressType)}
          value={value.anrede ?? ''}
          onChange={(event) => set({ anrede: event.target.value || null })}
        >
          <option value="">{t('adresse.keineAnrede')}</option>
          {meta.anreden.map((anrede) => (
            <option key={anrede} value={anrede}>
              {anrede}
            </option>
          ))}
        </select>
      </Field>
      {ADDRESS_TEXT_FIELDS.slice(0, ADDRESS_TEXT_FIELDS.indexOf('eMail')).map(textField)}
      <Field {...fieldProps('landId')} className="vk-address-form__landId">
        <select
          name="landId"
          autoComplete={autocompleteFor('landId', addressType)}
          value={String(value.landId ?? 1)}
          onChange={(event) => {
            const landId = Number(event.target.value);
            set({ landId, land: meta.laender.find((land) => land.landId === landId)?.land ?? null });
          }}
        >
          {meta.laender.map((land) => (
            <option key={land.landId} value={land.landId}>
              {land.land}
            </option>
          ))}
        </select>
      </Field>
      {ADDRESS_TEXT_FIELDS.slice(ADDRESS_TEXT_FIELDS.indexOf('eMail')).map(textField)}
      <Field {...fieldProps('sprache')} className="vk-address-form__sprache">
        <select
          name="sprache"
          autoComplete={autocompleteFor('sprache', addressType)}
          value={value.sprache ?? 'de'}
          onChange={(event) => set({ sprache: event.target.value })}
        >
          {meta.sprachen.map((sprache) => (
            <option key={sprache.sprache} value={sprache.sprache}>
              {sprache.bezeichnung}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
