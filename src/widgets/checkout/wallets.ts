import { useMemo } from 'react';
import type { PaymentMethod } from '../../core/api/index.ts';
import { useClientValue } from '../../core/element/index.ts';

/** What the device can pay with (spec §5 wallet filter); detected in the browser, injected in tests. */
export interface PaymentPlatform {
  os: 'ios' | 'android' | 'other';
  /** `ApplePaySession.canMakePayments()` on this device. */
  applePayReady: boolean;
}

type ApplePayWindow = { ApplePaySession?: { canMakePayments?: () => boolean } };

export function detectPaymentPlatform(nav: Navigator = navigator, win: ApplePayWindow = window as ApplePayWindow): PaymentPlatform {
  const ua = nav.userAgent;
  // iPadOS reports itself as a Mac; its touch points give it away.
  const ios = /iPad|iPhone|iPod/.test(ua) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const os = ios ? 'ios' : /Android/.test(ua) ? 'android' : 'other';
  let applePayReady = false;
  try {
    applePayReady = win.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    // Safari throws outside a secure context: no Apple Pay then.
  }
  return { os, applePayReady };
}

/** What a server knows of the device: nothing, so it offers no wallet. */
const UNKNOWN_DEVICE: PaymentPlatform = { os: 'other', applePayReady: false };

/**
 * The device's payment platform (or the injected one). The server and the hydrating render offer no wallet;
 * the device's wallets join the list from the next render on (useClientValue).
 */
export function usePaymentPlatform(injected: PaymentPlatform | undefined): PaymentPlatform {
  const detected = useMemo(() => injected ?? (typeof window === 'undefined' ? UNKNOWN_DEVICE : detectPaymentPlatform()), [injected]);
  return useClientValue(detected, injected ?? UNKNOWN_DEVICE);
}

/** Apple Pay only on iOS devices that can pay, Google Pay only on Android; every other method everywhere. */
export function offeredPaymentMethods(methods: readonly PaymentMethod[], platform: PaymentPlatform): PaymentMethod[] {
  return methods.filter((method) => {
    if (method.walletProviderKey === 'applepay') return platform.os === 'ios' && platform.applePayReady;
    if (method.walletProviderKey === 'googlepay') return platform.os === 'android';
    return true;
  });
}
