import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { conversationsApi } from '@/api/conversationsApi';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { recordReports } from '@/testing/reports';
import { server } from '@/testing/server';
import { ContactModal } from './ContactModal';

const renderModal = () => {
  const onClose = vi.fn();
  const result = renderWithProviders(
    <ContactModal stylistId="s-1" stylistName="Ann" onClose={onClose} />,
    { preloadedState: signedInState() },
  );
  return { ...result, onClose };
};

describe('ContactModal', () => {
  const reports = recordReports();

  it('creates the channel, sends the message, refreshes the inbox and says so', async () => {
    const bodies: unknown[] = [];
    let inboxCalls = 0;
    server.use(
      http.post(gatewayUrl('twilio/channel'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ sid: 'CH1' });
      }),
      http.post(gatewayUrl('chat/channels/CH1/messages'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            sid: 'm-1',
            sender: 'client',
            type: 'text',
            content: 'Hi Ann, can you help?',
            created: '2026-11-27T10:00:00.000Z',
          },
          { status: 201 },
        );
      }),
      http.get(gatewayUrl('proxy/user/:uid/inbox'), () => {
        inboxCalls += 1;
        return HttpResponse.json({ items: [] });
      }),
    );
    const { user, store } = renderModal();
    void store.dispatch(conversationsApi.endpoints.getInbox.initiate());
    await waitFor(() => expect(inboxCalls).toBe(1));

    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your message'), '  Hi Ann, can you help?  ');
    await user.click(send);

    expect(await screen.findByRole('dialog', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { client_uuid: 'user-1', stylist_uuid: 's-1' },
      {
        type: 'text',
        content: 'Hi Ann, can you help?',
        client_key: expect.stringMatching(/^web-/),
      },
    ]);
    await waitFor(() => expect(inboxCalls).toBe(2));
    expect(reports).toHaveLength(0);
  });

  it("shows 'Could not send message' and reports the failure", async () => {
    server.use(
      http.post(gatewayUrl('twilio/channel'), () =>
        HttpResponse.json({ message: 'Down' }, { status: 503 }),
      ),
    );
    const { user } = renderModal();
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send message');
    expect(screen.getByRole('dialog', { name: 'Contact Ann' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello');
    expect(
      reports.map(({ error }) => (error instanceof Error ? error.message : String(error))),
    ).toContain('Failed to create channel and send message');
  });

  it('closes from its close button', async () => {
    const { user, onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
