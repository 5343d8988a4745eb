import type { DatabaseSync } from 'node:sqlite';

/** Failures per userName + client IP before that pair is blocked (guessing one account's password). */
export const MAX_LOGIN_FAILURES = 5;
/** Failures per client IP over all userNames (trying one password on many accounts). */
export const MAX_LOGIN_FAILURES_PER_IP = 20;
export const LOGIN_FAILURE_WINDOW_MS = 5 * 60 * 1000;

export interface LoginAttempt {
  userName: string;
  ip: string;
}

/** Each failure is stored under two keys: the account at this IP, and the IP alone. */
const accountKey = (a: LoginAttempt): string => `${a.userName.trim().toLowerCase()}|${a.ip}`;
const ipKey = (a: LoginAttempt): string => `*|${a.ip}`;

function failures(db: DatabaseSync, key: string, now: Date): number {
  const since = now.getTime() - LOGIN_FAILURE_WINDOW_MS;
  return (db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE key = ? AND at > ?').get(key, since) as { n: number }).n;
}

/** Sliding 5-minute windows: blocked after 5 failures for one account, or 20 from one IP. */
export function isLoginBlocked(db: DatabaseSync, attempt: LoginAttempt, now: Date): boolean {
  return failures(db, accountKey(attempt), now) >= MAX_LOGIN_FAILURES || failures(db, ipKey(attempt), now) >= MAX_LOGIN_FAILURES_PER_IP;
}

export function recordLoginFailure(db: DatabaseSync, attempt: LoginAttempt, now: Date): void {
  const at = now.getTime();
  db.prepare('DELETE FROM login_failures WHERE at <= ?').run(at - LOGIN_FAILURE_WINDOW_MS);
  const insert = db.prepare('INSERT INTO login_failures (key, at) VALUES (?, ?)');
  insert.run(accountKey(attempt), at);
  insert.run(ipKey(attempt), at);
}

/**
 * A successful login forgets that account's failures, not the IP's: otherwise logging in to one's
 * own account now and then would reset the budget for trying other accounts.
 */
export function clearLoginFailures(db: DatabaseSync, attempt: LoginAttempt): void {
  db.prepare('DELETE FROM login_failures WHERE key = ?').run(accountKey(attempt));
}
