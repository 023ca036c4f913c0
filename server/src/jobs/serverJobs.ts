import type { Db } from '../db/client';
import type { Log } from '../http/logger';
import { drainOutbox } from '../services/email/drainOutbox';
import type { Mailer } from '../services/email/mailer';
import {
  sweepOpenCheckouts,
  SWEEP_INTERVAL_MS,
  type SweeperDeps,
} from '../services/checkoutSweeper';
import { settleLocalMemberships } from '../services/membership/localMembershipBilling';
import type { Job } from './jobRunner';

/**
 * The local stand-in's monthly memberships renewed and charged, or ended, once a minute, so a
 * membership renews on time even when nobody looks at it (Stripe bills its own).
 */
export const membershipBillingJob = ({ db }: { db: Db }): Job => ({
  name: 'memberships.renew',
  everySeconds: 60,
  run: () => settleLocalMemberships(db),
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
