import type { ChatGateway, ChatMessage } from './chatTypes';
import { fromServerMessage, type ServerChatMessage } from './fromServerMessage';

const segment = encodeURIComponent;

/**
 * `PUT message/{channel}/{message}/reply`: a reply is the gateway's call whichever service
 * carries the chat (a reply to a board revises it), so both implementations send it here.
 */
export const replyThroughGateway = async (
  gateway: ChatGateway,
  channelSid: string,
  { text, clientKey, replyTo }: { text: string; clientKey: string; replyTo: string },
): Promise<ChatMessage | null> => {
  const answer = await gateway.request<unknown>({
    endpoint: 'replyToMessage',
    url: `message/${segment(channelSid)}/${segment(replyTo)}/reply`,
    method: 'PUT',
    body: { content: text, client_key: clientKey },
  });
  // The reference service answers the stored message; another gateway may answer nothing, and
  // the message then arrives live.
  return answer && typeof answer === 'object' && 'sid' in answer
    ? fromServerMessage(answer as ServerChatMessage)
    : null;
};
