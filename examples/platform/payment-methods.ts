import type { PaymentMethod } from '../../src/core/api/schemas/checkout.ts';
import { BACKOFFICE_DE } from './backoffice-texts/index.ts';

/*
 * The back office's payment methods, here in the kernel because two areas offer them: the checkout (commerce) all,
 * an open invoice in the account the online ones without a wallet. The rest of the back office's reference data is
 * commerce's (commerce/backoffice/reference-data.ts, which re-exports these).
 */

const logo = (name: string): string => `/images/zahlung/${name}.svg`;

/** ARCHITECTURE.md §6 payment methods; online ones go through the demo payment page. Names in German, as the delivery types'. */
export const ZAHLUNGSARTEN: readonly PaymentMethod[] = [
  { id: 1, logoUrl: logo('rechnung'), recordDisplayName: BACKOFFICE_DE.zahlungsarten[1], walletProviderKey: null, onlinePayment: false },
  { id: 2, logoUrl: logo('twint'), recordDisplayName: 'TWINT', walletProviderKey: null, onlinePayment: true },
  { id: 3, logoUrl: logo('kreditkarte'), recordDisplayName: BACKOFFICE_DE.zahlungsarten[3], walletProviderKey: null, onlinePayment: true },
  { id: 4, logoUrl: logo('postfinance'), recordDisplayName: 'PostFinance', walletProviderKey: null, onlinePayment: true },
  { id: 5, logoUrl: logo('applepay'), recordDisplayName: 'Apple Pay', walletProviderKey: 'applepay', onlinePayment: true },
  { id: 6, logoUrl: logo('googlepay'), recordDisplayName: 'Google Pay', walletProviderKey: 'googlepay', onlinePayment: true },
];

export const findZahlungsart = (id: number | null | undefined): PaymentMethod | null => ZAHLUNGSARTEN.find((z) => z.id === id) ?? null;
