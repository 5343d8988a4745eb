import { useAtomValue } from 'jotai/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { CheckoutModel } from '../../core/api/index.ts';
import { installBasketDebugDialog } from '../../core/basket/index.ts';
import { enterCheckout, refreshCheckout, seedCheckout, type Navigate } from './actions.ts';
import { checkoutModelAtom } from './atoms.ts';
import { hasGoods } from './choices.ts';
import { usePaymentPlatform, type PaymentPlatform } from './wallets.ts';
import { configAtom } from '../../core/state/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { focusElement } from '../../core/ui/index.ts';
import { Spinner } from '../../core/ui/index.ts';
import { WarningBox } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { AddressSection } from './AddressSection.tsx';
import { DeliveryDateSection, DeliveryTypeSection, PaymentSection, VoucherSection } from './ChoiceSections.tsx';
import { OrderOverview } from './OrderOverview.tsx';
import { SubmitBar } from './SubmitBar.tsx';
import { RemarksSection, TermsSection } from './TermsSections.tsx';
import { useCheckout } from './use-checkout.ts';

export interface CheckoutProps {
  /** The checkout model as the page rendered it (attribute `initial`); without it, it is loaded. */
  initial?: CheckoutModel | undefined;
  /** Confirmation display (attribute `readonly="true"`): the same overview, no inputs, no submit. */
  readonly?: boolean | undefined;
  /** Injected in tests and stories: the device's wallets, the clock, where a redirect goes. */
  platform?: PaymentPlatform | undefined;
  now?: (() => Date) | undefined;
  navigate?: Navigate | undefined;
  /** Prices a not yet calculated basket on entry (default). Off for a static preview (Storybook). */
  calculateOnEntry?: boolean | undefined;
}

const systemNow = () => new Date();

/** Spec §2 Checkout screen, §4 Checkout: from the basket to a submitted order. */
export function Checkout({ initial, readonly = false, platform, now = systemNow, navigate, calculateOnEntry = true }: CheckoutProps) {
  const store = useShopStore();
  const stored = useAtomValue(checkoutModelAtom);
  const model = readonly ? (initial ?? null) : (stored ?? initial ?? null);

  useLayoutEffect(() => {
    if (!readonly && initial) seedCheckout(store, initial);
  }, [store, initial, readonly]);
  useEffect(() => {
    if (readonly) return;
    installBasketDebugDialog(store);
    if (calculateOnEntry) void enterCheckout(store);
  }, [store, readonly, calculateOnEntry]);

  if (!model) return <Spinner />;
  return <CheckoutScreen model={model} readonly={readonly} platform={platform} now={now} navigate={navigate} />;
}

function CheckoutScreen({
  model: given,
  readonly,
  platform,
  now,
  navigate,
}: {
  model: CheckoutModel;
  readonly: boolean;
  platform?: PaymentPlatform | undefined;
  now: () => Date;
  navigate?: Navigate | undefined;
}) {
  const t = useT();
  const store = useShopStore();
  const config = useAtomValue(configAtom);
  const view = useCheckout(given, readonly);
  const { model } = view;
  const device = usePaymentPlatform(platform);
  const basket = model.basket;
  const rootRef = useRef<HTMLDivElement>(null);

  // After a press on a not yet ready submit, the messages show: focus goes to the first one's control.
  useEffect(() => {
    if (view.attempts === 0) return;
    const invalid = rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    focusElement(invalid instanceof HTMLFieldSetElement ? invalid.querySelector<HTMLElement>('input:checked, input') : invalid);
  }, [view.attempts]);

  if (!hasGoods(model)) {
    return (
      <div className="vk-checkout vk-checkout--empty">
        <p className="vk-checkout__empty">{t('warenkorb.leer')}</p>
        <a className="vk-button vk-button--secondary" href={config.urls.shop}>
          {t('warenkorb.zurueckZumShop')}
        </a>
      </div>
    );
  }

  return (
    <div ref={rootRef} className={`vk-checkout${readonly ? ' vk-checkout--readonly' : ''}`} aria-busy={view.busy}>
      {!readonly && !basket.isCalculated && (
        <div className="vk-warning-box vk-checkout__not-calculated" role="status">
          <p>{t('warenkorb.nichtBerechnet')}</p>
          <button
            type="button"
            className="vk-button vk-button--secondary"
            disabled={view.busy}
            onClick={() => void refreshCheckout(store, true)}
          >
            {t('warenkorb.neuBerechnen')}
          </button>
        </div>
      )}
      {!readonly && <WarningBox messages={basket.warningMessages} />}
      <div className="vk-checkout__layout">
        <div className="vk-checkout__sections">
          <AddressSection view={view} readonly={readonly} customer={basket.userIsAuthenticated} />
          <DeliveryTypeSection view={view} readonly={readonly} />
          <DeliveryDateSection view={view} readonly={readonly} now={now} />
          <PaymentSection view={view} readonly={readonly} platform={device} />
          <VoucherSection view={view} readonly={readonly} />
          <TermsSection view={view} readonly={readonly} />
          <RemarksSection view={view} readonly={readonly} />
        </div>
        <div className="vk-checkout__side">
          <OrderOverview basket={basket} placed={readonly} />
          {readonly ? (
            <a className="vk-button vk-button--primary vk-checkout__continue" href={config.urls.shop}>
              {t('checkout.weiterEinkaufen')}
            </a>
          ) : (
            <SubmitBar view={view} navigate={navigate} />
          )}
        </div>
      </div>
    </div>
  );
}
