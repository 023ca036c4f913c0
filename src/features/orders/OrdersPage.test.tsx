import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiOrder } from '@/api/orders';
import { gatewayUrl } from '@/testing/apiUrls';
import { signedInAccountHandlers } from '@/testing/handlers';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { OrdersPage } from './OrdersPage';
import { anApiOrder, anApiOrderItem } from './ordersTestData';

type Page = { items: ApiOrder[]; quota_max?: number; nextPage?: number | null };

const anOrder = (n: number) =>
  anApiOrder({
    uuid: `order-${n}`,
    order_number: `LW-0000000${n}`,
    created: `2025-0${n}-0${n}T10:00:00`,
    items: [anApiOrderItem({ item_uuid: `item-${n}`, name: `Piece ${n}` })],
  });

/** Serves the orders page by page (`from`), and records each page asked for as `from/count`. */
const serveOrders = (pages: Record<number, Page | 'error'>) => {
  const asked: string[] = [];
  server.use(
    ...signedInAccountHandlers(),
    http.get(gatewayUrl('proxy/user/user-1/orders'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(`${params.get('from')}/${params.get('count')}`);
      const page = pages[Number(params.get('from'))] ?? { items: [] };
      if (page === 'error') return HttpResponse.json({ message: 'Down' }, { status: 500 });
      return HttpResponse.json({ quota_max: page.items.length, nextPage: null, ...page });
    }),
  );
  return asked;
};

/** A tall page scrolled to the top: infinite scroll waits, so the button is what loads more. */
const tallPage = () =>
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 10_000,
  });

const renderOrders = () => renderWithProviders(<OrdersPage />, { preloadedState: signedInState() });

const order = (number: string) => screen.getByRole('article', { name: `Order no ${number}` });

