import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { gatewayUrl, rootUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { TIP_MESSAGES } from './tipRules';
import { TipModal } from './TipModal';

const renderTip = (props: { channelSid?: string } = { channelSid: 'CH1' }) => {
  const onClose = vi.fn();
  const result = renderWithProviders(
    <TipModal stylistId="s-1" stylistName="Ann" onClose={onClose} {...props} />,
    { preloadedState: signedInState() },
  );
  return { ...result, onClose };
};

/** Answers POST invoice/payTip with `answer`, keeping each body and Idempotency-Key sent. */
const answerTip = (answer: () => Response, keys: (string | null)[] = []) => {
  const bodies: unknown[] = [];
  server.use(
    http.post(rootUrl('invoice/payTip'), async ({ request }) => {
      bodies.push(await request.json());
      keys.push(request.headers.get('idempotency-key'));
      return answer();
    }),
  );
  return bodies;
};

describe('TipModal', () => {
  it('offers $10, $15 and $20, says 100% goes to the stylist, and Done with no amount closes', async () => {
    const bodies = answerTip(() => HttpResponse.json({ data: true }));
    const { user, onClose } = renderTip();
    for (const name of ['$10', '$15', '$20']) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    expect(screen.getByText('100% goes to the stylist.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
    expect(bodies).toEqual([]);
  });

  it('tips the chosen amount and closes only when the answer is exactly true', async () => {
    const bodies = answerTip(() => HttpResponse.json({ data: true }));
    const { user, onClose, store } = renderTip();
    await user.click(screen.getByRole('radio', { name: '$15' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ amount: 15, channel_sid: 'CH1', stylist_uuid: 's-1' }]);
    expect(store.getState().ui.toast.content).toBe('Thank you! Your $15 tip is on its way to Ann.');
  });

  it('stays on select with the spec’s message when the answer is not true, or the call fails', async () => {
    let answer = () => HttpResponse.json({ data: 'true' });
    answerTip(() => answer());
    const { user, onClose } = renderTip();
    await user.click(screen.getByRole('radio', { name: '$20' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TIP_MESSAGES.notTrue);
    answer = () => HttpResponse.json({ message: 'declined' }, { status: 402 });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(TIP_MESSAGES.cardInvalid),
    );
    expect(screen.getByRole('radio', { name: '$20' })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends one Idempotency-Key per tap: the same on a retry of that amount, a new one for another', async () => {
    const keys: (string | null)[] = [];
    answerTip(() => HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 }), keys);
    const { user } = renderTip();
    await user.click(screen.getByRole('radio', { name: '$15' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TIP_MESSAGES.cardInvalid);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: '$20' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('takes a custom amount (whole, absolute) and comes back to select with it chosen', async () => {
    const bodies = answerTip(() => HttpResponse.json({ data: true }));
    server.use(http.post(gatewayUrl('twilio/channel'), () => HttpResponse.json({ sid: 'CH9' })));
    const { user, onClose } = renderTip({});
    await user.click(screen.getByRole('button', { name: 'Custom amount' }));
    await user.type(screen.getByLabelText(/Tip amount in dollars/), '-12.7');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('radio', { name: '$12' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Without a channel given, the shopper's channel with the stylist is opened first.
    expect(bodies).toEqual([{ amount: 12, channel_sid: 'CH9', stylist_uuid: 's-1' }]);
  });

  it('chooses the preset for a custom amount equal to one, and Back keeps the text unchosen', async () => {
    const { user } = renderTip();
    await user.click(screen.getByRole('button', { name: 'Custom amount' }));
    await user.type(screen.getByLabelText(/Tip amount in dollars/), '15');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '$15' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Custom amount' }));
    const field = screen.getByLabelText(/Tip amount in dollars/);
    expect(field).toHaveValue('15');
    await user.clear(field);
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '$15' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Custom amount' }));
    expect(screen.getByLabelText(/Tip amount in dollars/)).toHaveValue('30');
  });

  it('treats a custom amount that is not a number as none', async () => {
    const { user } = renderTip();
    await user.click(screen.getByRole('button', { name: 'Custom amount' }));
    await user.type(screen.getByLabelText(/Tip amount in dollars/), 'lots');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });
});
