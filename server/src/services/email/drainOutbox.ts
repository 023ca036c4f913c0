import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { Log } from '../../http/logger';
import { deliveryFailure } from './deliveryFailure';
import type { Mailer } from './mailer';

/**
 * How long a sender holds the rows it claimed: another worker skips them until then, and takes
 * them over after (the first one crashed). A pass starts no send after half of it, so every send
 * it starts ends within it (the mailer's time-outs are a minute or less).
 */
export const CLAIM_MS = 5 * 60 * 1000;

/** Attempts before an e-mail counts as failed (the last one about a day and a half in). */
export const MAX_ATTEMPTS = 8;

const MINUTE = 60 * 1000;
/** The wait after the 1st, 2nd, … failed attempt. */
const BACKOFF_MS = [1, 5, 30, 120, 360, 720, 1440].map((minutes) => minutes * MINUTE);

export const retryDelayMs = (attempts: number) =>
  BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? MINUTE;

export type DrainOutboxDeps = {
  db: Db;
  log: Log;
  /** null without SMTP_URL: the pass does nothing and the e-mails stay queued. */
  mailer: Mailer | null;
  now?: Date;
  /** At most this many e-mails a pass (20). */
  batchSize?: number;
};

export type DrainOutboxResult = { sent: number; retried: number; failed: number };

/**
 * Claims the due e-mails for this pass, in one statement: queued, due, and claimed by nobody
 * (or by a sender whose claim ran out). `FOR UPDATE SKIP LOCKED` lets two workers claim at the
 * same moment without waiting on each other, and a row claimed by one is not due for the other.
 */
const claimDue = (db: Db, now: Date, batchSize: number) => {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.status, 'queued'),
        lte(outboxEmails.nextAttemptAt, now),
        or(isNull(outboxEmails.claimedUntil), lte(outboxEmails.claimedUntil, now)),
      ),
    )
    .orderBy(asc(outboxEmails.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(outboxEmails.id, due))
    .returning();
};

/**
 * One pass of the outbox's sender: claims the due e-mails, hands each to the mailer, and records
 * what happened: `sent`; or, on failure, another attempt later (1 min, 5 min, 30 min, 2 h, 6 h,
 * 12 h, 24 h) or `failed` after MAX_ATTEMPTS or at once on a permanent refusal (an SMTP 5xx).
 * A crash between the mail server's acceptance and the row's update sends the e-mail again
 * once the claim runs out, with the same Message-ID. Logs carry the row's id and kind, never
 * its address or subject. Run it often (a job every few seconds, and after each write).
 */
export const drainOutbox = async ({
  db,
  log,
  mailer,
  now = new Date(),
  batchSize = 20,
}: DrainOutboxDeps): Promise<DrainOutboxResult> => {
  const result: DrainOutboxResult = { sent: 0, retried: 0, failed: 0 };
  if (!mailer) return result;
  const claimed = await claimDue(db, now, batchSize);
  const started = Date.now();
  for (const [index, email] of claimed.entries()) {
    if (Date.now() - started > CLAIM_MS / 2) {
      // Let the rest go now rather than when the claim runs out.
      const rest = claimed.slice(index).map((row) => row.id);
      await db
        .update(outboxEmails)
        .set({ claimedUntil: null })
        .where(inArray(outboxEmails.id, rest));
      break;
    }
    const attempts = email.attempts + 1;
    try {
      await mailer.send({
        id: email.id,
        to: email.toEmail,
        subject: email.subject,
        text: email.bodyText,
        html: email.bodyHtml,
      });
    } catch (error) {
      const failure = deliveryFailure(error);
      const givenUp = failure.permanent || attempts >= MAX_ATTEMPTS;
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
      await db
        .update(outboxEmails)
        .set({
          attempts,
          lastError: failure.summary,
          claimedUntil: null,
          ...(givenUp ? { status: 'failed' as const } : { nextAttemptAt }),
        })
        .where(eq(outboxEmails.id, email.id));
      log({
        event: givenUp ? 'email.failed' : 'email.retry_later',
        id: email.id,
        kind: email.kind,
        attempts,
        reason: failure.summary,
        ...(givenUp ? {} : { nextAttemptAt: nextAttemptAt.toISOString() }),
      });
      if (givenUp) result.failed += 1;
      else result.retried += 1;
      continue;
    }
    await db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: new Date(), attempts, claimedUntil: null, lastError: null })
      .where(eq(outboxEmails.id, email.id));
    log({ event: 'email.sent', id: email.id, kind: email.kind, attempts });
    result.sent += 1;
  }
  return result;
};
