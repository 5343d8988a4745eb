import type { DatabaseSync } from 'node:sqlite';

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 5 * 60 * 1000;

/** Failed logins are counted per userName + client IP in a sliding 5-minute window. */
export function loginFailureKey(userName: string, ip: string): string {
  return `${userName.trim().toLowerCase()}|${ip}`;
}

export function isLoginBlocked(db: DatabaseSync, key: string, now: Date): boolean {
  const since = now.getTime() - LOGIN_FAILURE_WINDOW_MS;
  const row = db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE key = ? AND at > ?').get(key, since) as {
    n: number;
  };
  return row.n >= MAX_LOGIN_FAILURES;
}

export function recordLoginFailure(db: DatabaseSync, key: string, now: Date): void {
  const at = now.getTime();
  db.prepare('DELETE FROM login_failures WHERE at <= ?').run(at - LOGIN_FAILURE_WINDOW_MS);
  db.prepare('INSERT INTO login_failures (key, at) VALUES (?, ?)').run(key, at);
}

export function clearLoginFailures(db: DatabaseSync, key: string): void {
  db.prepare('DELETE FROM login_failures WHERE key = ?').run(key);
}
