import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { PaymentMethodTab } from './PaymentMethodTab';

const assign = vi.fn();
const realLocation = window.location;

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  assign.mockReset();
});

describe('PaymentMethodTab', () => {
  it('opens the billing portal, asking to come back to this tab', async () => {
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...realLocation, href: 'http://localhost:3000/app/settings/payment-method', assign },
    });
    const asked: string[] = [];
    server.use(
      http.get(gatewayUrl('user/user-1/billing-portal'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('returnUrl') ?? '');
        return HttpResponse.json({ url: 'http://localhost:3000/api/billing-portal/t1' });
      }),
    );
    const { user } = renderWithProviders(<PaymentMethodTab />, { preloadedState: signedInState() });
    await user.click(screen.getByRole('button', { name: 'Manage payment method' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/api/billing-portal/t1'),
    );
    expect(asked).toEqual(['http://localhost:3000/app/settings/payment-method']);
  });

  it('says so when the billing page cannot open', async () => {
    server.use(
      http.get(gatewayUrl('user/user-1/billing-portal'), () =>
        HttpResponse.json({ message: 'Down' }, { status: 503 }),
      ),
    );
    const { user } = renderWithProviders(<PaymentMethodTab />, { preloadedState: signedInState() });
    await user.click(screen.getByRole('button', { name: 'Manage payment method' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t open your billing page. Please try again.',
    );
  });
});
