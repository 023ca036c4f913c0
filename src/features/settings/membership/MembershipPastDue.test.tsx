import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { MembershipTab } from './MembershipTab';
import { anApiMembership } from './membershipTestData';

const assign = vi.fn();
const realLocation = window.location;

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  assign.mockReset();
});

const PAST_DUE =
  'We couldn’t take this month’s payment. Please update your card on the billing page; we’ll try again, and your membership continues meanwhile.';

const serve = (portal: () => Response) => {
  const asked: string[] = [];
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/sessions'), () =>
      HttpResponse.json({ items: [anApiMembership({ status: 'past_due' })] }),
    ),
    http.get(gatewayUrl('user/user-1/billing-portal'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('returnUrl') ?? '');
      return portal();
    }),
  );
  return asked;
};

const renderTab = () => renderWithProviders(<MembershipTab />, { preloadedState: signedInState() });

describe('MembershipTab: a past-due membership', () => {
  it('says the payment failed and opens the billing page to update the card', async () => {
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...realLocation, href: 'http://localhost:3000/app/settings/membership', assign },
    });
    const asked = serve(() =>
      HttpResponse.json({ url: 'https://billing.stripe.com/p/session/test_1' }),
    );
    const { user } = renderTab();
    const card = await screen.findByRole('article', {
      name: /Major monthly membership with Ana Ruiz/,
    });
    expect(within(card).getByText('Payment failed')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Your payment of $117 didn’t go through.',
    );
    expect(within(card).getByText(PAST_DUE)).toBeInTheDocument();
    // It keeps running: it can still be cancelled.
    expect(within(card).getByRole('button', { name: 'Cancel membership' })).toBeEnabled();

    const update = within(card).getByRole('button', { name: 'Update your card' });
    expect(update).toHaveAccessibleDescription(PAST_DUE);
    await user.click(update);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'),
    );
    expect(asked).toEqual(['http://localhost:3000/app/settings/membership']);
  });

  it('says so when the billing page cannot open', async () => {
    serve(() => HttpResponse.json({ message: 'Down' }, { status: 503 }));
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Update your card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t open your billing page. Please try again.',
    );
  });
});
