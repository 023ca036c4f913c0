import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { serveChatStream } from '@/testing/chatStreamTestData';
import { mockMatchMedia } from '@/testing/mockMatchMedia';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { recordReports } from '@/testing/reports';
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
  session: {
    uuid: 'sess-1',
    plan: 'major',
    type: 'one-time',
    status: 'active',
    style_boards: { allowed: 5, sent: 1 },
    revisions: { allowed: 5, used: 0 },
  },
  notes: [{ kind: 'dislike', text: 'No yellow', source: 'chat' }],
};

const welcome = {
  sid: 'm1',
  channel_sid: 'CH1',
  sender: 'stylist',
  type: 'text',
  content: 'Hi! I am Ann.',
  attributes: {},
  client_key: null,
  created: new Date().toISOString(),
};

/**
 * The reference chat's calls: the session view, the history (answered by `history`), the
 * shopper's live stream (quiet until the test has it `say` something), and where the shopper
 * has read up to (counted).
 */
const answer = (history: () => Response, sessionView: ChatSessionView = view) => {
  const reads = { count: 0 };
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/chat/s-1'), () => HttpResponse.json(sessionView)),
    http.get(gatewayUrl('chat/channels/CH1/messages'), history),
    http.put(gatewayUrl('chat/channels/CH1/read'), () => {
      reads.count += 1;
      return HttpResponse.json({ read_at: new Date().toISOString() });
    }),
    http.get(gatewayUrl('proxy/user/user-1/cart'), () =>
      HttpResponse.json({ items: [], quota_max: 0, total_price: 0, nextPage: null }),
    ),
  );
  return { reads, stream: serveChatStream() };
};

const renderChat = (route = '/chat/s-1/user-1') =>
  renderWithProviders(<ChatPage />, {
    route,
    path: '/chat/:stylistId/:userId',
    preloadedState: signedInState(),
  });

