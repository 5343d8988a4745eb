import type { LoginHook } from '../platform/login-hooks.ts';
import { moveFaultSwitch } from './backoffice/rest-log.ts';
import { moveBasketToUser } from './basket-store.ts';

/** Right after a login the anonymous basket moves to the customer (joined with theirs), and the visitor's fault switch follows. */
export const basketLoginHook: LoginHook = (c, event) => {
  const db = c.get('db');
  moveBasketToUser(db, event.previousSessionId, event.userId);
  moveFaultSwitch(db, event.previousSessionId, event.sessionId);
};
