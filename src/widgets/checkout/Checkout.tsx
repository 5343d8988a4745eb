import { useAtomValue } from 'jotai/react';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { CheckoutModel } from '../../core/api/index.ts';
import { installBasketDebugDialog } from '../../core/basket/index.ts';
import { enterCheckout, refreshCheckout, seedCheckout, type Navigate } from './actions.ts';
import { checkoutModelAtom } from './atoms.ts';
import { hasGoods } from './choices.ts';
import { detectPaymentPlatform, type PaymentPlatform } from './wallets.ts';
import { configAtom, useShopStore } from '../../core/state/index.ts';
import { Spinner, WarningBox } from '../../core/ui/index.ts';
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

function CheckoutScreen({ model: given, readonly, platform, now, navigate }: { model: CheckoutModel; readonly: boolean; platform?: PaymentPlatform | undefined; now: () => Date; navigate?: Navigate | undefined }) {
  const t = useT();
  const store = useShopStore();
  const config = useAtomValue(configAtom);
  const view = useCheckout(given, readonly);
  const { model } = view;
  const device = useMemo(() => platform ?? detectPaymentPlatform(), [platform]);
  const basket = model.basket;

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
    <div className={`vk-checkout${readonly ? ' vk-checkout--readonly' : ''}`} aria-busy={view.busy}>
      {!readonly && !basket.isCalculated && (
        <div className="vk-warning-box vk-checkout__not-calculated" role="status">
          <p>{t('warenkorb.nichtBerechnet')}</p>
          <button type="button" className="vk-button vk-button--secondary" disabled={view.busy} onClick={() => void refreshCheckout(store, true)}>
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
          <OrderOverview basket={basket} />
          {!readonly && <SubmitBar view={view} navigate={navigate} />}
        </div>
      </div>
    </div>
  );
}
