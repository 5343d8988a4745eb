import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { AppEnv } from './context.ts';
import { escapeHtml } from './html.ts';

/**
 * The demo sends no e-mail: what a shop would send lands in this table, and a developer reads it at
 * /__outbox (demo mode only, like the fault switches). Nothing here is shown to another visitor.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Mails kept: the newest ones; a script registering in a loop cannot grow the table. */
const MAX_MAILS = 200;

function createOutboxTable(db: DatabaseSync): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, recipient TEXT NOT NULL, subject TEXT NOT NULL, text TEXT NOT NULL, sentAt TEXT NOT NULL)',
  );
}

export function sendMail(db: DatabaseSync, mail: Mail, now: Date): void {
  createOutboxTable(db);
  db.prepare('INSERT INTO outbox (recipient, subject, text, sentAt) VALUES (?, ?, ?, ?)').run(
    mail.to,
    mail.subject,
    mail.text,
    now.toISOString(),
  );
  db.prepare('DELETE FROM outbox WHERE id <= (SELECT MAX(id) FROM outbox) - ?').run(MAX_MAILS);
}

export function outboxMails(db: DatabaseSync): (Mail & { sentAt: string })[] {
  createOutboxTable(db);
  return db.prepare('SELECT recipient AS "to", subject, text, sentAt FROM outbox ORDER BY id DESC').all() as unknown as (Mail & {
    sentAt: string;
  })[];
}

/** GET /__outbox: the sent mails, newest first (HTML; `?format=json` for scripts and tests). */
export const outboxRoutes = new Hono<AppEnv>();

outboxRoutes.get('/', (c) => {
  const mails = outboxMails(c.get('db'));
  if (c.req.query('format') === 'json') return c.json(mails);
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>An ${escapeHtml(m.to)}, ${escapeHtml(m.sentAt)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('');
  return c.html(
    `<!doctype html><html lang="de"><meta charset="utf-8"><title>Postausgang (Demo)</title><h1>Postausgang (Demo)</h1>${items || '<p>Keine E-Mails.</p>'}</html>`,
  );
});
