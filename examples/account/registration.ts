import type { DatabaseSync } from 'node:sqlite';
import type { RegisterRequest, RegisterResponse } from '../../src/core/api/schemas/account.ts';
import type { ValidationResult } from '../../src/core/api/schemas/validation.ts';
import type { LoginHook } from '../platform/login-hooks.ts';
import { findUserByName, hashPassword, normalizeUserName } from './users.ts';
import { addPendingRegistration, createPendingRegistrationTable } from './pending-registrations.ts';
import { sendMail, type Mail } from '../platform/outbox.ts';
import { EMAIL_PATTERN, invalidEmailMessage, maxLengthMessage } from '../platform/validate.ts';
import { ADDRESS_FIELD_MAX, normalizeAddress, validateAddress } from './adresspool.ts';
import { SHOP_URLS } from '../platform/urls.ts';
import { serverMessage } from '../platform/server-message.ts';

/** Spec §4 Login wait: the back office needs a moment to load a customer after login (createApp's loginWaitMs). */
export const USER_DATA_PENDING_MS = 2000;
export const PASSWORD_MIN_LENGTH = 8;
/** scrypt runs over the whole password: a megabyte would cost the server, not the attacker. */
export const PASSWORD_MAX_LENGTH = 200;
export const USER_NAME_MAX_LENGTH = ADDRESS_FIELD_MAX.eMail;

export function createAccountTables(db: DatabaseSync): void {
  db.exec('CREATE TABLE IF NOT EXISTS user_logins (userId INTEGER PRIMARY KEY, loggedInAt INTEGER NOT NULL)');
  createPendingRegistrationTable(db);
}

export function recordLogin(db: DatabaseSync, userId: number, now: Date): void {
  db.prepare(
    'INSERT INTO user_logins (userId, loggedInAt) VALUES (?, ?) ON CONFLICT (userId) DO UPDATE SET loggedInAt = excluded.loggedInAt',
  ).run(userId, now.getTime());
}

/** A login starts the back office's wait for the customer's data. */
export const loginWaitHook: LoginHook = (c, event) => recordLogin(c.get('db'), event.userId, c.get('now')());

/** 'Pending' for a short while after the login (by the injected clock), then 'Ready'. */
export function userDataState(db: DatabaseSync, userId: number, now: Date, pendingMs: number): 'Pending' | 'Ready' {
  const row = db.prepare('SELECT loggedInAt FROM user_logins WHERE userId = ?').get(userId) as { loggedInAt: number } | undefined;
  return row && now.getTime() - row.loggedInAt < pendingMs ? 'Pending' : 'Ready';
}

function validateUserData(db: DatabaseSync, data: RegisterRequest['userData']): ValidationResult {
  const result: ValidationResult = {};
  const fail = (field: string, message: string): void => {
    result[field] ??= { isValid: false, message };
  };
  const userName = data.userName?.trim() ?? '';
  if (!userName) fail('userName', serverMessage('emailOwnRequired'));
  else if (!EMAIL_PATTERN.test(userName)) fail('userName', invalidEmailMessage());
  const password = data.password ?? '';
  if (userName.length > USER_NAME_MAX_LENGTH) fail('userName', maxLengthMessage(USER_NAME_MAX_LENGTH));
  if (!password) fail('password', serverMessage('passwordRequired'));
  else if (password.length > PASSWORD_MAX_LENGTH) fail('password', maxLengthMessage(PASSWORD_MAX_LENGTH));
  else if (password.length < PASSWORD_MIN_LENGTH) fail('password', serverMessage('passwordTooShort', { min: String(PASSWORD_MIN_LENGTH) }));
  if (!data.passwordConfirm) fail('passwordConfirm', serverMessage('passwordRepeat'));
  else if (data.passwordConfirm !== password) fail('passwordConfirm', serverMessage('passwordsDiffer'));
  return result;
}

/**
 * POST /api/account/register (issue 34 finding 5): a valid registration opens no account and logs nobody
 * in. It waits for the address's owner to follow the link mailed to them (pending-registrations.ts); an
 * address that has an account gets a notice instead. Both answer the same bytes after the same work (one
 * password hash, one row, one mail), so the answer tells no one which addresses have an account.
 */
export function register(db: DatabaseSync, request: RegisterRequest, now: Date): RegisterResponse {
  const userName = request.userData.userName?.trim() ?? '';
  const adresse = normalizeAddress({ ...request.adresse, eMail: request.adresse.eMail ?? userName }, null, true);
  const validationResultUserData = validateUserData(db, request.userData);
  const validationResultAdresse = validateAddress(adresse);
  if (Object.keys(validationResultUserData).length + Object.keys(validationResultAdresse).length > 0) {
    return {
      success: false,
      redirectUrl: null,
      validationResultUserData,
      validationResultAdresse,
      warningMessages: [serverMessage('checkEntries')],
    };
  }
  const existing = findUserByName(db, userName);
  const token = addPendingRegistration(
    db,
    {
      userName,
      passwordHash: hashPassword(request.userData.password as string),
      customer: { anrede: adresse.anrede, firstName: adresse.vorname, lastName: adresse.name, firma: adresse.firma, adresse },
      confirmable: !existing,
    },
    now,
  );
  sendMail(db, token ? confirmationMail(normalizeUserName(userName), token) : accountExistsMail(existing!.userName), now);
  return {
    success: true,
    redirectUrl: null,
    emailConfirmation: true,
    validationResultUserData: {},
    validationResultAdresse: {},
    warningMessages: [],
  };
}

/** The confirmation page's address for a token (a path: the shop's origin is the one the mail's reader knows, not the request's Host). */
export const confirmationPath = (token: string): string => `${SHOP_URLS.confirm}?token=${encodeURIComponent(token)}`;

function confirmationMail(to: string, token: string): Mail {
  return {
    to,
    subject: 'Bitte bestätigen Sie Ihr Kundenkonto bei der Vinothek',
    text: `Guten Tag

Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Kundenkonto eröffnen können:

${confirmationPath(token)}

Der Link gilt drei Tage. Haben Sie sich nicht registriert, können Sie diese E-Mail ignorieren: Ohne Bestätigung wird kein Kundenkonto eröffnet.

Ihre Vinothek`,
  };
}

function accountExistsMail(to: string): Mail {
  return {
    to,
    subject: 'Ihr Kundenkonto bei der Vinothek',
    text: `Guten Tag

Soeben wurde versucht, mit Ihrer E-Mail-Adresse ein neues Kundenkonto zu eröffnen. Sie haben bereits ein Kundenkonto: Melden Sie sich unter ${SHOP_URLS.login} an. Wenn Sie Ihr Passwort nicht mehr wissen, wenden Sie sich bitte an uns.

Waren Sie das nicht, können Sie diese E-Mail ignorieren; an Ihrem Konto wurde nichts geändert.

Ihre Vinothek`,
  };
}