describe('OrdersPage', () => {
  recordReports();

  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('shows each order with its date, number, total and items', async () => {
    const asked = serveOrders({
      1: {
        items: [
          anApiOrder({
            created: '2025-03-05T14:00:00',
            items: [
              anApiOrderItem(),
              anApiOrderItem({
                item_uuid: 'item-2',
                name: 'Wide Trousers',
                brand_name: 'Marlow',
                picture: undefined,
                pictureUrl: 'https://cdn.example.com/item-2.jpg',
                price: 120,
                item_size: '32',
              }),
            ],
            priceBreakdown: { subtotal: 210, tax: 0, shipping: 0, total: 210 },
          }),
        ],
        quota_max: 1,
      },
    });
    renderOrders();

    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    expect(await screen.findByText('Ada, you made 1 order')).toBeVisible();
    const card = within(await screen.findByRole('article', { name: 'Order no LW-00001234' }));
    const meta = card.getAllByRole('term').map((term) => term.parentElement?.textContent);
    expect(meta).toEqual(['Order Date03/05/2025', 'Order noLW-00001234', 'Total$210']);
    const items = card.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Solenne.*Silk Blouse.*Size: M.*\$90/);
    expect(items[1]).toHaveTextContent(/Marlow.*Wide Trousers.*Size: 32.*\$120/);
    const picture = items[1]?.querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://cdn.example.com/item-2.jpg');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '72');
    expect(picture).toHaveAttribute('height', '90');
    expect(screen.getByText('That’s every order you’ve made.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
    expect(asked).toEqual(['1/30']);
  });

  it('counts orders from the first page’s quota_max, in the plural past one', async () => {
    tallPage();
    serveOrders({
      1: { items: [anOrder(1), anOrder(2)], quota_max: 31, nextPage: 2 },
      2: { items: [anOrder(3)], quota_max: 99, nextPage: null },
    });
    const { user } = renderOrders();
    expect(await screen.findByText('Ada, you made 31 orders')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByRole('article', { name: 'Order no LW-00000003' })).toBeVisible();
    expect(screen.getByText('Ada, you made 31 orders')).toBeVisible();
  });

  it('keeps the server’s order (newest first) and loads page 2 with Load more orders', async () => {
    tallPage();
    const asked = serveOrders({
      1: { items: [anOrder(3), anOrder(2)], quota_max: 3, nextPage: 2 },
      2: { items: [anOrder(1)], quota_max: 3, nextPage: null },
    });
    const { user } = renderOrders();
    await screen.findByRole('article', { name: 'Order no LW-00000002' });
    expect(asked).toEqual(['1/30']);
    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByRole('article', { name: 'Order no LW-00000001' })).toBeVisible();
    expect(screen.getAllByRole('article')).toEqual([
      order('LW-00000003'),
      order('LW-00000002'),
      order('LW-00000001'),
    ]);
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
    expect(screen.getByText('That’s every order you’ve made.')).toBeVisible();
    expect(asked).toEqual(['1/30', '2/30']);
  });

  it('loads the next page by itself when the list does not fill the screen', async () => {
    const asked = serveOrders({
      1: { items: [anOrder(1)], quota_max: 2, nextPage: 2 },
      2: { items: [anOrder(2)], quota_max: 2, nextPage: null },
    });
    renderOrders();
    expect(await screen.findByRole('article', { name: 'Order no LW-00000002' })).toBeVisible();
    expect(asked).toEqual(['1/30', '2/30']);
  });

  it('keeps every loaded order in the document, each drawn only near the screen', async () => {
    serveOrders({
      1: { items: [anOrder(1), anOrder(2)], quota_max: 3, nextPage: 2 },
      2: { items: [anOrder(3), anOrder(1)], quota_max: 3, nextPage: null },
    });
    renderOrders();
    await screen.findByRole('article', { name: 'Order no LW-00000003' });
    // A page boundary that moved shows an order once.
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(getComputedStyle(order('LW-00000001')).contentVisibility).toBe('auto');
  });

  it('invites the shopper to get styling when there are no orders', async () => {
    serveOrders({ 1: { items: [], quota_max: 0 } });
    renderOrders();
    expect(
      await screen.findByText('No orders yet. Let your stylist do some shopping for you!'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: "Let's get styling" })).toHaveAttribute(
      'href',
      '/stylistSearch',
    );
    expect(screen.queryByText(/you made/)).not.toBeInTheDocument();
  });

  it('shows placeholders with a status while the first page loads', async () => {
    serveOrders({ 1: { items: [anOrder(1)] } });
    renderOrders();
    expect(screen.getByText('Loading your orders…')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('orders-skeleton')).toHaveAttribute('aria-hidden', 'true');
    await screen.findByRole('article', { name: 'Order no LW-00000001' });
    expect(screen.queryByTestId('orders-skeleton')).not.toBeInTheDocument();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    const pages: Record<number, Page | 'error'> = { 1: 'error' };
    serveOrders(pages);
    const { user } = renderOrders();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText("We couldn't load your orders")).toBeVisible();
    pages[1] = { items: [anOrder(1)], quota_max: 1 };
    await user.click(retry);
    expect(await screen.findByRole('article', { name: 'Order no LW-00000001' })).toBeVisible();
    expect(screen.getByText('Ada, you made 1 order')).toBeVisible();
  });

  it('keeps the loaded orders and offers a retry when a later page fails', async () => {
    const pages: Record<number, Page | 'error'> = {
      1: { items: [anOrder(1)], quota_max: 2, nextPage: 2 },
      2: 'error',
    };
    const asked = serveOrders(pages);
    const { user } = renderOrders();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText("We couldn't load more orders")).toBeVisible();
    expect(order('LW-00000001')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
    pages[2] = { items: [anOrder(2)], quota_max: 2, nextPage: null };
    await user.click(retry);
    expect(await screen.findByRole('article', { name: 'Order no LW-00000002' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText("We couldn't load more orders")).not.toBeInTheDocument(),
    );
    expect(asked).toEqual(['1/30', '2/30', '2/30']);
  });
});
