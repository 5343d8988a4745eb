import { useId, useState, type Ref } from 'react';
import type { Address, AdressPool } from '../../core/api/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { addressLines } from './address-fields.ts';

interface AddressPickerProps {
  intro?: string | null | undefined;
  pool: AdressPool;
  selectedId?: number | null | undefined;
  onChoose: (address: Address) => void;
  onEdit: (address: Address) => void;
  onAdd: () => void;
  onCancel: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The select mode of the address dialog: the customer's addresses as a radio group, each editable. */
export function AddressPicker({ intro, pool, selectedId, onChoose, onEdit, onAdd, onCancel, ref }: AddressPickerProps) {
  const t = useT();
  const legendId = useId();
  const [picked, setPicked] = useState<number | null>(
    selectedId ?? pool.find((address) => address.istPrimaereAdresse)?.adressPoolId ?? null,
  );
  const chosen = pool.find((address) => address.adressPoolId === picked) ?? null;

  return (
    <div ref={ref} className="vk-address-picker">
      <div className="vk-dialog__body">
        {intro && <p className="vk-address-dialog__intro">{intro}</p>}
        {pool.length === 0 ? (
          <p>{t('adresse.keineAdressen')}</p>
        ) : (
          <fieldset className="vk-address-picker__list" aria-labelledby={legendId}>
            <legend id={legendId} className="vk-address-picker__legend">
              {t('adresse.auswaehlen')}
            </legend>
            {pool.map((address) => {
              const lines = addressLines(address);
              return (
                <div key={address.adressPoolId} className="vk-address-picker__item">
                  <label className="vk-address-picker__choice">
                    <input
                      type="radio"
                      name="vk-address-picker"
                      value={address.adressPoolId ?? ''}
                      checked={picked === address.adressPoolId}
                      data-autofocus={picked === address.adressPoolId ? true : undefined}
                      onChange={() => setPicked(address.adressPoolId)}
                    />
                    <span className="vk-address-picker__lines">
                      {lines.map((line, index) => (
                        <span key={index}>{line}</span>
                      ))}
                      {address.istPrimaereAdresse && <span className="vk-address-picker__primary">{t('adresse.hauptadresse')}</span>}
                    </span>
                  </label>
                  {/* Two addresses may share a name: the street tells them apart for a screen reader. */}
                  <button
                    type="button"
                    className="vk-link-button"
                    aria-label={t('adresse.bearbeitenVon', { name: lines.slice(0, 2).join(', ') })}
                    onClick={() => onEdit(address)}
                  >
                    {t('adresse.bearbeitenKurz')}
                  </button>
                </div>
              );
            })}
          </fieldset>
        )}
        <button type="button" className="vk-button vk-button--secondary vk-address-picker__add" onClick={onAdd}>
          {t('adresse.neu')}
        </button>
      </div>
      <div className="vk-dialog__footer">
        <button type="button" className="vk-button vk-button--secondary" onClick={onCancel}>
          {t('dialog.abbrechen')}
        </button>
        <button type="button" className="vk-button vk-button--primary" disabled={!chosen} onClick={() => chosen && onChoose(chosen)}>
          {t('adresse.verwenden')}
        </button>
      </div>
    </div>
  );
}
