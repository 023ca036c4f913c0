import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { ConfirmEmailChangePage } from './ConfirmEmailChangePage';

const CONFIRM = gatewayUrl('proxy/user/changeEmail/confirm');

/** Records each confirmation's body and answers with `answer`. */
const serveConfirm = (answer: () => Response) => {
  const bodies: unknown[] = [];
  server.use(
    http.post(CONFIRM, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
};

const renderPage = (route = '/settings/email/confirm?token=tok-1', signedIn = false) =>
  renderWithProviders(<ConfirmEmailChangePage />, {
    route,
    ...(signedIn ? { preloadedState: signedInState() } : {}),
  });

const expiredAnswer = () =>
  HttpResponse.json(
    {
      message: 'This link has expired. Please ask for a new one.',
      code: 'email_change_expired',
      errors: [{ field: 'token', message: 'This link has expired. Please ask for a new one.' }],
    },
    { status: 400 },
  );

describe('ConfirmEmailChangePage', () => {
  it('confirms the link once and says the e-mail is changed', async () => {
    const bodies = serveConfirm(() =>
      HttpResponse.json({ success: true, email: 'grace@example.com' }),
    );
    renderPage();
    expect(screen.getByText('Confirming your new email…')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'Your email is changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/From now on/)).toHaveTextContent(
      'From now on you sign in with grace@example.com. For your security, every other device was signed out.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ token: 'tok-1' }]);
  });

  it('leads back to Settings when signed in here', async () => {
    serveConfirm(() => HttpResponse.json({ success: true, email: 'grace@example.com' }));
    renderPage(undefined, true);
    expect(await screen.findByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('says plainly when the link has expired or was used', async () => {
    serveConfirm(expiredAnswer);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A link works once, for 24 hours, and only the newest one. To ask for a new link, change your email again in Settings, Personal info.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says when another account took the address meanwhile', async () => {
    const message = 'An account with this email already exists.';
    serveConfirm(() =>
      HttpResponse.json(
        { message, code: 'email_taken', errors: [{ field: 'email', message }] },
        { status: 400 },
      ),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your email was not changed' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('asks nothing for a link without its token', async () => {
    const bodies = serveConfirm(expiredAnswer);
    renderPage('/settings/email/confirm');
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodies).toEqual([]);
  });

  it('offers a retry when the connection fails', async () => {
    let fail = true;
    serveConfirm(() =>
      fail
        ? HttpResponse.error()
        : HttpResponse.json({ success: true, email: 'grace@example.com' }),
    );
    const { user } = renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(
      screen.getByRole('heading', { name: 'We couldn’t confirm your new email' }),
    ).toBeVisible();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Your email is changed' })).toBeVisible();
  });
});
