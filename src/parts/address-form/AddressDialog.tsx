import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { saveAddress, validateAddress } from '../../core/api/index.ts';
import type { Address, AddressType, AdressPool, AdressPoolMeta } from '../../core/api/index.ts';
import { readCommonAnswer } from '../../core/forms/index.ts';
import { useFormSubmit } from '../../core/forms/index.ts';
import { useAtomValue } from 'jotai/react';
import { configAtom, useShopStore } from '../../core/state/index.ts';
import { focusElement, tabbableElements } from '../../core/ui/index.ts';
import { ModalFrame } from '../../core/ui/index.ts';
import { WarningBox } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { ADDRESS_TEXT_FIELDS, emptyAddress, pageSprache } from './address-fields.ts';
import { AddressForm } from './AddressForm.tsx';
import { AddressPicker } from './AddressPicker.tsx';
import { initialMode, modeAfterCancel, modeAfterSave, modeForTask, type AddressDialogMode, type AddressDialogUser } from './dialog-mode.ts';

export interface AddressDialogProps {
  /** The dialog's heading, e.g. 'Lieferadresse'. */
  title: string;
  /** A line above the content, e.g. 'Bitte erfassen Sie eine Lieferadresse' when none is set. */
  intro?: string | null | undefined;
  addressType: AddressType;
  user: AddressDialogUser;
  /** The customer's address book (empty for guests). */
  adressPool: AdressPool;
  meta: AdressPoolMeta;
  /** The pool address chosen now (customers). */
  selectedId?: number | null | undefined;
  /** What the guest typed before (guests). */
  guestAddress?: Address | null | undefined;
  /** A customer took a pool address, or a guest's address passed the server's check. */
  onChoose: (address: Address) => void;
  /** The customer's address book after a save. */
  onPoolChange?: ((pool: AdressPool) => void) | undefined;
  onClose: () => void;
  /**
   * The dialog does just this for a customer (the address book's add and edit): it opens in it, and a
   * save or cancel closes it instead of returning to select.
   */
  task?: { name: 'add' } | { name: 'edit'; address: Address } | undefined;
  /** The button that opened the dialog, for focus to return to (the address book opens it in a transition). */
  opener?: HTMLElement | null | undefined;
}

/**
 * Spec §4 Address dialog. Customers: select from the pool, add, edit (save and cancel return to
 * select). Guests: edit only; the address is checked by /api/adresspool/validate/{type}, cancel closes.
 */
export function AddressDialog(props: AddressDialogProps) {
  const { title, intro, addressType, user, adressPool, meta, selectedId, guestAddress, onChoose, onPoolChange, onClose, task, opener } =
    props;
  const t = useT();
  const store = useShopStore();
  // A new address is written in the page's language (issue 36), if the back office offers it.
  const sprache = pageSprache(useAtomValue(configAtom).language, meta);
  const [mode, setMode] = useState<AddressDialogMode>(() =>
    task ? modeForTask(task, sprache) : initialMode(user, adressPool, guestAddress, sprache),
  );
  const [pool, setPool] = useState(adressPool);
  const { submit, submitting, fieldMessages, warningMessages } = useFormSubmit();
  const idPrefix = `vk-adresse-${addressType}`;
  const contentRef = useRef<HTMLElement>(null);
  const setContent = useCallback((element: HTMLElement | null) => {
    contentRef.current = element;
  }, []);
  const shownMode = useRef(mode.name);

  // Switching between select and add/edit removes the control that had focus (Bearbeiten, Abbrechen,
  // Speichern): focus goes into the new content, else it would fall to the page and Escape, Tab and
  // screen readers would leave the dialog.
  useEffect(() => {
    if (shownMode.current === mode.name) return;
    shownMode.current = mode.name;
    const content = contentRef.current;
    if (content) focusElement(content.querySelector<HTMLElement>('[data-autofocus]') ?? tabbableElements(content)[0]);
  }, [mode.name]);

  const cancel = () => {
    const next = task ? null : modeAfterCancel(user);
    if (next) setMode(next);
    else onClose();
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (mode.name === 'select') return;
    const draft = mode.draft;
    if (user === 'guest') {
      const outcome = await submit({
        key: `${idPrefix}-validate`,
        call: (handlers) => validateAddress(store, addressType, draft, handlers),
        read: readCommonAnswer,
      });
      if (outcome.status === 'success' && outcome.answer.adresse) {
        onChoose(outcome.answer.adresse);
        onClose();
      }
      focusFirstInvalid(outcome);
      return;
    }
    const outcome = await submit({
      key: `${idPrefix}-save`,
      call: (handlers) => saveAddress(store, draft, handlers),
      read: readCommonAnswer,
      successMessage: 'erfolgreichGespeichert',
    });
    if (outcome.status === 'success' && outcome.answer.adressPool) {
      setPool(outcome.answer.adressPool);
      onPoolChange?.(outcome.answer.adressPool);
      if (task) onClose();
      else setMode(modeAfterSave(user) ?? { name: 'select' });
    }
    focusFirstInvalid(outcome);
  }

  function focusFirstInvalid(outcome: { status: string; fieldMessages?: Record<string, string> }) {
    if (outcome.status !== 'invalid' || !outcome.fieldMessages) return;
    const messages = outcome.fieldMessages;
    // Straight to the first field with a problem, so its message is read out.
    const first = ['anrede', ...ADDRESS_TEXT_FIELDS, 'landId', 'sprache'].find((field) => field in messages);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  }

  const formName = t(mode.name === 'add' ? 'adresse.neu' : 'adresse.bearbeiten');
  return (
    <ModalFrame title={title} onClose={onClose} opener={opener}>
      {() =>
        mode.name === 'select' ? (
          <AddressPicker
            ref={setContent}
            intro={intro}
            pool={pool}
            selectedId={selectedId}
            onChoose={(address) => {
              onChoose(address);
              onClose();
            }}
            onEdit={(address) => setMode({ name: 'edit', draft: { ...address } })}
            onAdd={() => setMode({ name: 'add', draft: emptyAddress(sprache) })}
            onCancel={onClose}
          />
        ) : (
          <form ref={setContent} className="vk-address-dialog" noValidate aria-label={formName} onSubmit={(event) => void save(event)}>
            <div className="vk-dialog__body">
              {intro && <p className="vk-address-dialog__intro">{intro}</p>}
              {/* The checkout's dialog is titled by the address ('Lieferadresse'): say what is being done to it.
                  The address book's title already says it. */}
              {user === 'customer' && formName !== title && <h3 className="vk-address-dialog__mode">{formName}</h3>}
              <WarningBox messages={warningMessages} />
              <AddressForm
                value={mode.draft}
                onChange={(draft) => setMode({ ...mode, draft })}
                meta={meta}
                addressType={addressType}
                fieldMessages={fieldMessages}
                idPrefix={idPrefix}
              />
            </div>
            <div className="vk-dialog__footer">
              <button type="button" className="vk-button vk-button--secondary" onClick={cancel}>
                {t('dialog.abbrechen')}
              </button>
              <button type="submit" className="vk-button vk-button--primary" disabled={submitting} aria-busy={submitting}>
                {t(user === 'guest' ? 'adresse.uebernehmen' : 'adresse.speichern')}
              </button>
            </div>
          </form>
        )
      }
    </ModalFrame>
  );
}
