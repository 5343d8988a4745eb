import { useAtomValue } from 'jotai/react';
import { submitCheckout, type Navigate } from './actions.ts';
import { configAtom, useShopStore } from '../../core/state/index.ts';
import { useT } from '../../i18n/use-t.ts';
import type { CheckoutView } from './use-checkout.ts';

/**
 * 'Bestellung absenden', or 'Weiter zur Zahlung' for an online method; disabled while busy or while the
 * model is not ready to send (spec §4), with the reason beside it.
 */
export function SubmitBar({ view, navigate }: { view: CheckoutView; navigate?: Navigate | undefined }) {
  const t = useT();
  const store = useShopStore();
  const config = useAtomValue(configAtom);
  const { model, busy, submitting } = view;
  const online = model.selectedZahlungsart?.onlinePayment === true;
  // A field whose text cannot be read (a wish date that is no date) holds the order back like the model's checks.
  const ready = model.readyToSendOrder && view.unreadable.size === 0;
  const reason = !model.basket.isCalculated ? t('checkout.nichtBerechnetKeineBestellung') : !ready ? t('checkout.nochNichtBereit') : null;
  return (
    <div className="vk-checkout-submit">
      {reason && (
        <p className="vk-checkout-submit__reason" id="vk-checkout-submit-reason">
          {reason}
        </p>
      )}
      <div className="vk-checkout-submit__buttons">
        <button
          type="button"
          className="vk-button vk-button--primary"
          // Not ready yet stays pressable (aria-disabled): a press shows every message and leads to the first.
          disabled={busy || !model.basket.isCalculated}
          aria-disabled={ready ? undefined : true}
          aria-busy={submitting}
          aria-describedby={reason ? 'vk-checkout-submit-reason' : undefined}
          onClick={() => {
            view.revealAll();
            if (ready) void submitCheckout(store, navigate);
          }}
        >
          {t(online ? 'checkout.weiterZurZahlung' : 'checkout.bestellungSenden')}
        </button>
        <a className="vk-button vk-button--secondary" href={config.urls.basket}>
          {t('checkout.zurueckZumWarenkorb')}
        </a>
      </div>
    </div>
  );
}
