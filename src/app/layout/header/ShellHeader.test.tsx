import { screen, within } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { mockMatchMedia, viewport } from '@/testing/mockMatchMedia';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ShellLayout } from '../ShellLayout';

const PHONE = (query: string) => query === '(max-width: 768px)';

/** A page that leads on to `to`, so the shell has an earlier page in history. */
const LeadsTo = ({ to }: { to: string }) => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      Go on
    </button>
  );
};

const renderShell = (route: string, leadsTo = '/shopping-list/checkout?params=x') =>
  renderWithProviders(
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="/item/:id" element={<LeadsTo to={leadsTo} />} />
        <Route path="*" element={<h1>The page</h1>} />
      </Route>
    </Routes>,
    { route },
  );

const banner = () => screen.getByRole('banner');

// The checkout header's code loads on demand: fetched once here so no test waits on the transform.
beforeAll(() => import('./CheckoutPageHeader'));

describe('the shell header at checkout', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('is a checkout header on a phone: the logo and a back arrow, no navigation or cart', async () => {
    restore = mockMatchMedia(PHONE).restore;
    renderShell('/shopping-list/checkout?params=x');

    const back = await screen.findByRole('link', { name: 'Back' });
    expect(banner()).toContainElement(back);
    expect(back).toHaveAttribute('href', '/shopping-list');
    expect(within(banner()).getByRole('link', { name: `${env.productName} home` })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(banner()).getAllByRole('link')).toHaveLength(2);
    expect(within(banner()).queryAllByRole('navigation', { hidden: true })).toEqual([]);
    expect(screen.queryByRole('link', { name: /My Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('goes one step back in history when there is an earlier page', async () => {
    restore = mockMatchMedia(PHONE).restore;
    const { user } = renderShell('/item/i-1');
    await user.click(screen.getByRole('button', { name: 'Go on' }));
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/item\/i-1$/);
  });

  it('goes to the step before checkout when opened directly', async () => {
    restore = mockMatchMedia(PHONE).restore;
    const { user } = renderShell('/shopping-list/checkout?params=x');
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shopping-list$/);
  });

  it.each([
    ['/checkout?booking=abc', '/plans?booking=abc'],
    ['/gift-cards/checkout?gift=xyz', '/gift-cards'],
  ])('shows on %s, its back arrow falling back to %s', async (route, fallback) => {
    restore = mockMatchMedia(PHONE).restore;
    renderShell(route);
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', fallback);
  });

  it.each(['/shopping-list', '/shopping-list/checkout/confirmation?orderId=o-1', '/orders'])(
    'leaves the full header on a phone on %s, which is no checkout',
    (route) => {
      restore = mockMatchMedia(PHONE).restore;
      renderShell(route);
      expect(within(banner()).getByRole('link', { name: 'My Cart' })).toBeInTheDocument();
      expect(within(banner()).queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    },
  );

  it('keeps the full header at checkout on a wide screen', () => {
    restore = mockMatchMedia(viewport(1440)).restore;
    renderShell('/shopping-list/checkout?params=x');
    expect(within(banner()).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'My Cart' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });
});
