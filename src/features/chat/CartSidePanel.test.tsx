import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toCartItem } from '@/api/cartApi';
import { cartChangesApi } from '@/api/cartChangesApi';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { CartSidePanel } from './CartSidePanel';

const apiItem = (n: number) => ({
  item_uuid: `i-${n}`,
  name: `Piece ${n}`,
  brand_name: 'Solenne',
  retailer_name: 'Gallery Row',
  retail_price: 100 + n,
  price: 100 + n,
  picture: `/media/items/i-${n}.svg`,
  sizes: ['S', 'M'],
  is_shoppable: true,
  available_for_checkout: true,
});

const answerCart = (count: number) => {
  const items = Array.from({ length: count }, (_, i) => apiItem(i + 1));
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/cart'), () =>
      HttpResponse.json({
        items,
        quota_max: items.length,
        total_price: items.reduce((sum, item) => sum + item.price, 0),
        nextPage: null,
      }),
    ),
  );
  return items;
};

const renderPanel = () =>
  renderWithProviders(<CartSidePanel />, { preloadedState: signedInState() });

describe('CartSidePanel', () => {
  it('scrolls only with more than four items', async () => {
    answerCart(4);
    const { unmount } = renderPanel();
    const list = await screen.findByRole('list');
    expect(list).not.toHaveAttribute('data-scrolls');
    unmount();
    answerCart(5);
    renderPanel();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5));
    expect(screen.getByRole('list')).toHaveAttribute('data-scrolls');
    expect(screen.getByRole('heading', { name: 'Your cart (5)' })).toBeVisible();
  });

  it('folds and unfolds', async () => {
    answerCart(2);
    const { user } = renderPanel();
    expect(await screen.findByText('Piece 1')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Hide/ }));
    expect(screen.getByRole('button', { name: /Show/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Piece 1')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: /Show/ }));
    expect(screen.getByText('Piece 1')).toBeVisible();
  });

  it('removes at once, and puts the item back with a message when the call fails', async () => {
    answerCart(2);
    server.use(
      http.delete(gatewayUrl('proxy/user/user-1/cart/i-1'), () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Remove Piece 1 from your cart' }));
    await waitFor(() => expect(screen.getByText('Piece 1')).toBeVisible());
    const row = screen.getByText('Piece 1').closest('li')!;
    expect(within(row).getByRole('alert')).toHaveTextContent("Couldn't remove it. Try again.");
  });

  it('shows an item added anywhere at once, before the server answers', async () => {
    answerCart(0);
    let release: () => void = () => {};
    server.use(
      http.post(gatewayUrl('proxy/user/user-1/cart/i-7'), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(apiItem(7), { status: 201 });
      }),
    );
    const { store } = renderPanel();
    expect(await screen.findByText(/Nothing here yet/)).toBeVisible();
    void store.dispatch(
      cartChangesApi.endpoints.addToCart.initiate({ item: toCartItem(apiItem(7)), size: 'M' }),
    );
    expect(await screen.findByText('Piece 7')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your cart (1)' })).toBeVisible();
    release();
  });

  it('takes back an add the server refused', async () => {
    answerCart(0);
    server.use(
      http.post(gatewayUrl('proxy/user/user-1/cart/i-8'), () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const { store } = renderPanel();
    expect(await screen.findByText(/Nothing here yet/)).toBeVisible();
    await store
      .dispatch(
        cartChangesApi.endpoints.addToCart.initiate({ item: toCartItem(apiItem(8)), size: 'S' }),
      )
      .catch(() => undefined);
    await waitFor(() => expect(screen.queryByText('Piece 8')).not.toBeInTheDocument());
    expect(screen.getByText(/Nothing here yet/)).toBeVisible();
  });
});
