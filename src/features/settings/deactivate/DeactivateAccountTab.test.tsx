import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { signedInAccountHandlers } from '@/testing/handlers';
import { server } from '@/testing/server';

const answerWith = (response: () => Response) => {
  let calls = 0;
  server.use(
    http.put(gatewayUrl('proxy/user/user-1/deactivateAccount'), () => {
      calls += 1;
      return response();
    }),
  );
  return () => calls;
};

const openDialog = async () => {
  server.use(...signedInAccountHandlers());
  const rendered = renderApp({
    route: '/settings/deactivate-account',
    preloadedState: signedInState(),
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Deactivate account' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Deactivate account' }) };
};

describe('DeactivateAccountTab', () => {
  it('confirms, then signs out and goes home', async () => {
    const calls = answerWith(() => HttpResponse.json({ success: true }));
    // Home asks for its featured stylists.
    server.use(
      http.get(gatewayUrl('proxy/stylist/readAll'), () => HttpResponse.json({ items: [] })),
    );
    const { user, dialog, store } = await openDialog();
    expect(within(dialog).getByText(/Are you sure\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(store.getState().auth).toEqual({ apiToken: null, sdkToken: null, userId: null }),
    );
    // Home, not the sign-in page the protected settings page would have sent a signed-out visitor.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls()).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.toast.content).toBe(
      'Your account is deactivated. We’re sorry to see you go.',
    );
  });

  it('shows the server’s message and turns the button into Cancel', async () => {
    const message =
      'Please cancel your membership in the Membership tab before deactivating your account.';
    answerWith(() => HttpResponse.json({ message, code: 'membership_active' }, { status: 409 }));
    const { user, dialog, store } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(store.getState().auth.userId).toBe('user-1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate account' })).toHaveFocus();
  });

  it.each([
    ['a network failure', () => HttpResponse.error()],
    // The server's catch-all for a fault of its own is no message for the shopper (000 §8).
    [
      'the server’s catch-all 500',
      () =>
        HttpResponse.json(
          { message: 'Something went wrong. Please try again.', code: 'internal_error' },
          { status: 500 },
        ),
    ],
  ])('says something went wrong when the failure has no message: %s', async (_case, fail) => {
    answerWith(fail);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please retry or contact support.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('closes on Escape and keeps the account', async () => {
    const calls = answerWith(() => HttpResponse.json({ success: true }));
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls()).toBe(0);
  });
});
