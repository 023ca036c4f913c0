import type { Db } from '../../db/client';
import { storeChannel } from '../chatChannels';
import type { ConversationsClient } from './conversationsClient';

/** The shopper's identity in Twilio: their user id, which the SPA compares messages' authors to. */
export const shopperIdentity = (userId: string) => userId;

/** A stylist's identity in Twilio (whoever writes as the stylist signs in with it). */
export const stylistIdentity = (stylistId: string) => `stylist:${stylistId}`;

/**
 * The conversation's unique name in the service: one per shopper and stylist. Only URL-safe
 * characters, as the library puts it in the path unencoded when it fetches by it.
 */
export const channelUniqueName = (clientId: string, stylistId: string) =>
  `chat_${clientId}_${stylistId}`;

/**
 * The shopper's channel with a stylist on Twilio: the conversation (made once, by its unique
 * name) with both of them in it, kept as the pair's channel so the routes that look channels up
 * find it. Answers the conversation's sid.
 */
export const openTwilioChannel = async (
  db: Db,
  conversations: ConversationsClient,
  clientId: string,
  stylistId: string,
) => {
  const { sid } = await conversations.ensureConversation({
    uniqueName: channelUniqueName(clientId, stylistId),
    attributes: { client_uuid: clientId, stylist_uuid: stylistId },
    identities: [shopperIdentity(clientId), stylistIdentity(stylistId)],
  });
  return storeChannel(db, clientId, stylistId, sid);
};

/** Channels this process has seen on Twilio with both participants in them. */
const linked = new Set<string>();

/**
 * The pair's existing channel as a Twilio conversation: a channel made here (by a booking, or
 * before chat moved to Twilio) is opened on Twilio and takes the conversation's sid; one this
 * process has already opened there answers at once. Answers the sid to show.
 */
export const linkTwilioChannel = async (
  db: Db,
  conversations: ConversationsClient,
  channel: { sid: string; clientId: string; stylistId: string },
) => {
  if (linked.has(channel.sid)) return channel.sid;
  const sid = await openTwilioChannel(db, conversations, channel.clientId, channel.stylistId);
  linked.add(sid);
  return sid;
};
