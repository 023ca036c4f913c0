import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ChatBus } from '../../services/chatBus';
import type { SimulatedStylist } from '../../services/stylist/simulatedStylist';
import type { ConversationsClient } from '../../services/twilio/conversationsClient';
import { shopperIdentity } from '../../services/twilio/twilioChannels';
import {
  storedMessageFor,
  twilioSidOf,
  type TwilioMessageAttributes,
} from '../../services/twilio/twilioMessages';
import { postClientMessage } from './chatMessages';

type ReplyDeps = {
  db: Db;
  bus: ChatBus;
  stylist: SimulatedStylist;
  conversations: ConversationsClient;
};

/** The reply as the SPA's Twilio chat reads it: Twilio's sids, the key it sent. */
const answer = (
  channelSid: string,
  reply: { sid: string; content: string; created: Date; clientKey: string | null },
  targetSid: string,
) => ({
  sid: reply.sid,
  channel_sid: channelSid,
  sender: 'client' as const,
  type: 'text',
  content: reply.content,
  attributes: { reply_to: targetSid },
  client_key: reply.clientKey,
  created: reply.created.toISOString(),
});

const storedWithKey = async (db: Db, channelSid: string, clientKey: string) => {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelSid, channelSid), eq(chatMessages.clientKey, clientKey)))
    .limit(1);
  return row ?? null;
};

/**
 * `PUT message/{channel}/{message}/reply` with chat on Twilio, where `targetSid` is a Twilio
 * message sid. The reply is posted to the conversation as the shopper with the attributes the
 * SPA reads (`reply_to`: the target's sid; `client_key`), then stored here under its Twilio sid
 * (`reply_to` the stored target's id, so a reply to a board revises it), published, and the
 * stylist's turn made due, as a message sent here is; Twilio fires no webhook for a message made
 * through REST. The same client key answers the reply made before (`created: false`), also when
 * only Twilio has it (the conversation's latest messages are looked through before posting). A
 * target neither stored here nor in the conversation is a 404.
 */
export const replyOnTwilio = async (
  deps: ReplyDeps,
  { channelSid, clientId, targetSid }: { channelSid: string; clientId: string; targetSid: string },
  { content, clientKey }: { content: string; clientKey: string | undefined },
) => {
  const { db, conversations } = deps;
  const target = await storedMessageFor(db, channelSid, targetSid);
  if (!target && !(await conversations.fetchMessage(channelSid, targetSid))) {
    throw notFound('That message');
  }
  const before = clientKey ? await storedWithKey(db, channelSid, clientKey) : null;
  if (before) {
    const reply = { ...before, sid: twilioSidOf(before) ?? before.id, created: before.createdAt };
    return { message: answer(channelSid, reply, targetSid), created: false };
  }
  const author = shopperIdentity(clientId);
  const madeBefore = clientKey
    ? (await conversations.recentMessages(channelSid)).find(
        (message) => message.author === author && message.attributes.client_key === clientKey,
      )
    : undefined;
  const posted =
    madeBefore ??
    (await conversations.postMessage(channelSid, {
      author,
      body: content,
      attributes: { reply_to: targetSid, ...(clientKey ? { client_key: clientKey } : {}) },
    }));
  const attributes: TwilioMessageAttributes = {
    reply_to: target?.id ?? targetSid,
    twilio_sid: posted.sid,
  };
  const { created } = await postClientMessage(deps, channelSid, {
    id: posted.sid,
    type: 'text',
    content: posted.body,
    clientKey,
    attributes,
  });
  const reply = {
    sid: posted.sid,
    content: posted.body,
    created: posted.dateCreated,
    clientKey: clientKey ?? null,
  };
  return { message: answer(channelSid, reply, targetSid), created: created && !madeBefore };
};
