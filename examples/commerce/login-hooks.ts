import { onLogin } from '../account/login-hooks.ts';
import { moveBasketToUser } from '../backoffice/basket-store.ts';
import { recordLogin } from './account.ts';
import { addToDefaultAfterLogin } from './merkliste.ts';

/** Right after a login: the anonymous basket moves to the customer, the login wait starts, the wished article is kept. */
export function registerCommerceLoginHooks(): void {
  onLogin((c, event) => {
    const db = c.get('db');
    const now = c.get('now')();
    moveBasketToUser(db, event.previousSessionId, event.userId);
    recordLogin(db, event.userId, now);
    if (event.addToMerkliste != null) addToDefaultAfterLogin(db, event.userId, event.addToMerkliste, now);
  });
}
