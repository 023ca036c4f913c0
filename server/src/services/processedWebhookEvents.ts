import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { processedWebhookEvents } from '../db/schema';

/**
 * How long a handled Stripe event's id is kept: Stripe redelivers an event for up to three days,
 * so a month is ample to answer any repeat as seen.
 */
export const PROCESSED_EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The clean-up job's one pass (no timer here: the caller schedules it): forgets the ids of Stripe
 * events handled more than `PROCESSED_EVENT_RETENTION_MS` before `now`. Answers how many.
 */
export const pruneProcessedWebhookEvents = async (db: Db, now: Date = new Date()) =>
  (
    await db
      .delete(processedWebhookEvents)
      .where(
        lt(
          processedWebhookEvents.processedAt,
          new Date(now.getTime() - PROCESSED_EVENT_RETENTION_MS),
        ),
      )
      .returning({ id: processedWebhookEvents.id })
  ).length;
