import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@/api/conversationsApi';
import { followSignIn } from '@/api/liveChat';
import { decodeBookingQuery } from '@/lib/bookingCodec';
import { gatewayUrl } from '@/testing/apiUrls';
import { serveChatStream } from '@/testing/chatStreamTestData';
import { conversation } from '@/testing/inboxTestData';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const shopper = { user_uuid: 'user-1', first_name: 'Ada', last_name: 'L', email: 'a@b.co' };

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const gina: Conversation = {
  ...conversation(false),
  last_message: { type: 'text', text: 'Loved your quiz!', sender: 'stylist', created: hoursAgo(2) },
};
const bot: Conversation = conversation(true);
const ended: Conversation = {
  ...conversation(false),
  sid: 'ch-2',
  stylist: { ...conversation(false).stylist, uuid: 'stylist-2', name: 'Mia K', first_name: 'Mia' },
  last_message: {
    type: 'moodboard',
    text: 'Your mood board',
    sender: 'stylist',
    created: '2026-03-05T10:00:00Z',
  },
  current_session_status: 'ended',
  plan: 'major',
  subscription_id: 'sub-1',
};

/** Serves the inbox (and what the shell asks for); counts the inbox lookups. */
const serveInbox = (answer: () => Response | Promise<Response>) => {
  const calls = { count: 0 };
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () => HttpResponse.json(shopper)),
    http.get(gatewayUrl('proxy/user/user-1/cart'), () => HttpResponse.json({ items: [] })),
    http.get(gatewayUrl('proxy/user/user-1/inbox'), () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
};

const renderInbox = () => renderApp({ route: '/inbox', preloadedState: signedInState() });

const rowOf = (name: string) => screen.getByRole('article', { name });

beforeAll(() => import('./InboxPage'));

