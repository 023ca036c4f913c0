import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import type { ApiItem } from '@/api/items';
import { encodeCheckoutParams } from '@/lib/checkoutParams';
import { ItemPage } from './ItemPage';
import {
  affiliateItem,
  buildApiItem,
  failCatalogItem,
  serveCart,
  serveCatalogItem,
  serveLegacyItem,
} from './itemTestData';

const ITEM_ROUTE = '/item/i-1?source=feed&context=outfit';

type RenderOptions = { route?: string; signedIn?: boolean };

const renderItem = ({ route = ITEM_ROUTE, signedIn = false }: RenderOptions = {}) =>
  renderWithProviders(<ItemPage />, {
    route,
    path: route.startsWith('/item-legacy') ? '/item-legacy/:itemId' : '/item/:itemId',
    preloadedState: signedIn ? signedInState() : undefined,
  });

/** Records each add to the cart (user-1, item i-1) and answers it. */
const serveCartAdds = () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(gatewayUrl('proxy/user/user-1/cart/i-1'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(buildApiItem(), { status: 201 });
    }),
  );
  return bodies;
};

const heading = () => screen.findByRole('heading', { level: 1, name: 'Linen Shirt' });

/** Holds a request until `release()`, then answers with `answer()`. */
const held = (answer: () => Response) => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release: () => release(),
    resolver: async () => {
      await gate;
      return answer();
    },
  };
};

