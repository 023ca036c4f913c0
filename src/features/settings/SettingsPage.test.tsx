import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { signedInAccountHandlers } from '@/testing/handlers';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { anApiProfile } from './settingsTestData';

const serveAccount = () =>
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () => HttpResponse.json(anApiProfile())),
    ...signedInAccountHandlers(),
    http.get(gatewayUrl('proxy/user/user-1/sessionsPayments'), () => HttpResponse.json([])),
  );

const location = () => screen.getByTestId('location').textContent;

const renderSettings = (route: string) => renderApp({ route, preloadedState: signedInState() });

describe('SettingsPage', () => {
  it('lists the sections in the spec’s order, each a link with its own URL', async () => {
    serveAccount();
    renderSettings('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Personal info',
      'Style info',
      'Payment method',
      'Membership',
      'Orders',
      'Payment history',
      'Edit password',
      'Loyalty rewards',
      'Deactivate account',
    ]);
    expect(within(nav).getByRole('link', { name: 'Personal info' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Personal info' })).toBeVisible();
  });

  it('asks for the user once: the header and the form share the answer', async () => {
    serveAccount();
    let asked = 0;
    server.use(
      http.get(gatewayUrl('proxy/user/user-1'), () => {
        asked += 1;
        return HttpResponse.json(anApiProfile({ phone_number: '+1 212 555 0100' }));
      }),
    );
    renderSettings('/settings/personal-info');
    expect(await screen.findByRole('textbox', { name: 'Phone' })).toHaveValue('+1 212 555 0100');
    expect(screen.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    expect(asked).toBe(1);
  });

  it('sends an unknown section to the first, replacing the URL', async () => {
    serveAccount();
    renderSettings('/settings/nope');
    await waitFor(() => expect(location()).toBe('/settings/personal-info'));
    expect(await screen.findByRole('region', { name: 'Personal info' })).toBeInTheDocument();
  });

  it('opens a section from its link or from the select phones use', async () => {
    serveAccount();
    const { user } = renderSettings('/settings/personal-info');
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    await user.click(within(nav).getByRole('link', { name: 'Payment history' }));
    expect(location()).toBe('/settings/payment-history');
    expect(await screen.findByText(/No payments yet/)).toBeInTheDocument();

    // The select is for phones: CSS hides it above the mobile breakpoint, and jsdom (31) applies
    // media queries at its fixed 1024px-wide viewport.
    const picker = screen.getByRole('combobox', { name: 'Settings section', hidden: true });
    expect(picker).not.toBeVisible();
    await user.selectOptions(picker, 'Deactivate account');
    expect(location()).toBe('/settings/deactivate-account');
    expect(screen.getByRole('region', { name: 'Deactivate account' })).toBeInTheDocument();
  });

  it('needs sign-in', async () => {
    renderApp({ route: '/settings/style-info' });
    await waitFor(() =>
      expect(location()).toBe(`/login?target=${encodeURIComponent('/settings/style-info')}`),
    );
  });
});