describe('InboxPage', () => {
  it('lists each conversation with its stylist, last message, time and buttons', async () => {
    serveInbox(() => HttpResponse.json({ items: [gina, ended, bot] }));
    renderInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await screen.findByRole('article', { name: 'Gina B' });

    const ginaRow = within(rowOf('Gina B'));
    expect(ginaRow.getByText('Loved your quiz!')).toBeVisible();
    expect(ginaRow.getByText('2 hours ago')).toBeVisible();
    const book = ginaRow.getByRole('link', { name: 'Book Gina B' });
    const bookingUrl = new URL(book.getAttribute('href') ?? '', 'http://x');
    expect(bookingUrl.pathname).toBe('/match/plans');
    expect(decodeBookingQuery(bookingUrl.searchParams.get('booking'))).toMatchObject({
      stylistId: 'stylist-1',
      bookingSource: 'inbox',
    });
    expect(ginaRow.getByRole('link', { name: 'Reply to Gina B' })).toHaveAttribute(
      'href',
      '/chat/stylist-1/user-1',
    );

    const miaRow = within(rowOf('Mia K'));
    expect(miaRow.getByText('March 05, 2026')).toBeVisible();
    expect(miaRow.getByText('Major')).toBeVisible();
    expect(miaRow.getByText('Monthly')).toBeVisible();
    expect(miaRow.getByRole('link', { name: 'Book Mia Again' })).toBeVisible();
    expect(miaRow.getByRole('link', { name: 'Go to session with Mia K' })).toHaveAttribute(
      'href',
      '/chat/stylist-2/user-1',
    );

    const botRow = within(rowOf('Style Assistant'));
    expect(botRow.getByText('Assistant')).toBeVisible();
    expect(botRow.getByRole('link', { name: 'Reply to Style Assistant' })).toBeVisible();
    expect(botRow.queryByRole('link', { name: /Book/ })).not.toBeInTheDocument();
  });

  it('shows skeleton rows while loading', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    serveInbox(async () => {
      await released;
      return HttpResponse.json({ items: [gina] });
    });
    renderInbox();
    expect(await screen.findByLabelText('Loading your conversations')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    expect(await screen.findByRole('article', { name: 'Gina B' })).toBeVisible();
    expect(screen.queryByLabelText('Loading your conversations')).not.toBeInTheDocument();
  });

  it('leads an empty inbox to the stylist search', async () => {
    serveInbox(() => HttpResponse.json({ items: [] }));
    renderInbox();
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find your stylist' })).toHaveAttribute(
      'href',
      '/stylistSearch',
    );
  });

  it('offers a retry when the inbox does not load, and shows it once it does', async () => {
    let fail = true;
    const calls = serveInbox(() =>
      fail
        ? HttpResponse.json({ message: 'down' }, { status: 500 })
        : HttpResponse.json({ items: [gina] }),
    );
    const { user } = renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your inbox");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Gina B' })).toBeVisible();
    expect(calls.count).toBeGreaterThanOrEqual(2);
  });

  describe('live', () => {
    let stopChat = () => {};
    afterEach(() => stopChat());

    /** The inbox with the chat started, as the app starts it once someone is signed in. */
    const renderLiveInbox = () => {
      const stream = serveChatStream();
      const rendered = renderInbox();
      stopChat = followSignIn(rendered.store);
      return { ...rendered, stream };
    };

    it('shows a new message as it arrives: on top, unread, counted in the header', async () => {
      serveInbox(() => HttpResponse.json({ items: [bot, gina] }));
      const { stream } = renderLiveInbox();
      await screen.findByRole('article', { name: 'Gina B' });
      expect(
        screen.getAllByRole('article').map((row) => row.getAttribute('aria-labelledby')),
      ).toEqual(['conversation-ch-bot', 'conversation-ch-1']);
      expect(await screen.findByRole('link', { name: 'Inbox' })).toBeInTheDocument();
      await stream.opened;

      stream.say({
        sid: 'm-new',
        channel_sid: 'ch-1',
        sender: 'stylist',
        type: 'moodboard',
        content: 'Your mood board is ready',
        created: new Date().toISOString(),
      });

      const ginaRow = within(rowOf('Gina B'));
      expect(await ginaRow.findByText('Your mood board is ready')).toBeVisible();
      expect(ginaRow.getByText('Just now')).toBeVisible();
      expect(ginaRow.getByText('1 unread')).toBeVisible();
      expect(ginaRow.queryByText('Loved your quiz!')).not.toBeInTheDocument();
      expect(screen.getAllByRole('article')[0]).toBe(rowOf('Gina B'));
      expect(screen.getByRole('link', { name: 'Inbox, 1 unread' })).toHaveAttribute(
        'href',
        '/inbox',
      );

      // The shopper's own message, sent from another device, is the last one too: not unread.
      stream.say({
        sid: 'm-mine',
        channel_sid: 'ch-bot',
        sender: 'client',
        content: 'Thanks, assistant',
        created: new Date(Date.now() + 1000).toISOString(),
      });
      const botRow = within(rowOf('Style Assistant'));
      expect(await botRow.findByText('You: Thanks, assistant')).toBeVisible();
      expect(botRow.queryByText(/unread/)).not.toBeInTheDocument();
      expect(screen.getAllByRole('article')[0]).toBe(rowOf('Style Assistant'));
      expect(screen.getByRole('link', { name: 'Inbox, 1 unread' })).toBeInTheDocument();
    });

    it('reads the inbox afresh when a message starts a conversation it does not have', async () => {
      let items: Conversation[] = [gina];
      const calls = serveInbox(() => HttpResponse.json({ items }));
      const { stream } = renderLiveInbox();
      await screen.findByRole('article', { name: 'Gina B' });
      await stream.opened;
      const mia: Conversation = {
        ...ended,
        last_message: {
          type: 'text',
          text: 'Hello from Mia',
          sender: 'stylist',
          created: new Date().toISOString(),
        },
        unread_count: 1,
      };
      items = [mia, gina];
      stream.say({
        sid: 'm-mia',
        channel_sid: mia.sid,
        sender: 'stylist',
        content: 'Hello from Mia',
        created: mia.last_message!.created,
      });
      expect(
        await within(await screen.findByRole('article', { name: 'Mia K' })).findByText(
          'Hello from Mia',
        ),
      ).toBeVisible();
      expect(calls.count).toBe(2);
    });
  });
});
