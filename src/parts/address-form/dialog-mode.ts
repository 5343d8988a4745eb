import type { Address, AddressInput, AdressPool } from '../../core/api/index.ts';
import { emptyAddress } from './address-fields.ts';

/** Spec §4 Address dialog: what the dialog shows. */
export type AddressDialogMode = { name: 'select' } | { name: 'add'; draft: AddressInput } | { name: 'edit'; draft: AddressInput };

/** Customers choose from their address pool; guests type one address. */
export type AddressDialogUser = 'customer' | 'guest';

/**
 * Customers start in select, or in add when the pool is empty; guests start in edit (of what they typed before).
 * A new address's correspondence language is `sprache` (the page's).
 */
export function initialMode(
  user: AddressDialogUser,
  pool: AdressPool,
  guestAddress: Address | AddressInput | null | undefined,
  sprache = 'de',
): AddressDialogMode {
  if (user === 'guest') return { name: 'edit', draft: guestAddress ? { ...guestAddress } : emptyAddress(sprache) };
  return pool.length === 0 ? { name: 'add', draft: emptyAddress(sprache) } : { name: 'select' };
}

/** Where cancel leads: customers back to select, guests out of the dialog (null). */
export function modeAfterCancel(user: AddressDialogUser): AddressDialogMode | null {
  return user === 'customer' ? { name: 'select' } : null;
}

/** A successful save returns customers to select; a guest's validated address closes the dialog (null). */
export function modeAfterSave(user: AddressDialogUser): AddressDialogMode | null {
  return user === 'customer' ? { name: 'select' } : null;
}

/** The mode a dialog opened for one task starts in (the address book's add and edit). */
export function modeForTask(task: { name: 'add' } | { name: 'edit'; address: Address }, sprache = 'de'): AddressDialogMode {
  return task.name === 'add' ? { name: 'add', draft: emptyAddress(sprache) } : { name: 'edit', draft: { ...task.address } };
}
