import { useState } from 'react';
import { removeAddress } from '../../core/api/index.ts';
import type { Address, AdressPool } from '../../core/api/index.ts';
import { submitForm } from '../../core/forms/index.ts';
import { confirmDialog, useShopStore } from '../../core/state/index.ts';
import { t } from '../../i18n/index.ts';
import { addressLines } from '../../parts/address-form/index.ts';

/** What the address dialog is open for, if anything. */
export type AddressTask = { name: 'add' } | { name: 'edit'; address: Address } | null;

/** The address book's state: the pool, the open task, deleting (after the §7 question, never the primary address). */
export function useAddressBook(initial: AdressPool) {
  const store = useShopStore();
  const [pool, setPool] = useState(initial);
  const [task, setTask] = useState<AddressTask>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  /** Resolves true once the address is gone (false: kept, because refused, not confirmed or failed). */
  async function remove(address: Address): Promise<boolean> {
    const id = address.adressPoolId;
    if (id === null || address.istPrimaereAdresse || deleting !== null) return false;
    const confirmed = await confirmDialog(store, {
      title: t('adressbuch.loeschenTitel'),
      message: t('adressbuch.loeschenFrage', { adresse: addressLines(address).join(', ') }),
      confirmLabel: t('adressbuch.loeschen'),
    });
    if (!confirmed) return false;
    setDeleting(id);
    const outcome = await submitForm(store, {
      key: `adresse-loeschen-${id}`,
      call: (handlers) => removeAddress(store, id, handlers),
      read: (answer) => ({ success: answer.success, validationResults: [] }),
      successMessage: 'erfolgreichGeloescht',
    });
    setDeleting(null);
    if (outcome.status !== 'success') return false;
    setPool((current) => current.filter((entry) => entry.adressPoolId !== id));
    return true;
  }

  return { pool, setPool, task, setTask, deleting, remove };
}
