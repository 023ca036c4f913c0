import type { Db } from '../db/client';
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
