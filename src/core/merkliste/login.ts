import { t } from '../../i18n/index.ts';
import { configAtom } from '../state/config.ts';
import { openDialog } from '../state/dialogs.ts';
import type { ShopStore } from '../state/store.ts';
import { rememberForAfterLogin } from './after-login.ts';
import { loginModalUrl } from './rules.ts';

/**
 * Spec §2/§4: the login page in a modal. A successful login there reloads this page (the server's
 * redirect to `returnUrl`), logged in and scrolled back to where the shopper was.
 */
export function openMerklisteLogin(store: ShopStore, artikelId: number | null): Promise<boolean> {
  const returnUrl = location.pathname + location.search;
  rememberForAfterLogin({ scrollY: window.scrollY, returnUrl });
  const url = new URL(loginModalUrl(store.get(configAtom), artikelId, returnUrl), location.href).href;
  return openDialog(store, { kind: 'html', title: t('merkliste.anmelden'), url });
}
