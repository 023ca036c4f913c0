import type Stripe from 'stripe';
import type { StripeCheckoutSession, StripeClient } from '../services/stripeClient';

/**
 * A Stripe client that never reaches the network: it records what the server asks and keeps
 * checkout sessions in memory. `pay` plays the shopper finishing Embedded Checkout.
 */
export const fakeStripe = () => {
  let counter = 0;
  const sessions = new Map<string, StripeCheckoutSession>();
  const modes = new Map<string, string | undefined>();
  const calls = {
    customers: [] as { params: Stripe.CustomerCreateParams; options?: Stripe.RequestOptions }[],
    checkoutCreate: [] as {
      params: Stripe.Checkout.SessionCreateParams;
      options?: Stripe.RequestOptions;
    }[],
    retrieve: [] as string[],
    portal: [] as Stripe.BillingPortal.SessionCreateParams[],
  };
  const client: StripeClient = {
    customers: {
      create: (params, options) => {
        calls.customers.push({ params, options });
        counter += 1;
        return Promise.resolve({ id: `cus_test_${counter}` });
      },
    },
    checkout: {
      sessions: {
        create: (params, options) => {
          calls.checkoutCreate.push({ params, options });
          counter += 1;
          const id = `cs_test_${counter}`;
          const session: StripeCheckoutSession = {
            id,
            client_secret: `${id}_secret_abc`,
            status: 'open',
            payment_status: 'unpaid',
            customer: typeof params.customer === 'string' ? params.customer : null,
            subscription: null,
            metadata: (params.metadata as Record<string, string> | undefined) ?? null,
          };
          sessions.set(id, session);
          modes.set(id, params.mode);
          return Promise.resolve(session);
        },
        retrieve: (id) => {
          calls.retrieve.push(id);
          const session = sessions.get(id);
          if (!session) return Promise.reject(new Error(`No such checkout.session: ${id}`));
          return Promise.resolve({ ...session });
        },
      },
    },
    billingPortal: {
      sessions: {
        create: (params) => {
          calls.portal.push(params);
          return Promise.resolve({
            url: `https://billing.stripe.com/p/session/test_${params.customer}`,
          });
        },
      },
    },
  };
  /** The shopper finishes checkout: a payment is paid; a subscription starts its trial. */
  const pay = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`No such checkout.session: ${id}`);
    const subscription = modes.get(id) === 'subscription';
    const paid: StripeCheckoutSession = {
      ...session,
      status: 'complete',
      payment_status: subscription ? 'no_payment_required' : 'paid',
      subscription: subscription ? `sub_test_${id}` : null,
    };
    sessions.set(id, paid);
    return paid;
  };
  return { client, calls, sessions, pay };
};
