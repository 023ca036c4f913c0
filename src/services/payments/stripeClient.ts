import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { env } from '@/config/env';

let loaded: { key: string; promise: Promise<Stripe> } | null = null;

/**
 * Stripe.js for the configured publishable key, loaded once and shared (Stripe's own advice:
 * one `loadStripe` per page, outside render). Rejects when no key is configured or Stripe.js
 * cannot load (offline, blocked) or resolves null; a failed load is forgotten, so the next call
 * (Try again) starts afresh.
 */
export const getStripe = (publishableKey: string | null = env.stripePublishableKey) => {
  if (!publishableKey) {
    return Promise.reject(new Error('Stripe is not configured: VITE_STRIPE_PUBLISHABLE_KEY'));
  }
  if (loaded?.key === publishableKey) return loaded.promise;
  const promise = loadStripe(publishableKey).then((stripe) => {
    if (!stripe) throw new Error('Stripe.js did not load');
    return stripe;
  });
  loaded = { key: publishableKey, promise };
  promise.catch(() => {
    if (loaded?.promise === promise) loaded = null;
  });
  return promise;
};
