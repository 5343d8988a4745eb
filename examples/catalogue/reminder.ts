import type { DatabaseSync } from 'node:sqlite';
import type { ArtikelErinnerungRequest, ArtikelErinnerungResponse } from '../../src/core/api/schemas/artikel-erinnerung.ts';
import type { ValidationResult } from '../../src/core/api/schemas/validation.ts';
import { loadArtikel } from './load-artikel.ts';
import { EMAIL_PATTERN, invalidEmailMessage, maxLengthMessage } from '../platform/validate.ts';
import { notFound } from '../platform/http.ts';
import { TEN_MINUTES_MS, type RateLimit } from '../platform/rate-limit.ts';
import { serverMessage } from '../platform/server-message.ts';

export const REMINDER_NAME_MAX = 50;
export const REMINDER_EMAIL_MAX = 100;
/** Reminders per client address: each one is a stored row and, in a real shop, an e-mail later. */
export const REMINDERS_PER_IP: RateLimit = { name: 'stock-reminder', max: 10, windowMs: TEN_MINUTES_MS };

export function createReminderTables(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS artikel_erinnerungen (
    id INTEGER PRIMARY KEY,
    artikelId INTEGER NOT NULL,
    vorname TEXT NOT NULL,
    nachname TEXT NOT NULL,
    email TEXT NOT NULL,
    createdAt TEXT NOT NULL,
    UNIQUE (artikelId, email)
  );`);
}

/** POST /api/artikel-erinnerung/add: vorname, nachname and email are required (spec §5). */
export function addErinnerung(
  db: DatabaseSync,
  request: ArtikelErinnerungRequest,
  userId: number | null,
  now: Date,
): ArtikelErinnerungResponse {
  const artikel = loadArtikel(db, [request.artikelId], userId).get(request.artikelId);
  if (!artikel) notFound(`Artikel ${request.artikelId} nicht gefunden.`);
  const vorname = request.vorname?.trim() ?? '';
  const nachname = request.nachname?.trim() ?? '';
  const email = request.email?.trim() ?? '';
  const validationResult: ValidationResult = {};
  if (!vorname) validationResult.vorname = { isValid: false, message: serverMessage('vornameRequired') };
  else if (vorname.length > REMINDER_NAME_MAX) validationResult.vorname = { isValid: false, message: maxLengthMessage(REMINDER_NAME_MAX) };
  if (!nachname) validationResult.nachname = { isValid: false, message: serverMessage('nachnameRequired') };
  else if (nachname.length > REMINDER_NAME_MAX)
    validationResult.nachname = { isValid: false, message: maxLengthMessage(REMINDER_NAME_MAX) };
  if (!email) validationResult.email = { isValid: false, message: serverMessage('emailOwnRequired') };
  else if (email.length > REMINDER_EMAIL_MAX) validationResult.email = { isValid: false, message: maxLengthMessage(REMINDER_EMAIL_MAX) };
  else if (!EMAIL_PATTERN.test(email)) validationResult.email = { isValid: false, message: invalidEmailMessage() };
  if (Object.keys(validationResult).length > 0) {
    return { success: false, successText: null, validationResult, warningMessages: [] };
  }
  db.prepare(
    `INSERT INTO artikel_erinnerungen (artikelId, vorname, nachname, email, createdAt) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (artikelId, email) DO UPDATE SET vorname = excluded.vorname, nachname = excluded.nachname`,
  ).run(artikel.artikelId, vorname, nachname, email.toLowerCase(), now.toISOString());
  return {
    success: true,
    successText: serverMessage('reminderConfirmed', { email, artikel: artikel.bezeichnung }),
    validationResult: {},
    warningMessages: [],
  };
}
