import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { Log } from '../../http/logger';

export type Email = {
  to: string;
  subject: string;
  text: string;
  /** The HTML version (./emailHtml.ts escapes what the shopper typed). */
  html?: string;
  kind: string;
  /**
   * The row's id when the caller must find it again (a gift card's e-mail, whose delivery its
   * confirmation page shows); else a random one.
   */
  id?: string;
};

/**
 * Queues an e-mail: a row in the outbox table, written with the caller's `db` (pass the
 * transaction that makes what the e-mail tells of, so both exist or neither). The sender
 * (./drainOutbox.ts) delivers it over SMTP when one is configured; without, it stays queued,
 * readable by the operator at GET /api/dev/outbox where that is on.
 */
export const sendEmail = async (db: Db, log: Log, email: Email) => {
  const id = email.id ?? randomUUID();
  await db.insert(outboxEmails).values({
    id,
    toEmail: email.to,
    subject: email.subject,
    bodyText: email.text,
    bodyHtml: email.html ?? null,
    kind: email.kind,
    // The server's clock, as the sender's `now` is, to the millisecond: the database's now() has
    // microseconds, so a row written within the millisecond of a pass would wait for the next.
    nextAttemptAt: new Date(),
  });
  // Not the subject: it can name the sender ("Ada Lovelace sent you a gift card").
  log({ event: 'email.queued', kind: email.kind });
  return id;
};
