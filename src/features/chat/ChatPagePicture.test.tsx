import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { serveChatStream } from '@/testing/chatStreamTestData';
import { holdUpload } from '@/testing/heldUpload';
import { mockMatchMedia } from '@/testing/mockMatchMedia';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import type { ChatSessionView } from './chatApi';
import { ChatPage } from './ChatPage';

const view: ChatSessionView = {
  channel_sid: 'CH1',
  stylist: {
    uuid: 's-1',
    name: 'Ann Lee',
    first_name: 'Ann',
    profile_picture: null,
    is_bot: false,
  },
  session: null,
  notes: [],
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const aPng = () => new File([new Uint8Array(PNG)], 'look.png', { type: 'image/png' });

/** The stored picture message the server answers a picture upload with. */
const storedPicture = async (request: Request) => {
  const form = await request.formData();
  return HttpResponse.json(
    {
      sid: 'm9',
      channel_sid: 'CH1',
      sender: 'client',
      type: 'picture',
      content: 'chat/channels/CH1/pictures/p9',
      attributes: {},
      client_key: form.get('client_key'),
      created: new Date().toISOString(),
    },
    { status: 201 },
  );
};

/** The chat's calls (an empty conversation, a quiet stream) and the picture upload. */
const serveChat = (upload: (input: { request: Request }) => Promise<Response> | Response) => {
  serveChatStream();
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/chat/s-1'), () => HttpResponse.json(view)),
    http.get(gatewayUrl('chat/channels/CH1/messages'), () => HttpResponse.json({ items: [] })),
    http.put(gatewayUrl('chat/channels/CH1/read'), () => HttpResponse.json({ read_at: null })),
    http.get(gatewayUrl('proxy/user/user-1/cart'), () =>
      HttpResponse.json({ items: [], quota_max: 0, total_price: 0, nextPage: null }),
    ),
    http.post(gatewayUrl('chat/channels/CH1/pictures'), upload),
    http.get(gatewayUrl('chat/channels/CH1/pictures/p9'), () =>
      HttpResponse.arrayBuffer(new Uint8Array(PNG).buffer, {
        headers: { 'content-type': 'image/png' },
      }),
    ),
  );
};

/** Opens the chat once it is live and sends a PNG with the picture button. */
const sendAPicture = async () => {
  mockMatchMedia(() => false);
  const result = renderWithProviders(<ChatPage />, {
    route: '/chat/s-1/user-1',
    path: '/chat/:stylistId/:userId',
    preloadedState: signedInState(),
  });
  const button = await screen.findByRole('button', { name: 'Send a picture' });
  await waitFor(() => expect(button).toBeEnabled());
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No picture input');
  await result.user.upload(input, aPng());
  return { ...result, log: within(screen.getByRole('log', { name: 'Conversation' })) };
};

describe('a chat picture the shopper can follow', () => {
  const reports = recordReports();

  it('shows the picture’s progress while it goes, then the picture as sent', async () => {
    const held = holdUpload();
    serveChat(held.answer);
    const { log } = await sendAPicture();

    expect(await log.findByRole('progressbar', { name: 'Sending your picture' })).toBeVisible();
    expect(log.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    expect(log.getByText('Sending…')).toBeVisible();

    await waitFor(() => expect(held.seen.calls).toBe(1));
    held.release(storedPicture);
    expect(await log.findByText('Sent')).toBeVisible();
    await waitFor(() => expect(log.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('Cancel stops the picture and keeps it with Retry, which sends it', async () => {
    const held = holdUpload();
    serveChat(held.answer);
    const { user, log } = await sendAPicture();
    await user.click(await log.findByRole('button', { name: 'Cancel upload' }));

    await waitFor(() => expect(held.seen.aborted).toBe(1));
    expect(log.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(log.getByText('Not sent')).toBeVisible();
    expect(log.getByRole('img', { name: 'Picture from You' })).toBeVisible();
    expect(reports).toEqual([]);

    server.use(
      http.post(gatewayUrl('chat/channels/CH1/pictures'), ({ request }) => storedPicture(request)),
    );
    await user.click(log.getByRole('button', { name: 'Retry' }));
    expect(await log.findByText('Sent')).toBeVisible();
    expect(log.getAllByRole('img', { name: 'Picture from You' })).toHaveLength(1);
  });

  it('says a failed picture was not sent, keeps it, and Retry sends it', async () => {
    let fail = true;
    serveChat(({ request }) => (fail ? HttpResponse.error() : storedPicture(request)));
    const { user, log } = await sendAPicture();

    expect(await log.findByText('Not sent')).toBeVisible();
    expect(log.queryByRole('progressbar')).not.toBeInTheDocument();
    fail = false;
    await user.click(log.getByRole('button', { name: 'Retry' }));
    expect(await log.findByText('Sent')).toBeVisible();
  });
});
