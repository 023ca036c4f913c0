import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiOrder } from '@/api/orders';
import { initTracking } from '@/services/tracking';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import { anApiOrder, anApiOrderItem } from './ordersTestData';

type TrackingWindow = Window & { dataLayer?: Record<string, unknown>[] };
const win = window as TrackingWindow;
const purchases = () => (win.dataLayer ?? []).filter((entry) => entry.event === 'order_purchase');

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

/**
 * Serves `GET /checkout?orderId=` with `order` (404 for any other id) and `POST /complete` with
 * `completed` (409 not_paid without it); records each completion's body.
 */
const serveOrder = (order: ApiOrder, completed?: ApiOrder | (() => Response)) => {
  const completions: unknown[] = [];
  server.use(
    http.get(gatewayUrl('checkout'), ({ request }) =>
      new URL(request.url).searchParams.get('orderId') === order.uuid
        ? HttpResponse.json(order)
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.post(gatewayUrl('complete'), async ({ request }) => {
      completions.push(await request.json());
      if (typeof completed === 'function') return completed();
      return completed
        ? HttpResponse.json(completed)
        : HttpResponse.json({ code: 'not_paid', message: 'Not paid' }, { status: 409 });
    }),
  );
  return completions;
};

const renderConfirmation = (query: string) =>
  renderWithProviders(<OrderConfirmationPage />, {
    route: `/confirmation?${query}`,
    preloadedState: signedInState(),
  });

/** The checkout page, whose 'Pay' link leads to the confirmation: something to go back to. */
const renderFromCheckout = (query: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="shopping-list/checkout"
        element={<Link to={`/confirmation?${query}`}>Pay</Link>}
      />
      <Route path="confirmation" element={<OrderConfirmationPage />} />
    </Routes>,
    { route: '/shopping-list/checkout', preloadedState: signedInState() },
  );

describe('OrderConfirmationPage', () => {
  recordReports();

  beforeEach(() => {
    initTracking({ gtmId: 'GTM-TEST', adPixelId: null, emailMarketingKey: null });
  });

  afterEach(() => {
    initTracking({ gtmId: null, adPixelId: null, emailMarketingKey: null });
    delete win.dataLayer;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('shows the order number, the shipping address and the order summary', async () => {
    const completions = serveOrder(
      anApiOrder({
        items: [
          anApiOrderItem(),
          anApiOrderItem({
            item_uuid: 'item-2',
            name: 'Wide Trousers',
            brand_name: 'Marlow',
            picture: 'https://cdn.example.com/item-2.jpg',
            price: 120,
            item_size: '32',
          }),
        ],
        priceBreakdown: { subtotal: 210, tax: 18.9, shipping: 0, total: 228.9 },
      }),
    );
    renderConfirmation('orderId=order-1&source=cart');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank You For Your Order' }),
    ).toBeVisible();
    expect(screen.getByText('LW-00001234')).toBeVisible();

    const address = within(screen.getByRole('region', { name: 'Shipping address' }));
    for (const line of [
      'Ada Lovelace',
      '12 Marsh Lane',
      'Apt 4',
      'Brooklyn, NY 11201',
      'United States',
      '+1 555 0100',
    ])
      expect(address.getByText(line)).toBeVisible();

    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    const items = summary.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Solenne.*Silk Blouse.*Size: M.*\$90/);
    expect(items[1]).toHaveTextContent(/Marlow.*Wide Trousers.*Size: 32.*\$120/);
    expect(items[0]?.querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example.com/item-1.jpg',
    );
    const totals = summary.getAllByRole('term').map((term) => term.parentElement?.textContent);
    expect(totals).toEqual(['Subtotal$210', 'Tax$18.90', 'ShippingFree', 'Total$228.90']);
    expect(summary.queryByText(/express checkout/)).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Keep shopping' })).toHaveAttribute('href', '/feed');
    expect(completions).toEqual([]);
    expect(purchases()).toEqual([]);
  });

  it('says when the order was paid with express checkout', async () => {
    serveOrder(anApiOrder());
    renderConfirmation('orderId=order-1&source=item&checkoutSource=express%20checkout');
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Paid with express checkout.')).toBeVisible();
  });

  it('shows a spinner with a label while the order loads', async () => {
    serveOrder(anApiOrder());
    renderConfirmation('orderId=order-1');
    expect(screen.getByRole('status', { name: 'Loading your order…' })).toBeInTheDocument();
    expect(await screen.findByText('LW-00001234')).toBeVisible();
  });

  it('goes back a page when the order is still open (not paid)', async () => {
    const completions = serveOrder(anApiOrder({ status: 'open', completed: false }));
    const { user } = renderFromCheckout('orderId=order-1&track=1');
    await user.click(screen.getByRole('link', { name: 'Pay' }));
    await waitFor(() => expect(location().pathname).toBe('/shopping-list/checkout'));
    expect(screen.getByRole('link', { name: 'Pay' })).toBeVisible();
    expect(completions).toEqual([]);
    expect(purchases()).toEqual([]);
  });

  it('completes a paid order once, then thanks the shopper', async () => {
    const completions = serveOrder(
      anApiOrder({ completed: false }),
      anApiOrder({ completed: true }),
    );
    renderConfirmation('orderId=order-1&source=cart');
    expect(await screen.findByText('LW-00001234')).toBeVisible();
    expect(completions).toEqual([{ orderId: 'order-1' }]);
  });

  it('goes back a page when completing finds the order unpaid', async () => {
    const completions = serveOrder(anApiOrder({ completed: false }));
    const { user } = renderFromCheckout('orderId=order-1');
    await user.click(screen.getByRole('link', { name: 'Pay' }));
    await waitFor(() => expect(location().pathname).toBe('/shopping-list/checkout'));
    expect(completions).toEqual([{ orderId: 'order-1' }]);
  });

  it('tracks the purchase once after completion, then takes track out of the URL', async () => {
    serveOrder(anApiOrder({ completed: false }), anApiOrder({ completed: true }));
    renderConfirmation('orderId=order-1&source=cart&track=1&session_id=cs_1');

    expect(await screen.findByText('LW-00001234')).toBeVisible();
    await waitFor(() => expect(location().searchParams.has('track')).toBe(false));
    expect(location().pathname).toBe('/confirmation');
    expect(location().searchParams.get('orderId')).toBe('order-1');
    expect(location().searchParams.get('source')).toBe('cart');
    expect(location().searchParams.get('session_id')).toBe('cs_1');
    expect(purchases()).toEqual([
      expect.objectContaining({
        event: 'order_purchase',
        value: 98,
        order_uuid: 'order-1',
        order_number: 'LW-00001234',
        source: 'cart',
      }),
    ]);
  });

  it('tracks nothing without track', async () => {
    serveOrder(anApiOrder({ completed: false }), anApiOrder({ completed: true }));
    renderConfirmation('orderId=order-1');
    expect(await screen.findByText('LW-00001234')).toBeVisible();
    expect(purchases()).toEqual([]);
  });

  it('offers a retry when completing fails, and neither tracks nor thanks before it works', async () => {
    let fail = true;
    const completions = serveOrder(anApiOrder({ completed: false }), () =>
      fail
        ? HttpResponse.json({ message: 'Down' }, { status: 503 })
        : HttpResponse.json(anApiOrder({ completed: true })),
    );
    const { user } = renderConfirmation('orderId=order-1&track=1');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText("We couldn't confirm your order")).toBeVisible();
    expect(purchases()).toEqual([]);
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('LW-00001234')).toBeVisible();
    expect(completions).toHaveLength(2);
    await waitFor(() => expect(purchases()).toHaveLength(1));
  });

  it.each([
    { name: 'an unknown order (404)', query: 'orderId=nope', answer: undefined },
    {
      name: "another shopper's order (403)",
      query: 'orderId=order-1',
      answer: () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
    },
    { name: 'a network failure', query: 'orderId=order-1', answer: () => HttpResponse.error() },
    { name: 'no order id', query: 'source=cart&track=1', answer: undefined },
  ])('sends $name to the inbox', async ({ query, answer }) => {
    serveOrder(anApiOrder());
    if (answer) server.use(http.get(gatewayUrl('checkout'), answer));
    renderConfirmation(query);
    await waitFor(() => expect(location().pathname).toBe('/inbox'));
    expect(purchases()).toEqual([]);
  });
});
