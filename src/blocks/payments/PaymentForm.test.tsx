import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordReports } from '@/testing/reports';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PaymentForm } from './PaymentForm';

const chunk = vi.hoisted(() => ({ loads: 0 }));

// The Stripe implementation's chunk: the first fetch fails (a dropped connection), later ones work.
vi.mock('./StripePaymentForm', () => {
  chunk.loads += 1;
  if (chunk.loads === 1) throw new Error('Failed to fetch dynamically imported module');
  return { StripePaymentForm: () => <p>Stripe checkout</p> };
});

describe('PaymentForm', () => {
  const reports = recordReports();

  it('shows a spinner, then the unavailable state when its code cannot load, and Try again loads it', async () => {
    // React logs the error the boundary caught; the report is what matters.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(
      <PaymentForm provider="stripe" clientSecret="cs_test_1" payLabel="Pay $130" />,
    );
    expect(screen.getByRole('status', { name: 'Loading the payment form…' })).toBeInTheDocument();

    expect(await screen.findByRole('alert')).toHaveTextContent(/unable to load the payment form/);
    expect(reports).toEqual([
      { error: expect.any(Error), context: { area: 'payments', provider: 'stripe' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Stripe checkout')).toBeInTheDocument();
  });
});