describe('ItemPage', () => {
  it('shows the item: pictures, brand, name, retailer, prices, colour, description', async () => {
    const searches = serveCatalogItem(buildApiItem());
    const { user } = renderItem();

    expect(screen.getByText('Loading the item').parentElement).toHaveAttribute('role', 'status');
    expect(await heading()).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Solenne')).toBeInTheDocument();
    expect(screen.getByText('Sold by Gallery Row')).toBeInTheDocument();
    expect(screen.getByText('$90')).toHaveTextContent('Sale price $90');
    expect(screen.getByText('$120').tagName).toBe('S');
    expect(screen.getByText('Sand')).toBeInTheDocument();
    expect(screen.getByText('A relaxed shirt in washed linen.')).toBeInTheDocument();
    expect(searches).toEqual(['']);
    expect(document.title).toMatch(/^Linen Shirt by Solenne \| /);

    const pictures = screen.getByRole('region', { name: 'Pictures' });
    expect(within(pictures).getByRole('img', { name: 'Linen Shirt' })).toHaveAttribute(
      'src',
      '/media/items/i-1.svg',
    );
    await user.click(within(pictures).getByRole('button', { name: 'Enlarge picture 2 of 3' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Pictures of Linen Shirt' });
    expect(within(lightbox).getByRole('img')).toHaveAttribute('src', '/media/items/i-1-detail.svg');
    expect(within(lightbox).getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('selects the first size by default and adds the chosen one to the cart', async () => {
    serveCatalogItem(buildApiItem());
    const cart = serveCart();
    const bodies: unknown[] = [];
    server.use(
      http.post(gatewayUrl('proxy/user/user-1/cart/i-1'), async ({ request }) => {
        bodies.push(await request.json());
        cart.push(buildApiItem());
        return HttpResponse.json(buildApiItem(), { status: 201 });
      }),
    );
    const { user } = renderItem({ signedIn: true });
    await heading();

    const size = screen.getByRole('combobox', { name: 'Size' });
    expect(size).toHaveValue('S');
    await user.selectOptions(size, 'M');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Added to your cart in size M.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(bodies).toEqual([{ size: 'M' }]);
    expect(screen.getByRole('button', { name: 'Remove from cart' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Size' })).toBeDisabled();
  });

  it('shows the size the cart holds for an item already in it', async () => {
    serveCatalogItem(buildApiItem());
    serveCart([{ ...buildApiItem(), size: 'L' } as ApiItem]);
    renderItem({ signedIn: true });
    await heading();
    expect(await screen.findByRole('button', { name: 'Remove from cart' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('L');
  });

  it('adds at once and takes it back with a message when the cart call fails', async () => {
    serveCatalogItem(buildApiItem());
    serveCart();
    const post = held(() => HttpResponse.json({ message: 'down' }, { status: 503 }));
    server.use(http.post(gatewayUrl('proxy/user/user-1/cart/i-1'), post.resolver));
    const { user } = renderItem({ signedIn: true });
    await heading();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('button', { name: 'Remove from cart' })).toBeInTheDocument();

    post.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't add this to your cart. Please try again.",
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it("takes the cart's word over the item's flag once the cart has loaded", async () => {
    serveCatalogItem(buildApiItem({ is_in_cart: false }));
    serveCart([buildApiItem()]);
    renderItem({ signedIn: true });
    expect(await screen.findByRole('button', { name: 'Remove from cart' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Size' })).toBeDisabled();
  });

  it('checks out: adds the item in the chosen size, then opens the item checkout with it', async () => {
    serveCatalogItem(buildApiItem());
    serveCart();
    const bodies: unknown[] = [];
    server.use(
      http.post(gatewayUrl('proxy/user/user-1/cart/i-1'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(buildApiItem(), { status: 201 });
      }),
    );
    server.use(
      http.get(gatewayUrl('proxy/outfit/web/o-1/user-1'), () =>
        HttpResponse.json({ unique: 'o-1', items: [buildApiItem()] }),
      ),
    );
    const { user } = renderItem({
      route: '/item/i-1?source=item&context=outfit&collectionId=o-1',
      signedIn: true,
    });
    await heading();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'L');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    const params = encodeCheckoutParams({ items: [{ uuid: 'i-1', size: 'L' }], source: 'outfit' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/shopping-list/checkout?params=${params}`,
      ),
    );
    expect(bodies).toEqual([{ size: 'L', source_look_uuid: 'o-1' }]);
  });

  it('checks out an item already in the cart in the size the cart holds, adding nothing', async () => {
    serveCatalogItem(buildApiItem({ is_in_cart: true }));
    serveCart([{ ...buildApiItem(), size: 'M' } as ApiItem]);
    const posts = serveCartAdds();
    const { user } = renderItem({ signedIn: true });
    await heading();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('M'));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    const params = encodeCheckoutParams({ items: [{ uuid: 'i-1', size: 'M' }], source: 'item' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/shopping-list/checkout?params=${params}`,
      ),
    );
    expect(posts).toEqual([]);
  });

  it('stays on the item with a message when adding it for checkout fails', async () => {
    serveCatalogItem(buildApiItem());
    serveCart();
    server.use(
      http.post(gatewayUrl('proxy/user/user-1/cart/i-1'), () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const { user } = renderItem({ signedIn: true });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't add this to your cart. Please try again.",
    );
    expect(screen.getByTestId('location')).toHaveTextContent(ITEM_ROUTE);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it.each([
    ['Add to cart', 'cart click'],
    ['Checkout', 'checkout click'],
    ['Add to closet', 'closet click'],
  ])('asks a visitor who clicks %s to sign up, and comes back here', async (name, element) => {
    serveCatalogItem(buildApiItem());
    const { user, store } = renderItem();
    await heading();
    await user.click(screen.getByRole('button', { name }));
    expect(store.getState().ui.modal).toEqual({
      type: 'Signup',
      modalProps: { source: 'item', element, redirectUrl: ITEM_ROUTE },
      isVisible: true,
    });
  });

  it('says a sold-out item is out of stock, with no size and no cart toggle', async () => {
    serveCatalogItem(buildApiItem({ sizes: [], is_shoppable: false }));
    renderItem();
    await heading();
    expect(screen.getByText(/sold out in every size/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Size' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('links an item sold only at the retailer to its site, in a new tab', async () => {
    serveCatalogItem(affiliateItem());
    renderItem();
    await heading();
    const link = screen.getByRole('link', { name: /Shop at galleryrow.example.com/ });
    expect(link).toHaveAttribute('href', 'https://galleryrow.example.com/linen-shirt');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/\(opens in a new tab\)/);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByText(/sold out/)).not.toBeInTheDocument();
  });

  it('shows no link for a buy URL that is not a web address', async () => {
    serveCatalogItem(affiliateItem({ buy_url: 'javascript:alert(1)' }));
    renderItem();
    await heading();
    expect(screen.queryByRole('link', { name: /Shop at/ })).not.toBeInTheDocument();
  });

  it('adds the item to the closet with a toast, then reads In Closet', async () => {
    serveCatalogItem(buildApiItem());
    serveCart();
    const bodies: unknown[] = [];
    server.use(
      http.post(gatewayUrl('proxy/user/user-1/items'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, store } = renderItem({ signedIn: true });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add to closet' }));

    expect(await screen.findByRole('button', { name: 'In Closet' })).toBeDisabled();
    expect(store.getState().ui.toast).toMatchObject({
      content: 'Item successfully added to your closet',
      isVisible: true,
    });
    expect(bodies).toEqual([{ item_uuids: ['i-1'], source: 'item' }]);
  });

  it('says so when adding to the closet fails, and lets the shopper try again', async () => {
    serveCatalogItem(buildApiItem());
    serveCart();
    server.use(
      http.post(gatewayUrl('proxy/user/user-1/items'), () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const { user } = renderItem({ signedIn: true });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add to closet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred, please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Add to closet' })).toBeEnabled();
  });

  it('shows an item already in the closet as In Closet, disabled', async () => {
    serveCatalogItem(buildApiItem({ is_in_closet: true }));
    serveCart();
    renderItem({ signedIn: true });
    await heading();
    expect(screen.getByRole('button', { name: 'In Closet' })).toBeDisabled();
  });

  it('reads the legacy variant from the second root', async () => {
    const calls = serveLegacyItem(buildApiItem());
    renderItem({ route: '/item-legacy/i-1' });
    expect(await heading()).toBeInTheDocument();
    expect(calls).toEqual(['i-1']);
  });

  it('shows the look’s other items as cards linking to their pages', async () => {
    serveCatalogItem(buildApiItem());
    server.use(
      http.get(gatewayUrl('proxy/outfit/web/o-1/null'), () =>
        HttpResponse.json({
          unique: 'o-1',
          items: [
            buildApiItem(),
            buildApiItem({ uuid: 'i-2', item_uuid: 'i-2', name: 'Wide Trousers' }),
            buildApiItem({ uuid: 'i-3', item_uuid: 'i-3', name: 'Loafers', sizes: [] }),
          ],
        }),
      ),
    );
    renderItem({ route: '/item/i-1?source=feed&context=outfit&outfit_uuid=o-1' });
    await heading();

    const more = await screen.findByRole('region', { name: 'More from this look' });
    const links = await within(more).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/item/i-2?source=item&context=outfit&collectionId=o-1',
      '/item/i-3?source=item&context=outfit&collectionId=o-1',
    ]);
    expect(within(links[1]!).getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/outfit/o-1');
  });

  it('shows a not-found page for an unknown item', async () => {
    failCatalogItem(404);
    renderItem();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that item" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse looks' })).toHaveAttribute('href', '/feed');
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });

  it('offers a retry when the item fails to load', async () => {
    failCatalogItem(500);
    const { user } = renderItem();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this item");
    serveCatalogItem(buildApiItem());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading()).toBeInTheDocument();
  });
});
