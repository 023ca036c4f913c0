import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiItem } from '@/api/items';
import { gatewayUrl } from '@/testing/apiUrls';
import { signedInAccountHandlers } from '@/testing/handlers';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { buildApiItem, serveCart, serveCatalogItem } from './itemTestData';

/** The item page's Checkout, through the app's routes, to the item checkout (spec 001 §2, §4). */
describe("the item page's Checkout", () => {
  it('opens the item checkout with the item in the size chosen on its page', async () => {
    server.use(
      ...signedInAccountHandlers(),
      http.get(gatewayUrl('user/user-1/shipping-address'), () => HttpResponse.json(null)),
      http.get(gatewayUrl('proxy/user/user-1/credit'), () => HttpResponse.json({ balance: 0 })),
    );
    serveCatalogItem(buildApiItem());
    const cart = serveCart();
    server.use(
      http.post(gatewayUrl('proxy/user/user-1/cart/i-1'), async ({ request }) => {
        const { size } = (await request.json()) as { size: string };
        cart.push({ ...buildApiItem(), size } as ApiItem);
        return HttpResponse.json(buildApiItem(), { status: 201 });
      }),
    );
    const { user } = renderApp({
      route: '/item/i-1?source=feed&context=outfit',
      preloadedState: signedInState(),
    });

    await screen.findByRole('heading', { level: 1, name: 'Linen Shirt' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'L');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const order = await screen.findByRole('region', { name: /Your order \(1 item\)/ });
    expect(within(order).getByText('Linen Shirt')).toBeVisible();
    expect(within(order).getByText('Size: L')).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Shipping address' })).toBeVisible();
  });
});