describe('ChatPage', () => {
  const reports = recordReports();

  it('shows the session, the pinned notes and the conversation once the chat is ready', async () => {
    mockMatchMedia(() => true);
    answer(() => HttpResponse.json({ items: [welcome] }));
    renderChat();
    expect(await screen.findByText('Hi! I am Ann.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Ann Lee' })).toBeVisible();
    expect(
      screen.getByText(/Major session · 1 of 5 style boards · 0 of 5 revisions/),
    ).toBeVisible();
    expect(screen.getByText('No yellow')).toBeVisible();
    expect(await screen.findByText('Live')).toBeVisible();
    expect(screen.getByRole('complementary', { name: /Your cart/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tip Ann' })).toBeEnabled();
  });

  it('closes a Lux chat after its month: a note and the way to book again, no composer', async () => {
    mockMatchMedia(() => false);
    answer(() => HttpResponse.json({ items: [welcome] }), {
      ...view,
      session: {
        ...view.session!,
        plan: 'lux',
        status: 'ended',
        chat_closes_at: '2026-11-05T15:00:00.000Z',
      },
    });
    renderChat();
    expect(await screen.findByText('Hi! I am Ann.')).toBeVisible();
    expect(
      screen.getByText(
        'Your Lux month with Ann ended on November 05, 2026, so this chat is closed. Your boards and messages stay here.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book Ann again' })).toHaveAttribute(
      'href',
      '/stylist/s-1/profile',
    );
    expect(screen.queryByRole('textbox', { name: /Message Ann/ })).not.toBeInTheDocument();
    expect(screen.getByText('Chat closed on November 05, 2026')).toBeVisible();
  });

  it('keeps the composer in a Lux chat within its month', async () => {
    mockMatchMedia(() => false);
    answer(() => HttpResponse.json({ items: [welcome] }), {
      ...view,
      session: { ...view.session!, plan: 'lux', chat_closes_at: '2026-12-28T15:00:00.000Z' },
    });
    renderChat();
    expect(await screen.findByText('Hi! I am Ann.')).toBeVisible();
    expect(screen.getByText('Chat open until December 28, 2026')).toBeVisible();
    expect(screen.getByPlaceholderText('Message Ann')).toBeInTheDocument();
  });

  it("shows the stylist's new messages live and tells the server the shopper has read them", async () => {
    mockMatchMedia(() => true);
    const { reads, stream } = answer(() => HttpResponse.json({ items: [welcome] }));
    renderChat();
    expect(await screen.findByText('Hi! I am Ann.')).toBeVisible();
    await waitFor(() => expect(reads.count).toBe(1));
    await stream.opened;
    stream.say({
      sid: 'm2',
      channel_sid: 'CH1',
      sender: 'stylist',
      content: 'Your mood board is on its way',
      created: new Date().toISOString(),
    });
    expect(await screen.findByText('Your mood board is on its way')).toBeVisible();
    await waitFor(() => expect(reads.count).toBe(2));
  });

  it('heads each day of the conversation: Today, N days ago within the week, else the long date', async () => {
    mockMatchMedia(() => true);
    const DAY_MS = 24 * 60 * 60 * 1000;
    answer(() =>
      HttpResponse.json({
        items: [
          { ...welcome, sid: 'm0', content: 'Welcome back.', created: '2026-09-05T12:00:00.000Z' },
          {
            ...welcome,
            sid: 'm1',
            content: 'Your board is here.',
            created: new Date(Date.now() - 3 * DAY_MS).toISOString(),
          },
          { ...welcome, sid: 'm2' },
        ],
      }),
    );
    renderChat();
    expect(await screen.findByText('Hi! I am Ann.')).toBeVisible();
    expect(
      screen.getAllByRole('region', { name: /./ }).map((day) => day.getAttribute('aria-label')),
    ).toEqual(expect.arrayContaining(['September 05, 2026', '3 days ago', 'Today']));
  });

  it('leaves the cart panel out on mobile', async () => {
    mockMatchMedia(() => false);
    answer(() => HttpResponse.json({ items: [welcome] }));
    renderChat();
    expect(await screen.findByText('Hi! I am Ann.')).toBeVisible();
    expect(screen.queryByRole('complementary', { name: /Your cart/ })).not.toBeInTheDocument();
  });

  it('reports a chat that cannot start and offers a retry that starts it', async () => {
    mockMatchMedia(() => true);
    let fail = true;
    answer(() =>
      fail
        ? HttpResponse.json({ message: 'down' }, { status: 503 })
        : HttpResponse.json({ items: [welcome] }),
    );
    const { user } = renderChat();
    expect(
      await screen.findByRole('heading', { name: "We couldn't connect to the chat" }),
    ).toBeVisible();
    expect(reports.length).toBeGreaterThan(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hi! I am Ann.')).toBeVisible();
  });

  it('reports a channel that cannot be opened in the spec’s words, on Try again too, which opens it', async () => {
    mockMatchMedia(() => true);
    answer(() => HttpResponse.json({ items: [welcome] }), { ...view, channel_sid: null });
    let opens = 0;
    server.use(
      http.post(gatewayUrl('twilio/channel'), () => {
        opens += 1;
        return opens <= 2
          ? HttpResponse.json({ message: 'Down' }, { status: 503 })
          : HttpResponse.json({ sid: 'CH1' });
      }),
    );
    const named = () =>
      reports.filter(
        ({ error }) =>
          error instanceof Error && error.message === 'Failed to create channel and send message',
      ).length;
    const { user } = renderChat();
    const failed = { name: "We couldn't open the conversation" };
    expect(await screen.findByRole('heading', failed)).toBeVisible();
    await waitFor(() => expect(named()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(opens).toBe(2));
    expect(await screen.findByRole('heading', failed)).toBeVisible();
    await waitFor(() => expect(named()).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hi! I am Ann.')).toBeVisible();
    expect(named()).toBe(2);
  });

  it('replies through the reply call and sends texts again on Retry, as the shopper saw them', async () => {
    mockMatchMedia(() => true);
    answer(() => HttpResponse.json({ items: [welcome] }));
    const stored = (sid: string, body: { content: string; client_key: string }) =>
      HttpResponse.json({ ...welcome, sid, sender: 'client', ...body, attributes: {} });
    let replyBody: { content: string; client_key: string } | undefined;
    let sendFails = true;
    server.use(
      http.put(gatewayUrl('message/CH1/m1/reply'), async ({ request }) => {
        replyBody = (await request.json()) as typeof replyBody;
        return stored('m2', replyBody!);
      }),
      http.post(gatewayUrl('chat/channels/CH1/messages'), async ({ request }) => {
        const body = (await request.json()) as { content: string; client_key: string };
        return sendFails ? HttpResponse.json({}, { status: 503 }) : stored('m3', body);
      }),
    );
    const { user } = renderChat();
    expect(await screen.findByText('Hi! I am Ann.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Reply/ }));
    await user.type(screen.getByRole('textbox', { name: 'Message Ann' }), 'Tops in M{Enter}');
    expect(await screen.findByText('Sent')).toBeVisible();
    expect(replyBody).toMatchObject({ content: 'Tops in M', client_key: /^web-/ });

    await user.type(screen.getByRole('textbox', { name: 'Message Ann' }), 'And shoes{Enter}');
    expect(await screen.findByText('Not sent')).toBeVisible();
    sendFails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByText('Sent')).toHaveLength(2));
    expect(screen.getAllByText('And shoes')).toHaveLength(1);
  });

  it("refuses another shopper's conversation", () => {
    renderChat('/chat/s-1/someone-else');
    expect(screen.getByRole('heading', { name: "This conversation isn't yours" })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your inbox' })).toHaveAttribute(
      'href',
      '/inbox',
    );
  });

  it('leads to the inbox when the stylist is not there', async () => {
    server.use(
      http.get(gatewayUrl('proxy/user/user-1/chat/s-1'), () =>
        HttpResponse.json({ message: 'That stylist was not found.' }, { status: 404 }),
      ),
    );
    renderChat();
    expect(
      await screen.findByRole('heading', { name: "We couldn't find this conversation" }),
    ).toBeVisible();
  });
});
