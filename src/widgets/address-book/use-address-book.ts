import { useState } from 'react';
import { removeAddress } from '../../core/api/adresspool.ts';
import type { Address, AdressPool } from '../../core/api/schemas/adresspool.ts';
import { submitForm } from '../../core/forms/submit-form.ts';
import { confirmDialog } from '../../core/state/dialogs.ts';
import { useShopStore } from '../../core/state/use-shop-store.ts';
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

  async function remove(address: Address) {
    const id = address.adressPoolId;
    if (id === null || address.istPrimaereAdresse || deleting !== null) return;
    const confirmed = await confirmDialog(store, {
      title: t('adressbuch.loeschenTitel'),
      message: t('adressbuch.loeschenFrage', { adresse: addressLines(address).join(', ') }),
      confirmLabel: t('adressbuch.loeschen'),
    });
    if (!confirmed) return;
    setDeleting(id);
    const outcome = await submitForm(store, {
      key: `adresse-loeschen-${id}`,
      call: (handlers) => removeAddress(store, id, handlers),
      read: (answer) => ({ success: answer.success, validationResults: [] }),
      successMessage: 'erfolgreichGeloescht',
    });
    setDeleting(null);
    if (outcome.status === 'success') setPool((current) => current.filter((entry) => entry.adressPoolId !== id));
  }

  return { pool, setPool, task, setTask, deleting, remove };
}
