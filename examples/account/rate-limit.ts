import type { DatabaseSync } from 'node:sqlite';
import { TEN_MINUTES_MS, clearHits, isLimited, recordHit, type RateLimit } from '../platform/rate-limit.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
/** Failures per userName + client IP before that pair is blocked (guessing one account's password). */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = { name: 'login-account', max: 5, windowMs: FIVE_MINUTES };
/** Failures per client IP over all userNames (trying one password on many accounts). */
export const LOGIN_FAILURES_PER_IP: RateLimit = { name: 'login-ip', max: 20, windowMs: FIVE_MINUTES };
/** Registrations per client IP: each one also tells whether an e-mail has an account. */
export const REGISTRATIONS_PER_IP: RateLimit = { name: 'register', max: 10, windowMs: TEN_MINUTES_MS };

export interface LoginAttempt {
  userName: string;
  ip: string;
}

const accountKey = (a: LoginAttempt): string => `${a.userName.trim().toLowerCase()}|${a.ip}`;

/** Sliding 5-minute windows: blocked after 5 failures for one account, or 20 from one IP. */
export function isLoginBlocked(db: DatabaseSync, attempt: LoginAttempt, now: Date): boolean {
  return isLimited(db, LOGIN_FAILURES_PER_ACCOUNT, accountKey(attempt), now) || isLimited(db, LOGIN_FAILURES_PER_IP, attempt.ip, now);
}

export function recordLoginFailure(db: DatabaseSync, attempt: LoginAttempt, now: Date): void {
  recordHit(db, LOGIN_FAILURES_PER_ACCOUNT, accountKey(attempt), now);
  recordHit(db, LOGIN_FAILURES_PER_IP, attempt.ip, now);
}

/**
 * A successful login forgets that account's failures, not the IP's: otherwise logging in to one's
 * own account now and then would reset the budget for trying other accounts.
 */
export function clearLoginFailures(db: DatabaseSync, attempt: LoginAttempt): void {
  clearHits(db, LOGIN_FAILURES_PER_ACCOUNT, accountKey(attempt));
}
