import type { SignedInCache } from '../auth/signedInCache';
import type { Db } from '../db/client';
import type { ServerConfig } from '../env';
import { localPaymentsProvider } from './localPaymentsProvider';
import type { PaymentsProvider } from './paymentsProvider';
import { createStripeClient, type StripeClient } from './stripeClient';
import { stripePaymentsProvider } from './stripePaymentsProvider';

/**
 * Stripe when STRIPE_SECRET_KEY is set (with `stripeClient` in tests, the real client
 * otherwise), else the local stand-in.
 */
export const createPaymentsProvider = (
  {
    db,
    config,
    signedIn,
  }: { db: Db; config: Pick<ServerConfig, 'stripe'>; signedIn: SignedInCache },
  stripeClient?: StripeClient,
): PaymentsProvider =>
  config.stripe.secretKey
    ? stripePaymentsProvider(
        { db, signedIn },
        stripeClient ?? createStripeClient(config.stripe.secretKey),
      )
    : localPaymentsProvider(db);
