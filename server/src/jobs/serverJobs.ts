import type { Db } from '../db/client';
import type { Log } from '../http/logger';
import type { ChatMirror } from '../services/chatBus';
import { drainOutbox } from '../services/email/drainOutbox';
import type { Mailer } from '../services/email/mailer';
import {
  sweepOpenCheckouts,
  SWEEP_INTERVAL_MS,
  type SweeperDeps,
} from '../services/checkoutSweeper';
import { SETTLE_BATCH, settleDueMemberships } from '../services/membership/localMembershipBilling';
import { endLuxMonths } from '../services/booking/luxChats';
import { pruneProcessedWebhookEvents } from '../services/processedWebhookEvents';
import type { Job } from './jobRunner';

/**
 * The local stand-in's monthly memberships renewed and charged, or ended, once a minute, so a
 * membership renews on time even when nobody looks at it (Stripe bills its own).
 */
export const membershipBillingJob = ({ db }: { db: Db }): Job => ({
  name: 'memberships.renew',
  everySeconds: 60,
  run: async () => {
    // A full batch means more may be due (a server that was off for a while): go on, up to ten
    // batches a pass, so a row that cannot be settled never keeps the pass running.
    for (let batch = 0; batch < 10; batch += 1) {
      if ((await settleDueMemberships(db)) < SETTLE_BATCH) return;
    }
  },
});

/**
 * Lux sessions ended once their booked month is over (spec 000 §1 "chat open for the booked
 * month"), checked each minute; the chat refuses messages from that moment on its own.
 */
export const luxMonthsJob = ({ db, log }: { db: Db; log: Log }): Job => ({
  name: 'sessions.end-lux-months',
  everySeconds: 60,
  run: async () => {
    const ended = await endLuxMonths(db);
    if (ended.length) log({ event: 'sessions.lux_months_ended', count: ended.length });
  },
});

/** Stripe event ids handled over 30 days ago forgotten (Stripe redelivers for 3), hourly. */
export const webhookEventsPruneJob = ({ db }: { db: Db }): Job => ({
  name: 'webhook-events.prune',
  everySeconds: 3600,
  run: () => pruneProcessedWebhookEvents(db),
});

/** Orders and bookings left open past their time end (and give their credit and codes back). */
export const checkoutSweeperJob = (deps: SweeperDeps): Job => ({
  name: 'checkouts.sweep',
  everySeconds: SWEEP_INTERVAL_MS / 1000,
  run: () => sweepOpenCheckouts(deps),
});

/**
 * The outbox's sender: queued e-mails delivered over SMTP every few seconds, retried with backoff
 * (./services/email/drainOutbox.ts). Without a mailer (no SMTP_URL) there is no such job: the
 * e-mails stay in the outbox.
 */
export const emailSenderJob = (deps: { db: Db; log: Log; mailer: Mailer }): Job => ({
  name: 'email.send',
  everySeconds: 5,
  run: () => drainOutbox(deps),
  close: () => deps.mailer.close(),
});

/**
 * Chat on Twilio: messages whose copy to the conversation still fails after the in-process
 * retries, or was in flight when a process stopped, posted again each minute (each is looked for
 * in the conversation first, so none is posted twice).
 */
export const chatMirrorRetryJob = (mirror: ChatMirror): Job => ({
  name: 'chat.mirror-retry',
  everySeconds: 60,
  run: () => mirror.retryPending(),
});
