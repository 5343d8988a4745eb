import { startTransition, useId, useRef, useState } from 'react';
import type { Address, AdressPool, AdressPoolMeta } from '../../core/api/index.ts';
import { FALLBACK_ADRESS_POOL_META } from '../../core/account/index.ts';
import { focusElement } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { AddressDialog, addressLines } from '../../parts/address-form/index.ts';
import { useAddressBook } from './use-address-book.ts';

export interface AddressBookProps {
  /** The customer's address pool as the page has it. */
  initial?: AdressPool | undefined;
  /** Countries, salutations and languages of the form. */
  meta?: AdressPoolMeta | undefined;
}

/** `<shop-address-book>` (spec §2 Address book, §6): the address pool with add, edit and delete. */
export function AddressBook({ initial, meta = FALLBACK_ADRESS_POOL_META }: AddressBookProps) {
  const t = useT();
  const id = useId();
  const book = useAddressBook(initial ?? []);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // The delete buttons are disabled while a delete runs, which drops the focus: put it back where the
  // shopper can go on (the add button once the card is gone, else the delete button they pressed).
  // The dialog and its form are a render of their own, in a transition: the press paints at once and the dialog
  // follows in the next frames, instead of the whole form being built before the page may paint (INP, ARCHITECTURE.md §8).
  // The button pressed is kept for the focus to return to: a Tab pressed before the dialog is there moves it on.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const open = (task: NonNullable<typeof book.task>, button: HTMLElement) =>
    startTransition(() => {
      setOpener(button);
      book.setTask(task);
    });
  const removeKeepingFocus = async (address: Address, button: HTMLButtonElement) => {
    const removed = await book.remove(address);
    focusElement(removed ? addButtonRef.current : button);
  };
  return (
    <div className="vk-address-book">
      {book.pool.length === 0 && <p className="vk-address-book__empty">{t('adresse.keineAdressen')}</p>}
      <ul className="vk-address-book__list">
        {book.pool.map((address, index) => {
          const labelId = `${id}-${index}`;
          return (
            <li
              key={address.adressPoolId ?? index}
              className={address.istPrimaereAdresse ? 'vk-address-card vk-address-card--primary' : 'vk-address-card'}
              aria-labelledby={labelId}
            >
              <address className="vk-address-card__lines" id={labelId}>
                {addressLines(address).map((line, lineIndex) => (
                  <span key={lineIndex} className="vk-address-card__line">
                    {line}
                  </span>
                ))}
              </address>
              {address.istPrimaereAdresse && <p className="vk-address-card__primary">{t('adresse.hauptadresse')}</p>}
              <div className="vk-address-card__actions">
                <button
                  type="button"
                  className="vk-button vk-button--secondary"
                  aria-label={t('adressbuch.bearbeitenVon', { adresse: addressLines(address).join(', ') })}
                  onClick={(event) => open({ name: 'edit', address }, event.currentTarget)}
                >
                  {t('adressbuch.bearbeiten')}
                </button>
                {!address.istPrimaereAdresse && (
                  <button
                    type="button"
                    className="vk-button vk-button--secondary"
                    aria-label={t('adressbuch.loeschenVon', { adresse: addressLines(address).join(', ') })}
                    aria-busy={book.deleting === address.adressPoolId}
                    disabled={book.deleting !== null}
                    onClick={(event) => void removeKeepingFocus(address, event.currentTarget)}
                  >
                    {t('adressbuch.loeschen')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <button
        ref={addButtonRef}
        type="button"
        className="vk-button vk-button--primary"
        onClick={(event) => open({ name: 'add' }, event.currentTarget)}
      >
        {t('adresse.neu')}
      </button>
      {book.task && (
        <AddressDialog
          title={t(book.task.name === 'add' ? 'adresse.neu' : 'adresse.bearbeiten')}
          addressType="rechnung"
          user="customer"
          adressPool={book.pool}
          meta={meta}
          task={book.task}
          opener={opener}
          onChoose={() => {}}
          onPoolChange={book.setPool}
          onClose={() => book.setTask(null)}
        />
      )}
    </div>
  );
}
