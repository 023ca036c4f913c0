import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { encodeQueryParam } from '@/lib/bookingCodec';
import { answerSession } from '@/testing/localPaymentsTestData';
import { gatewayUrl } from '@/testing/apiUrls';
import { signedInAccountHandlers } from '@/testing/handlers';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { GiftCardCheckoutPage } from './GiftCardCheckoutPage';
import { aGiftCheckout, checkoutRoute, serveGiftCheckout } from './giftCardTestData';

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

const renderCheckout = (
  route = checkoutRoute({ plan: 'major', additionalAmount: 500 }),
  signedIn = false,
) =>
  renderWithProviders(<GiftCardCheckoutPage />, {
    route,
    preloadedState: signedIn ? signedInState() : undefined,
  });

const field = (name: string) => screen.getByRole('textbox', { name });

type User = ReturnType<typeof renderCheckout>['user'];

const fillIn = async (user: User, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
  }
};

const validDetails = {
  "Recipient's name": 'Grace Hopper',
  "Recipient's email": 'grace@example.com',
  'Your name': 'Ada Lovelace',
  'Your email': 'ada@example.com',
};

const continueButton = () => screen.getByRole('button', { name: 'Continue to Payment' });

describe('GiftCardCheckoutPage', () => {
  const reports = recordReports();

  it.each([
    ['garbage', '/gift-cards/checkout?gift=%%%nonsense'],
    ['nothing', '/gift-cards/checkout'],
    ['an unknown plan', `/gift-cards/checkout?gift=${encodeQueryParam({ plan: 'mega' })}`],
  ])('sends %s in gift to the choose page', (_name, route) => {
    renderCheckout(route);
    expect(location().pathname).toBe('/gift-cards/choose');
  });

  it('holds back each empty field with its message, tied to the field, and sends nothing', async () => {
    const checkout = serveGiftCheckout();
    server.use(checkout.handler);
    const { user } = renderCheckout();

    await user.click(continueButton());
    expect(field("Recipient's name")).toHaveAccessibleDescription('Name is required');
    expect(field('Your name')).toHaveAccessibleDescription('Name is required');
    expect(field("Recipient's email")).toHaveAccessibleDescription('Email is required');
    expect(field('Your email')).toHaveAccessibleDescription('Email is required');
    for (const name of Object.keys(validDetails)) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field("Recipient's name")).toHaveFocus();
    expect(checkout.bodies).toEqual([]);
  });

  it.each([
    ['a name of spaces', "Recipient's name", '   ', 'Name is required'],
    [
      'an address without @',
      "Recipient's email",
      'grace.example.com',
      'Please enter a valid email address',
    ],
    [
      'special characters',
      'Your email',
      'ada"lovelace@example.com',
      'You are using invalid characters',
    ],
    ['no domain', 'Your email', 'ada@example', 'Please enter a valid email address'],
  ])('refuses %s with the rule’s message', async (_name, label, value, message) => {
    const checkout = serveGiftCheckout();
    server.use(checkout.handler);
    const { user } = renderCheckout();
    await fillIn(user, { ...validDetails, [label]: value });

    await user.click(continueButton());
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(field(label)).toHaveFocus();
    expect(checkout.bodies).toEqual([]);
  });

  it('lets a visitor buy: the details go to the server and its amount is on the pay button', async () => {
    // The server prices the gift, whatever the page said before.
    const checkout = serveGiftCheckout(() =>
      HttpResponse.json(aGiftCheckout({ planAmount: 135, total: 635 })),
    );
    server.use(checkout.handler, answerSession());
    const { user } = renderCheckout();

    const summary = within(screen.getByRole('region', { name: 'Your gift' }));
    expect(summary.getByText('Major styling session')).toBeVisible();
    expect(summary.getByText('$630')).toBeVisible();

    await fillIn(user, validDetails);
    await user.type(screen.getByRole('textbox', { name: 'Message (optional)' }), '<b>Enjoy!</b>');
    expect(screen.getByRole('textbox', { name: 'Message (optional)' })).toHaveAccessibleDescription(
      '13 of 300 characters',
    );
    // The message is shown as the text typed, never read as markup.
    expect(summary.getByText('<b>Enjoy!</b>')).toBeVisible();
    expect(document.querySelector('b')).toBeNull();

    await user.click(continueButton());
    expect(await screen.findByRole('button', { name: 'Pay $635' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveFocus();
    expect(summary.getByText('$635')).toBeVisible();
    expect(checkout.bodies).toEqual([
      {
        plan: 'major',
        additionalAmount: 500,
        message: '<b>Enjoy!</b>',
        recipient: { name: 'Grace Hopper', email: 'grace@example.com' },
        sender: { name: 'Ada Lovelace', email: 'ada@example.com' },
        returnUrl: 'http://localhost:3000/app/gift-cards/confirmation',
      },
    ]);
    // The details stay as sent while the payment is open; they can be edited again.
    expect(field("Recipient's name")).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit gift details' }));
    expect(field("Recipient's name")).toBeEnabled();
    expect(field("Recipient's name")).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    expect(reports).toEqual([]);
  });

  it('limits the message to 300 characters', async () => {
    const { user } = renderCheckout();
    const message = screen.getByRole('textbox', { name: 'Message (optional)' });
    expect(message).toHaveAttribute('maxLength', '300');
    await user.click(message);
    await user.paste('x'.repeat(320));
    expect(message).toHaveValue('x'.repeat(300));
    expect(message).toHaveAccessibleDescription('300 of 300 characters');
  });

  it('sends a signed-in buyer as clientUuid, with their name and e-mail filled in', async () => {
    const checkout = serveGiftCheckout(() =>
      HttpResponse.json(aGiftCheckout({ additionalAmount: 0, total: 130 })),
    );
    server.use(...signedInAccountHandlers(), checkout.handler, answerSession());
    const { user } = renderCheckout(checkoutRoute({ plan: 'major', additionalAmount: 0 }), true);

    await vi.waitFor(() => expect(field('Your name')).toHaveValue('Ada L'));
    expect(field('Your email')).toHaveValue('a@b.co');
    await fillIn(user, { "Recipient's name": 'Grace', "Recipient's email": 'grace@example.com' });
    await user.click(continueButton());

    expect(await screen.findByRole('button', { name: 'Pay $130' })).toBeVisible();
    expect(checkout.bodies[0]).toMatchObject({
      clientUuid: 'user-1',
      additionalAmount: 0,
      message: '',
      sender: { name: 'Ada L', email: 'a@b.co' },
    });
  });

  it('shows the server’s field errors under their fields, and the rest above the button', async () => {
    const checkout = serveGiftCheckout(() =>
      HttpResponse.json(
        {
          message: 'Invalid gift card',
          errors: [
            { field: 'recipient.email', message: 'This address cannot receive e-mail' },
            { field: 'sender.name', message: 'is too long' },
            { field: 'additionalAmount', message: 'Credit must be at most 5000' },
          ],
        },
        { status: 400 },
      ),
    );
    server.use(checkout.handler);
    const { user } = renderCheckout();
    await fillIn(user, validDetails);
    await user.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Credit must be at most 5000');
    expect(field("Recipient's email")).toHaveAccessibleDescription(
      'This address cannot receive e-mail',
    );
    expect(field("Recipient's email")).toHaveFocus();
    expect(field('Your name')).toHaveAccessibleDescription('is too long');
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    expect(reports).toEqual([]);
  });

  it('says when there were too many attempts, and keeps what was typed', async () => {
    server.use(
      http.post(gatewayUrl('gift-card/checkout-session'), () =>
        HttpResponse.json({ message: 'Too many gift card attempts.' }, { status: 429 }),
      ),
    );
    const { user } = renderCheckout();
    await fillIn(user, validDetails);
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many gift card attempts.');
    expect(field("Recipient's name")).toHaveValue('Grace Hopper');
  });
});
