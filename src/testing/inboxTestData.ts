import { http, HttpResponse } from 'msw';
import { gatewayUrl } from '@/testing/apiUrls';
import { server } from '@/testing/server';
import type { Conversation } from '@/api/conversationsApi';

/** An inbox conversation with a real stylist, or with the assistant bot. */
export const conversation = (isBot: boolean): Conversation => ({
  sid: isBot ? 'ch-bot' : 'ch-1',
  stylist: {
    uuid: isBot ? 'bot-1' : 'stylist-1',
    name: isBot ? 'Style Assistant' : 'Gina B',
    first_name: isBot ? 'Style' : 'Gina',
    last_name: isBot ? 'Assistant' : 'B',
    profile_picture: null,
    is_bot: isBot,
  },
  last_message: isBot
    ? { type: 'text', text: 'Hi! Ask me anything.', sender: 'stylist', created: '2025-01-02' }
    : null,
  unread_count: 0,
  can_book: !isBot,
  current_session_status: 'none',
  plan: null,
  subscription_id: null,
});

/** An inbox answer holding these conversations. */
export const inboxOf =
  (...items: Conversation[]) =>
  () =>
    HttpResponse.json({ items });

/** Answers `userId`'s inbox with `answer` and counts the lookups. */
export const answerInbox = (
  userId: string,
  answer: () => Response | Promise<Response>,
): { count: number } => {
  const calls = { count: 0 };
  server.use(
    http.get(gatewayUrl(`proxy/user/${userId}/inbox`), () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
};
