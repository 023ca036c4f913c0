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
  db: Db,
  config: Pick<ServerConfig, 'stripe'>,
  stripeClient?: StripeClient,
): PaymentsProvider =>
  config.stripe.secretKey
    ? stripePaymentsProvider(db, stripeClient ?? createStripeClient(config.stripe.secretKey))
    : localPaymentsProvider(db);
