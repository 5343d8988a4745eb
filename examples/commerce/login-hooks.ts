import type { LoginHook, SessionMoveHook } from '../platform/login-hooks.ts';
import { moveFaultSwitch } from './backoffice/rest-log.ts';
import { moveBasketToSession, moveBasketToUser } from './basket-store.ts';
import { moveGuestOrders } from './orders.ts';

/** Right after a login the anonymous basket moves to the customer (joined with theirs), and the visitor's fault switch follows. */
export const basketLoginHook: LoginHook = (c, event) => {
  const db = c.get('db');
  moveBasketToUser(db, event.previousSessionId, event.userId);
  moveFaultSwitch(db, event.previousSessionId, event.sessionId);
};

/** A registration rotated the anonymous session: its basket, guest orders and fault switch go along. */
export const basketSessionMoveHook: SessionMoveHook = (c, { previousSessionId, sessionId }) => {
  const db = c.get('db');
  moveBasketToSession(db, previousSessionId, sessionId);
  moveGuestOrders(db, previousSessionId, sessionId);
  moveFaultSwitch(db, previousSessionId, sessionId);
};
