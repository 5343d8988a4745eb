import { useState } from 'react';
import { startInvoicePayment } from '../../core/api/index.ts';
import { navigatorOf, useShopStore } from '../../core/state/index.ts';

/**
 * "Online bezahlen": asks the back end for the payment page of the chosen method and goes there; the page
 * returns to the invoice. One start at a time (a double click sends one request); a failure has shown the
 * §8 toast and leaves the buttons ready to try again.
 */
export function useOnlinePayment(rechnungId: number) {
  const store = useShopStore();
  const [busy, setBusy] = useState<number | null>(null);
  async function pay(zahlungsartId: number) {
    if (busy !== null) return;
    setBusy(zahlungsartId);
    try {
      const { url } = await startInvoicePayment(store, rechnungId, zahlungsartId);
      // Still busy while the browser leaves the page.
      navigatorOf(store).assign(url);
    } catch {
      setBusy(null);
    }
  }
  return { busy, pay };
}
