import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeCheckoutParams } from '@/lib/checkoutParams';
import { gatewayUrl } from '@/testing/apiUrls';
import { mockMatchMedia } from '@/testing/mockMatchMedia';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { CartPage } from './CartPage';
import {
  anApiCartItem,
  blouse,
  boots,
  manyCartItems,
  serveCart,
  serveCartChanges,
  skirt,
  tote,
} from './cartTestData';

const SIZE_MESSAGE = 'Please select a size for all selected items.';

const renderCart = () =>
  renderWithProviders(<CartPage />, { route: '/shopping-list', preloadedState: signedInState() });

const row = (title: string) => {
  const link = screen.getByRole('link', { name: title });
  const item = link.closest('li');
  if (!item) throw new Error(`${title} is not in a list item`);
  return within(item);
};

const tick = (title: string) => screen.getByRole('checkbox', { name: `Select ${title}` });
const sizeOf = (title: string) => screen.getByRole('combobox', { name: `Size for ${title}` });
const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
const checkout = () => screen.getByRole('button', { name: 'Checkout' });
const location = () => screen.getByTestId('location').textContent ?? '';

describe('CartPage', () => {
  recordReports();

  it('shows each item with its picture, link, brand, retailer, prices, description and size', async () => {
    serveCart([blouse, skirt, boots, tote]);
    renderCart();

    expect(screen.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    expect(screen.getByText('Always Free Shipping')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    const item = row('Silk Blouse');
    expect(screen.getByRole('link', { name: 'Silk Blouse' })).toHaveAttribute(
      'href',
      '/item/blouse?source=cart&context=cart',
    );
    const picture = item.getByRole('presentation');
    expect(picture).toHaveAttribute('src', 'https://cdn.example.com/blouse.jpg');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '96');
    expect(picture).toHaveAttribute('height', '120');
    expect(item.getByText('Solenne')).toBeVisible();
    expect(item.getByText('Gallery Row')).toBeVisible();
    expect(item.getByText('$90')).toHaveTextContent('Sale price $90');
    expect(item.getByText('$120')).toHaveTextContent(', was $120');
    expect(item.getByText('The blouse, cut close. Soft to wear.')).toBeVisible();
    expect(sizeOf('Silk Blouse')).toHaveDisplayValue('Select size');
    expect(sizeOf('Pleated Skirt')).toHaveDisplayValue('M');
    expect(tick('Silk Blouse')).not.toBeChecked();
    expect(item.getByRole('button', { name: 'Remove Silk Blouse from your cart' })).toBeVisible();
  });

  it('shows every item of a cart longer than one page: 120 items, 100 a page', async () => {
    const { pages } = serveCart(manyCartItems(120));
    renderCart();
    const list = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(120);
    expect(screen.getByRole('link', { name: 'Piece 120' })).toBeVisible();
    expect(screen.getByText('120 items')).toBeVisible();
    expect(pages).toEqual(['1/100', '2/100']);
  });

  it('lets only shoppable items in stock be ticked, and says why the others cannot', async () => {
    serveCart([blouse, boots, tote]);
    renderCart();
    await screen.findByRole('link', { name: 'Silk Blouse' });

    expect(tick('Silk Blouse')).toBeEnabled();
    expect(tick('Ankle Boots')).toBeDisabled();
    expect(tick('Ankle Boots')).toHaveAccessibleDescription('Out of stock');
    expect(tick('Canvas Tote')).toBeDisabled();
    const shopAt = row('Canvas Tote').getByRole('link', { name: /Shop at totes.example/ });
    expect(shopAt).toHaveAttribute('href', 'https://gallery.example/tote');
    expect(shopAt).toHaveAttribute('rel', 'noopener noreferrer');
    expect(shopAt).toHaveAttribute('target', '_blank');
    expect(tick('Canvas Tote')).toHaveAccessibleDescription(/Shop at totes.example/);
    expect(screen.queryByRole('combobox', { name: 'Size for Ankle Boots' })).toBeNull();
  });

  it('lets a keyboard reach every control in reading order', async () => {
    serveCart([blouse, tote]);
    const { user } = renderCart();
    await screen.findByRole('link', { name: 'Silk Blouse' });
    const button = (name: string | RegExp) => screen.getByRole('button', { name });
    const link = (name: string | RegExp) => screen.getByRole('link', { name });

    for (const control of [
      button('Newest'),
      button('Price High to Low'),
      button('Price Low to High'),
      button('Retailer'),
      tick('Silk Blouse'),
      link('Silk Blouse'),
      sizeOf('Silk Blouse'),
      button('Remove Silk Blouse from your cart'),
      link('Canvas Tote'),
      link(/Shop at totes.example/),
      button('Remove Canvas Tote from your cart'),
    ]) {
      await user.tab();
      expect(control).toHaveFocus();
    }
  });

  it('does not link a retailer address that is not http(s)', async () => {
    serveCart([{ ...tote, buy_url: 'javascript:alert(1)' }]);
    renderCart();
    expect(await screen.findByText('Shop at totes.example')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Shop at/ })).toBeNull();
  });

  it('sums the ticked items: retail subtotal, saving only above 0, estimated total', async () => {
    serveCart([blouse, skirt]);
    const { user } = renderCart();
    await screen.findByRole('link', { name: 'Silk Blouse' });

    expect(checkout()).toBeDisabled();
    expect(summary().getByText('Free')).toBeVisible();
    expect(summary().getByText('At Checkout')).toBeVisible();

    await user.click(tick('Pleated Skirt'));
    expect(summary().getByText('Subtotal').nextSibling).toHaveTextContent('$80');
    expect(summary().queryByText('Saving')).toBeNull();
    expect(summary().getByText('Estimated total').nextSibling).toHaveTextContent('$80');
    expect(checkout()).toBeEnabled();

    await user.click(tick('Silk Blouse'));
    expect(summary().getByText('Subtotal').nextSibling).toHaveTextContent('$200');
    expect(summary().getByText('Saving').nextSibling).toHaveTextContent('-$30');
    expect(summary().getByText('Estimated total').nextSibling).toHaveTextContent('$170');

    await user.click(tick('Silk Blouse'));
    await user.click(tick('Pleated Skirt'));
    expect(checkout()).toBeDisabled();
  });

  it('ticks an item when its size is chosen and saves the size in the cart', async () => {
    const { items } = serveCart([blouse]);
    const { changes } = serveCartChanges(201, { items });
    const { user } = renderCart();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Size for Silk Blouse' }),
      'L',
    );
    expect(tick('Silk Blouse')).toBeChecked();
    expect(sizeOf('Silk Blouse')).toHaveDisplayValue('L');
    await waitFor(() => expect(changes).toEqual(['POST blouse L']));
    await waitFor(() => expect(items[0]?.size).toBe('L'));
    expect(sizeOf('Silk Blouse')).toHaveDisplayValue('L');
  });

  it('puts the size and the tick back, with a toast, when the cart refuses the size', async () => {
    serveCart([blouse]);
    const { release } = serveCartChanges(500, { wait: true });
    const { user, store } = renderCart();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Size for Silk Blouse' }),
      'S',
    );
    expect(tick('Silk Blouse')).toBeChecked();
    release();
    await waitFor(() => expect(tick('Silk Blouse')).not.toBeChecked());
    expect(sizeOf('Silk Blouse')).toHaveDisplayValue('Select size');
    expect(store.getState().ui.toast.content).toBe("We couldn't save size S for Silk Blouse.");
  });

  it('removes an item at once, unticks it and keeps focus in the list', async () => {
    const { items } = serveCart([blouse, skirt]);
    const { changes } = serveCartChanges(200, { items, wait: true });
    const { user } = renderCart();
    await screen.findByRole('link', { name: 'Silk Blouse' });
    await user.click(tick('Silk Blouse'));
    await user.selectOptions(sizeOf('Silk Blouse'), 'M');

    await user.click(screen.getByRole('button', { name: 'Remove Silk Blouse from your cart' }));
    // The store notifies the page on the next frame (RTK's auto-batching), before any answer.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Silk Blouse' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Pleated Skirt' })).toHaveFocus();
    expect(screen.getByText('Silk Blouse removed from your cart.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(summary().getByText('Estimated total').nextSibling).toHaveTextContent('$0');
    expect(checkout()).toBeDisabled();
    expect(changes).toContain('DELETE blouse');
  });

  it('brings a removed item back, ticked as it was, when the cart refuses', async () => {
    serveCart([blouse, skirt]);
    const { release } = serveCartChanges(500, { wait: true });
    const { user, store } = renderCart();
    await screen.findByRole('link', { name: 'Pleated Skirt' });
    await user.click(tick('Pleated Skirt'));

    await user.click(screen.getByRole('button', { name: 'Remove Pleated Skirt from your cart' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pleated Skirt' })).toBeNull());
    expect(tick('Silk Blouse')).not.toBeChecked();
    release();
    expect(await screen.findByRole('link', { name: 'Pleated Skirt' })).toBeVisible();
    expect(tick('Pleated Skirt')).toBeChecked();
    expect(store.getState().ui.toast.content).toBe(
      "We couldn't remove Pleated Skirt. Please try again.",
    );
  });

  it('asks for a size before checkout, on the item missing one, and does not go on', async () => {
    serveCart([blouse, skirt]);
    const { user } = renderCart();
    await screen.findByRole('link', { name: 'Silk Blouse' });
    await user.click(tick('Silk Blouse'));
    await user.click(tick('Pleated Skirt'));
    expect(screen.queryByText(SIZE_MESSAGE)).toBeNull();

    await user.click(checkout());
    expect(screen.getByRole('alert')).toHaveTextContent(SIZE_MESSAGE);
    expect(sizeOf('Silk Blouse')).toHaveAttribute('aria-invalid', 'true');
    expect(sizeOf('Silk Blouse')).toHaveAccessibleDescription(SIZE_MESSAGE);
    expect(sizeOf('Silk Blouse')).toHaveFocus();
    expect(sizeOf('Pleated Skirt')).not.toHaveAttribute('aria-invalid');
    expect(location()).toBe('/shopping-list');

    serveCartChanges(201);
    await user.selectOptions(sizeOf('Silk Blouse'), 'S');
    expect(screen.queryByText(SIZE_MESSAGE)).toBeNull();
    expect(sizeOf('Silk Blouse')).not.toHaveAttribute('aria-invalid');
  });

  it('goes to checkout with the ticked items and their sizes', async () => {
    serveCart([blouse, skirt, anApiCartItem('scarf', { name: 'Wool Scarf', size: 'S' })]);
    const { user } = renderCart();
    await screen.findByRole('link', { name: 'Silk Blouse' });
    await user.click(tick('Pleated Skirt'));
    await user.click(tick('Wool Scarf'));

    await user.click(checkout());
    const url = new URL(location(), 'http://x');
    expect(url.pathname).toBe('/shopping-list/checkout');
    expect(decodeCheckoutParams(url.searchParams.get('params'))).toEqual({
      items: [
        { uuid: 'skirt', size: 'M' },
        { uuid: 'scarf', size: 'S' },
      ],
      source: 'cart',
    });
  });

  it('keeps the selection when the shopper comes back from checkout', async () => {
    serveCart([blouse, skirt]);
    const first = renderCart();
    await screen.findByRole('link', { name: 'Pleated Skirt' });
    await first.user.click(tick('Pleated Skirt'));
    first.unmount();

    renderCart();
    await screen.findByRole('link', { name: 'Pleated Skirt' });
    expect(tick('Pleated Skirt')).toBeChecked();
    expect(tick('Silk Blouse')).not.toBeChecked();
  });

  describe('sort', () => {
    let restore = () => {};
    afterEach(() => restore());

    it('asks the cart in the order chosen, with buttons on wide screens', async () => {
      const { asked } = serveCart([blouse, skirt]);
      const { user } = renderCart();
      const group = within(await screen.findByRole('group', { name: 'Sort by' }));
      expect(group.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true');

      await user.click(group.getByRole('button', { name: 'Price High to Low' }));
      await waitFor(() => expect(asked).toContain('price desc'));
      await user.click(group.getByRole('button', { name: 'Retailer' }));
      await waitFor(() => expect(asked).toContain('retailer asc'));
      expect(group.getByRole('button', { name: 'Retailer' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(asked[0]).toBe('created desc');
    });

    it('is a select on phones', async () => {
      restore = mockMatchMedia((query) => query.includes('max-width')).restore;
      const { asked } = serveCart([blouse, skirt]);
      const { user } = renderCart();
      const select = await screen.findByRole('combobox', { name: 'Sort by' });
      expect(screen.queryByRole('group', { name: 'Sort by' })).toBeNull();

      await user.selectOptions(select, 'Price Low to High');
      await waitFor(() => expect(asked).toContain('price asc'));
    });
  });

  it('shows the empty state with the shopper’s best matches', async () => {
    serveCart([]);
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/bestMatchesNew'), () =>
        HttpResponse.json({
          items: [
            { uuid: 's-1', name: 'Ana Silva', first_name: 'Ana', profile_picture: null },
            { uuid: 's-2', name: 'Bo Lee', first_name: 'Bo', profile_picture: null },
          ],
        }),
      ),
    );
    renderCart();
    expect(await screen.findByText("Your cart's not empty. It's full of potential.")).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Ana Silva' })).toHaveAttribute(
      'href',
      '/stylist/s-1/profile',
    );
    expect(screen.getByRole('link', { name: 'Bo Lee' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a stylist' })).toHaveAttribute(
      'href',
      '/stylistSearch',
    );
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  describe('budget meter', () => {
    it('shows the ticked total against the budget for those pieces', async () => {
      serveCart([blouse, skirt], { budget: 150 });
      const { user } = renderCart();
      const budget = within(await screen.findByRole('region', { name: 'Your budget' }));
      expect(budget.getByText(/Up to \$150 a piece/)).toBeVisible();
      expect(budget.queryByRole('meter')).toBeNull();

      await user.click(tick('Pleated Skirt'));
      const meter = budget.getByRole('meter', { name: 'Your budget' });
      expect(meter).toHaveAttribute('aria-valuenow', '80');
      expect(meter).toHaveAttribute('aria-valuemax', '150');
      expect(
        budget.getByText('Selected $80 of your $150 budget (1 piece at up to $150 each)'),
      ).toBeVisible();
      expect(budget.getByText('From your session questionnaire.')).toBeVisible();
    });

    it('says calmly how far a selection goes past it', async () => {
      serveCart([blouse, skirt], { budget: 50 });
      const { user } = renderCart();
      await screen.findByRole('region', { name: 'Your budget' });
      await user.click(tick('Pleated Skirt'));
      await user.click(tick('Silk Blouse'));
      const budget = within(screen.getByRole('region', { name: 'Your budget' }));
      expect(
        budget.getByText('Selected $170 of your $100 budget (2 pieces at up to $50 each)'),
      ).toBeVisible();
      expect(budget.getByText('$70 more than you planned for these pieces.')).toBeVisible();
      expect(budget.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it.each([
      ['no budget', null],
      ['a failed call', 'fails'],
    ] as const)('is absent with %s', async (_name, budget) => {
      serveCart([blouse], { budget });
      renderCart();
      await screen.findByRole('link', { name: 'Silk Blouse' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: 'Your budget' })).toBeNull();
    });
  });

  it('offers a retry when the cart cannot load', async () => {
    serveCart([blouse]);
    let fail = true;
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/cart'), () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderCart();
    expect(
      await screen.findByRole('heading', { name: "We couldn't load your cart" }),
    ).toBeVisible();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Silk Blouse' })).toBeVisible();
  });
});
