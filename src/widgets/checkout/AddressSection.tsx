import { useEffect, useRef, useState } from 'react';
import type { Address } from '../../core/api/index.ts';
import { moduleMessages } from './choices.ts';
import { refreshCheckout } from './actions.ts';
import { checkoutModelAtom } from './atoms.ts';
import { useHydrated } from '../../core/element/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { AddressDialog, addressLines, fieldMessagesWithin } from '../../parts/address-form/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { CheckoutSection } from './CheckoutSection.tsx';
import type { CheckoutView } from './use-checkout.ts';

type Which = 'lieferung' | 'rechnung';

/** Whole sentences per address, not "{address} ändern": French and Italian put an article before the noun. */
const ADDRESS_BUTTON = {
  lieferung: { erfassen: 'checkout.lieferadresseErfassen', aendern: 'checkout.lieferadresseAendern' },
  rechnung: { erfassen: 'checkout.rechnungsadresseErfassen', aendern: 'checkout.rechnungsadresseAendern' },
} as const;
const ADDRESS_KEY = { lieferung: 'lieferAdresse', rechnung: 'rechnungsAdresse' } as const;
const POOL_KEY = { lieferung: 'lieferadresseAdresspoolId', rechnung: 'rechnungsadresseAdresspoolId' } as const;

function AddressBlock({ address, messages, id }: { address: Address | null | undefined; messages: Record<string, string>; id: string }) {
  const lines = address ? addressLines(address) : [];
  const problems = Object.values(messages);
  return (
    <div className="vk-checkout-address__block" id={id}>
      {lines.length > 0 && (
        <address className="vk-checkout-address__lines">
          {lines.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
          {address?.eMail && <span>{address.eMail}</span>}
        </address>
      )}
      {problems.length > 0 && (
        <ul className="vk-checkout-address__problems">
          {problems.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Delivery and billing address (spec §2): shown as text, changed in the address dialog, which opens by
 * itself when no delivery address is set. Billing can be the delivery address.
 */
export function AddressSection({ view, readonly, customer }: { view: CheckoutView; readonly: boolean; customer: boolean }) {
  const t = useT();
  const store = useShopStore();
  const { model, choices, change } = view;
  const basket = model.basket;
  const [open, setOpen] = useState<Which | null>(() => (!readonly && !basket.lieferAdresse ? 'lieferung' : null));
  const [askedOnEntry] = useState(open === 'lieferung');
  // A modal goes into document.body, which a server render does not write: the one that opens by itself on a
  // server-rendered checkout opens right after hydration, over the same page (state stays as it is, see useHydrated).
  const hydrated = useHydrated();
  // A dialog that opened by itself has no control to give focus back to: the delivery address button takes it.
  const focusAfterClose = useRef(askedOnEntry);
  const deliveryButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open || !focusAfterClose.current) return;
    focusAfterClose.current = false;
    deliveryButton.current?.focus();
  }, [open]);
  const same = choices.rechnungsadresseGleichLieferadresse ?? basket.rechnungsadresseGleichLieferadresse;
  const { fields } = moduleMessages(model.moduleState.adresse, ['lieferAdresse', 'rechnungsAdresse']);

  const addressOf = (which: Which): Address | null => {
    const poolId = choices[POOL_KEY[which]];
    if (poolId != null) return model.adressPool.find((address) => address.adressPoolId === poolId) ?? basket[ADDRESS_KEY[which]];
    return (choices[ADDRESS_KEY[which]] as Address | null | undefined) ?? basket[ADDRESS_KEY[which]];
  };

  const block = (which: Which) => {
    const key = ADDRESS_KEY[which];
    const messages = view.shows('adresse')
      ? { ...fieldMessagesWithin(fields, `${key}.`), ...(fields[key] ? { '': fields[key] } : {}) }
      : {};
    const title = t(which === 'lieferung' ? 'checkout.lieferadresse' : 'checkout.rechnungsadresse');
    return (
      <div className="vk-checkout-address">
        <h3 className="vk-checkout-address__title">{title}</h3>
        <AddressBlock address={addressOf(which)} messages={messages} id={`vk-checkout-${which}`} />
        {!readonly && (
          <button
            ref={which === 'lieferung' ? deliveryButton : undefined}
            type="button"
            className="vk-button vk-button--secondary"
            aria-haspopup="dialog"
            onClick={() => setOpen(which)}
          >
            {t(ADDRESS_BUTTON[which][addressOf(which) ? 'aendern' : 'erfassen'])}
          </button>
        )}
      </div>
    );
  };

  const choose = (which: Which, address: Address) => {
    change(customer && address.adressPoolId != null ? { [POOL_KEY[which]]: address.adressPoolId } : { [ADDRESS_KEY[which]]: address });
  };

  return (
    <CheckoutSection
      name="adresse"
      title={t('checkout.adresse')}
      state={readonly ? undefined : model.moduleState.adresse}
      onLeave={readonly ? undefined : () => view.touch('adresse')}
    >
      <div className="vk-checkout-address__grid">
        {block('lieferung')}
        {!readonly ? (
          <label className="vk-checkbox vk-checkout-address__same">
            <input
              type="checkbox"
              checked={same}
              onChange={(event) => change({ rechnungsadresseGleichLieferadresse: event.target.checked })}
            />
            <span>{t('checkout.rechnungGleichLieferung')}</span>
          </label>
        ) : (
          same && <p className="vk-checkout-address__same">{t('checkout.rechnungGleichLieferung')}</p>
        )}
        {!same && block('rechnung')}
      </div>
      {open && hydrated && (
        <AddressDialog
          title={t(open === 'lieferung' ? 'checkout.lieferadresse' : 'checkout.rechnungsadresse')}
          intro={open === 'lieferung' && askedOnEntry && !addressOf('lieferung') ? t('lieferadresseErfassen') : null}
          addressType={open}
          user={customer ? 'customer' : 'guest'}
          adressPool={model.adressPool}
          meta={model.adressPoolMeta}
          selectedId={choices[POOL_KEY[open]] ?? null}
          guestAddress={addressOf(open)}
          onChoose={(address) => choose(open, address)}
          onPoolChange={(adressPool) => {
            const current = store.get(checkoutModelAtom);
            if (current) store.set(checkoutModelAtom, { ...current, adressPool });
            // An edited address may be the chosen one: the model takes it again.
            void refreshCheckout(store);
          }}
          onClose={() => {
            setOpen(null);
            view.touch('adresse');
          }}
        />
      )}
    </CheckoutSection>
  );
}
