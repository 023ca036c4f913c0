import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';
import type { Log } from '../http/logger';

export type Email = { to: string; subject: string; text: string; kind: string };

/**
 * The stand-in for an e-mail provider: messages are written to the outbox table (readable at
 * GET /api/dev/outbox outside production) and a line is logged.
 */
export const sendEmail = async (db: Db, log: Log, email: Email) => {
  await db.insert(outboxEmails).values({
    id: randomUUID(),
    toEmail: email.to,
    subject: email.subject,
    bodyText: email.text,
    kind: email.kind,
  });
  // Not the subject: it can name the sender ("Ada Lovelace sent you a gift card").
  log({ event: 'email.queued', kind: email.kind });
};
