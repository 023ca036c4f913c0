import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import twilio from 'twilio';
import type { AppDeps } from '../../appDeps';
import { chatChannels } from '../../db/schema';
import type { AppEnv } from '../../http/appEnv';
import { HttpError, notFound } from '../../http/errors';
import { closedChatReason } from '../../services/booking/luxChats';
import type { ChatBus } from '../../services/chatBus';
import type { SimulatedStylist } from '../../services/stylist/simulatedStylist';
import {
  storedMessageFor,
  type TwilioMessageAttributes,
} from '../../services/twilio/twilioMessages';
import { shopperIdentity } from '../../services/twilio/twilioChannels';
import { postClientMessage } from './chatMessages';

/** Where Twilio posts: the operator sets {PUBLIC_URL}/gateway/twilio/webhook in the service. */
export const TWILIO_WEBHOOK_PATH = '/twilio/webhook';

const badSignature = () =>
  new HttpError(403, 'The request is not signed by Twilio.', 'bad_signature');

/** A JSON object from Twilio's form field, or none. */
const objectIn = (json: string | undefined): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

const stringIn = (value: unknown, max = 100) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

/**
 * The text without C0 control characters but tab and line breaks, and DEL: the SDK lets a
 * client send them, PostgreSQL refuses a NUL (Twilio would redeliver for ever), and the rest
 * hide text from whoever reads it (as ../../http/controlCharacters.ts refuses them in our API).
 */
const withoutControls = (text: string) =>
  [...text]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return (code >= 0x20 && code !== 0x7f) || char === '\t' || char === '\n' || char === '\r';
    })
    .join('');

/** The first picture's sid of the message's `Media` field (a JSON array), or null: no picture. */
const firstMediaSid = (json: string | undefined): string | null => {
  try {
    const media: unknown = JSON.parse(json ?? '[]');
    if (!Array.isArray(media) || media.length === 0) return null;
    const first: unknown = media[0];
    const sid = first && typeof first === 'object' ? (first as { Sid?: unknown }).Sid : undefined;
    return stringIn(sid) ?? '';
  } catch {
    return null;
  }
};

/**
 * Twilio Conversations' webhooks, form-encoded and signed (`X-Twilio-Signature`: HMAC-SHA1 with
 * the account's auth token over PUBLIC_URL + path and the sorted parameters; anything else is a
 * 403). The pre-event `onMessageAdd` refuses (403) a shopper's message to a closed Lux chat. On
 * the post-event `onMessageAdded`, a shopper's message sent through the SDK is stored here as a
 * client message, once per Twilio message sid (Twilio retries deliveries), then published and
 * answered by the simulated stylist as a message sent here would be: the features that read the
 * chat (turn-taking, notes, unread counts, the inbox) see it. Messages by `stylist:*` (the
 * mirror's, a real stylist's), by anyone but the conversation's shopper, and other events are
 * acknowledged and left alone. A reply's `reply_to` (a Twilio sid) becomes the stored message's
 * id it names.
 */
export const twilioWebhookRoutes = (deps: AppDeps, bus: ChatBus, stylist: SimulatedStylist) => {
  const { db, config, log } = deps;
  return new Hono<AppEnv>().post(TWILIO_WEBHOOK_PATH, async (c) => {
    if (!config.vendors.twilio) throw notFound('That endpoint');
    const authToken = config.twilio.authToken;
    const signature = c.req.header('x-twilio-signature');
    if (!authToken || !signature) throw badSignature();
    const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const { pathname, search } = new URL(c.req.url);
    const url = `${config.publicUrl}${pathname}${search}`;
    if (!twilio.validateRequest(authToken, signature, url, params)) {
      // Every delivery refused at once: PUBLIC_URL or TWILIO_AUTH_TOKEN is not what Twilio uses.
      log({ event: 'chat.twilio_webhook_bad_signature', url });
      throw badSignature();
    }

    const acknowledged = () => c.body(null, 200);
    const { EventType, ConversationSid, MessageSid, Author } = params;
    if (EventType === 'onMessageAdd') {
      // The pre-event webhook: Twilio adds the message only when this answers 200, so a
      // shopper's message to a closed Lux chat is refused as the gateway refuses it.
      if (!ConversationSid || !Author || Author.startsWith('stylist:')) return acknowledged();
      const reason = await closedChatReason(db, ConversationSid);
      return reason ? c.json({ code: 'chat_closed', message: reason }, 403) : acknowledged();
    }
    if (EventType !== 'onMessageAdded' || !ConversationSid || !MessageSid || !Author) {
      return acknowledged();
    }
    if (Author.startsWith('stylist:')) return acknowledged();
    const [channel] = await db
      .select()
      .from(chatChannels)
      .where(eq(chatChannels.sid, ConversationSid))
      .limit(1);
    if (!channel) {
      log({ event: 'chat.twilio_webhook_unknown_conversation', conversationSid: ConversationSid });
      return acknowledged();
    }
    if (Author !== shopperIdentity(channel.clientId)) return acknowledged();

    const attributes = objectIn(params.Attributes);
    const replyTo = stringIn(attributes.reply_to);
    const target = replyTo ? await storedMessageFor(db, channel.sid, replyTo) : null;
    const stored: TwilioMessageAttributes = { twilio_sid: MessageSid };
    if (replyTo) stored.reply_to = target?.id ?? replyTo;
    const mediaSid = firstMediaSid(params.Media);
    await postClientMessage({ db, bus, stylist }, channel.sid, {
      id: MessageSid,
      // A picture's bytes stay in Twilio; the stored message names its media.
      type: mediaSid === null ? 'text' : 'picture',
      content: mediaSid === null ? withoutControls(params.Body ?? '') : `twilio-media:${mediaSid}`,
      clientKey: stringIn(attributes.client_key),
      attributes: stored,
    });
    return acknowledged();
  });
};
