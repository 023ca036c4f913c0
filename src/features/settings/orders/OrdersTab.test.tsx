import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { OrdersTab } from './OrdersTab';

const anOrder = (n: number) => ({
  uuid: `order-${n}`,
  order_number: `LW-0000000${n}`,
  created: `2025-0${n}-0${n}T10:00:00`,
  status: 'paid',
  items: [{ item_uuid: `item-${n}`, name: `Piece ${n}`, price: 40 * n }],
  priceBreakdown: { total: 40 * n },
});

const serve = (answer: () => Response) =>
  server.use(http.get(gatewayUrl('proxy/user/user-1/orders'), answer));

const renderTab = () => renderWithProviders(<OrdersTab />, { preloadedState: signedInState() });

describe('OrdersTab', () => {
  it('shows the count, the latest three orders and the way to all of them', async () => {
    serve(() =>
      HttpResponse.json({
        items: [5, 4, 3, 2].map(anOrder),
        quota_max: 4,
        nextPage: null,
      }),
    );
    renderTab();
    expect(await screen.findByText(/You made 4 orders\. Here are the latest 3\./)).toBeVisible();
    const list = screen.getByRole('list', { name: 'Latest orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Order no LW-00000005')).toBeInTheDocument();
    expect(within(list).getByText('05/05/2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('shows the empty state with the way to stylists', async () => {
    serve(() => HttpResponse.json({ items: [], quota_max: 0, nextPage: null }));
    renderTab();
    expect(
      await screen.findByText('No orders yet. Let your stylist do some shopping for you!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Let's get styling" })).toHaveAttribute(
      'href',
      '/stylistSearch',
    );
  });

  it('offers a retry when the orders cannot load', async () => {
    serve(() => HttpResponse.json({}, { status: 500 }));
    renderTab();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
