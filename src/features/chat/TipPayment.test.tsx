import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { rootUrl } from '@/testing/apiUrls';
import {
  SECRET,
  answerConfirm,
  answerSession,
  paymentSession,
} from '@/testing/localPaymentsTestData';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { TipModal } from './TipModal';

const CHAT = '/chat/s-1/user-1';

/** The server has no card to charge: it opens the tip's own (local) checkout. */
const noCardOnFile = () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(rootUrl('invoice/payTip'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({
        data: false,
        checkout: { provider: 'local', clientSecret: SECRET, amount: 15 },
      });
    }),
    answerSession(paymentSession({ description: 'Tip for Ann', amount: 15 })),
  );
  return bodies;
};

const renderTip = (route = CHAT) => {
  const onClose = vi.fn();
  const result = renderWithProviders(
    <TipModal stylistId="s-1" stylistName="Ann" channelSid="CH1" onClose={onClose} />,
    { preloadedState: signedInState(), route },
  );
  return { ...result, onClose };
};

describe('TipModal without a card on file', () => {
  it('shows the tip’s own payment, and once paid thanks the shopper and closes', async () => {
    const bodies = noCardOnFile();
    const confirm = answerConfirm(() =>
      HttpResponse.json({
        status: 'paid',
        returnUrl: `http://localhost:3000/app${CHAT}?tip=paid`,
      }),
    );
    server.use(confirm.handler);
    const { user, onClose, store } = renderTip();
    await user.click(screen.getByRole('radio', { name: '$15' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(
      await screen.findByText(
        'There’s no card on file to charge yet. Pay your $15 tip here; your card is kept for your next tip.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(bodies).toEqual([{ amount: 15, channel_sid: 'CH1', stylist_uuid: 's-1' }]);

    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $15' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByTestId('location')).toHaveTextContent(`${CHAT}?tip=paid`);
    expect(store.getState().ui.toast.content).toBe('Thank you! Your $15 tip is on its way to Ann.');
  });

  it('Back returns to the amounts with the choice kept', async () => {
    noCardOnFile();
    const { user } = renderTip();
    await user.click(screen.getByRole('radio', { name: '$15' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: '$15' })).toBeChecked();
  });

  it('opened on a page that says an earlier tip was paid, waits for this one', async () => {
    noCardOnFile();
    const { user, onClose } = renderTip(`${CHAT}?tip=paid`);
    await user.click(screen.getByRole('radio', { name: '$15' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Pay $15' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
