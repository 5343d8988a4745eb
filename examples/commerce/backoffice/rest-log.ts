import type { DatabaseSync } from 'node:sqlite';
import type { RestRequest } from '../../../src/core/api/schemas/basket.ts';

/** Enough history for the debug dialog; older exchanges of the same basket are dropped. */
const KEEP_PER_BASKET = 50;

export function createRestLogTables(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS backoffice_log (
    id INTEGER PRIMARY KEY,
    bestellungUid TEXT NOT NULL,
    zeitpunkt TEXT NOT NULL,
    url TEXT NOT NULL,
    request TEXT NOT NULL,
    response TEXT,
    error TEXT
  );
  CREATE INDEX IF NOT EXISTS backoffice_log_uid ON backoffice_log (bestellungUid, id);
  CREATE TABLE IF NOT EXISTS backoffice_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS backoffice_offline_sessions (sessionId TEXT PRIMARY KEY);`);
}

export interface Exchange {
  url: string;
  request: unknown;
  response: unknown;
  error: string | null;
}

/** Records one simulated REST call of the back office for the Alt+R debug dialog. */
export function logExchange(db: DatabaseSync, bestellungUid: string, now: Date, exchange: Exchange): void {
  db.prepare('INSERT INTO backoffice_log (bestellungUid, zeitpunkt, url, request, response, error) VALUES (?, ?, ?, ?, ?, ?)').run(
    bestellungUid,
    now.toISOString(),
    exchange.url,
    JSON.stringify(exchange.request, null, 2),
    exchange.response === undefined || exchange.response === null ? null : JSON.stringify(exchange.response, null, 2),
    exchange.error,
  );
  db.prepare(
    `DELETE FROM backoffice_log WHERE bestellungUid = ? AND id NOT IN
       (SELECT id FROM backoffice_log WHERE bestellungUid = ? ORDER BY id DESC LIMIT ?)`,
  ).run(bestellungUid, bestellungUid, KEEP_PER_BASKET);
}

export function restRequests(db: DatabaseSync, bestellungUid: string): RestRequest[] {
  const rows = db
    .prepare('SELECT id, zeitpunkt, url, request, response, error FROM backoffice_log WHERE bestellungUid = ? ORDER BY id')
    .all(bestellungUid) as unknown as (Omit<RestRequest, 'zeitpunkt'> & { zeitpunkt: string })[];
  return rows.map((r) => ({ ...r, zeitpunkt: new Date(r.zeitpunkt) }));
}

/**
 * The demo fault switch: while offline, pricing fails. Over HTTP (POST /__demo/backoffice) it
 * affects only the visitor's own session; without a session id (in-process tests) the whole shop.
 */
export function isBackofficeOnline(db: DatabaseSync, sessionId: string): boolean {
  const shopWide = db.prepare("SELECT value FROM backoffice_state WHERE key = 'online'").get() as { value: string } | undefined;
  if (shopWide?.value === 'false') return false;
  return !db.prepare('SELECT 1 FROM backoffice_offline_sessions WHERE sessionId = ?').get(sessionId);
}

export function setBackofficeOnline(db: DatabaseSync, online: boolean, sessionId?: string): void {
  if (sessionId === undefined) {
    db.prepare("INSERT INTO backoffice_state (key, value) VALUES ('online', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(
      String(online),
    );
  } else if (online) {
    db.prepare('DELETE FROM backoffice_offline_sessions WHERE sessionId = ?').run(sessionId);
  } else {
    // switches of sessions that expired go with the next one
    db.prepare('DELETE FROM backoffice_offline_sessions WHERE sessionId NOT IN (SELECT id FROM sessions)').run();
    db.prepare('INSERT OR IGNORE INTO backoffice_offline_sessions (sessionId) VALUES (?)').run(sessionId);
  }
}

/** A login rotates the session id: the visitor's switch goes along. */
export function moveFaultSwitch(db: DatabaseSync, previousSessionId: string, sessionId: string): void {
  db.prepare('UPDATE backoffice_offline_sessions SET sessionId = ? WHERE sessionId = ?').run(sessionId, previousSessionId);
}
