import type { LoginHook } from '../platform/login-hooks.ts';
import { moveBasketToUser } from './basket-store.ts';

/** Right after a login the anonymous basket moves to the customer (joined with theirs). */
export const basketLoginHook: LoginHook = (c, event) => {
  moveBasketToUser(c.get('db'), event.previousSessionId, event.userId);
};
