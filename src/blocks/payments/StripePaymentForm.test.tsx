import { EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { recordReports } from '@/testing/reports';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PaymentForm } from './PaymentForm';

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/react-stripe-js', () => ({
  EmbeddedCheckoutProvider: vi.fn(({ children }: { children: ReactNode }) => (
    <div data-testid="embedded-checkout-provider">{children}</div>
  )),
  EmbeddedCheckout: () => <div data-testid="embedded-checkout" />,
}));

const configuredKey = env.stripePublishableKey;
const stripe = { elements: vi.fn() } as unknown as Stripe;
const SECRET = 'cs_test_a1_secret_b2';

const renderStripeForm = () =>
  renderWithProviders(<PaymentForm provider="stripe" clientSecret={SECRET} payLabel="Pay $130" />);

describe('StripePaymentForm', () => {
  const reports = recordReports();
  beforeEach(() => {
    vi.mocked(loadStripe).mockReset();
  });
  afterEach(() => {
    env.stripePublishableKey = configuredKey;
  });

  it('mounts Embedded Checkout with the Stripe.js of the publishable key and the client secret', async () => {
    env.stripePublishableKey = 'pk_test_ready';
    vi.mocked(loadStripe).mockResolvedValue(stripe);
    renderStripeForm();

    expect(await screen.findByTestId('embedded-checkout')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_ready');
    expect(vi.mocked(EmbeddedCheckoutProvider).mock.lastCall?.[0]).toMatchObject({
      stripe,
      options: { clientSecret: SECRET },
    });
    expect(reports).toEqual([]);
  });

  it('shows the unavailable state when no publishable key is configured', async () => {
    env.stripePublishableKey = null;
    renderStripeForm();

    expect(await screen.findByRole('alert')).toHaveTextContent(/unable to load the payment form/);
    expect(loadStripe).not.toHaveBeenCalled();
    expect(reports).toHaveLength(1);
  });

  it('shows the unavailable state when Stripe.js does not load, and Try again loads it', async () => {
    env.stripePublishableKey = 'pk_test_flaky';
    vi.mocked(loadStripe).mockResolvedValueOnce(null).mockResolvedValueOnce(stripe);
    const { user } = renderStripeForm();

    expect(await screen.findByRole('alert')).toHaveTextContent(/unable to load the payment form/);
    expect(reports).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('embedded-checkout')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });

  it('shows the unavailable state when loadStripe rejects', async () => {
    env.stripePublishableKey = 'pk_test_offline';
    vi.mocked(loadStripe).mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderStripeForm();

    expect(await screen.findByRole('alert')).toHaveTextContent(/unable to load the payment form/);
    expect(reports).toHaveLength(1);
  });
});
