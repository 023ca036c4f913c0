import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

/** One request Twilio's stand-in received. */
export type TwilioRequest = {
  method: string;
  path: string;
  /** The form body, decoded. */
  form: Record<string, string>;
  /** The Basic credentials, decoded: `user:password`. */
  basicAuth: string | null;
};

type Conversation = { sid: string; uniqueName: string; attributes: string };

/** A message the stand-in holds, as Twilio answers it. */
export type StandInMessage = {
  sid: string;
  conversation_sid: string;
  author: string;
  body: string;
  attributes: string;
  index: number;
  date_created: string;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const hex = (n: number) => n.toString(16).padStart(32, '0');

/**
 * A local stand-in for Twilio's Conversations API (the service-scoped conversations and
 * participants), answering as Twilio does: JSON resources with their sids, 409 with Twilio's
 * codes for a unique name or a participant that is there already, 404 for an unknown one. It
 * records every request; `failNext` refuses the next one. Messages are kept per conversation
 * (`messages`); `addMessage` puts one there as a shopper's SDK would. `httpClient` is the twilio library's request client with Twilio's
 * address rewritten to this server's.
 */
export const startTwilioStandIn = async () => {
  const requests: TwilioRequest[] = [];
  const conversations = new Map<string, Conversation>();
  const participants = new Map<string, Set<string>>();
  /** Each conversation's messages, oldest first. */
  const messages = new Map<string, StandInMessage[]>();
  let counter = 0;
  /** What the next request is refused with, as Twilio refuses (once). */
  const control: { failNext: { status: number; code: number; message: string } | null } = {
    failNext: null,
  };

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const present = (serviceSid: string, c: Conversation) => ({
    sid: c.sid,
    chat_service_sid: serviceSid,
    unique_name: c.uniqueName,
    attributes: c.attributes,
    state: 'active',
  });
  const find = (key: string) =>
    conversations.get(key) ?? [...conversations.values()].find((c) => c.uniqueName === key);

  /** Stores a message in a conversation, as Twilio does (a new IM sid, the next index). */
  const addMessage = (
    conversationSid: string,
    message: { author: string; body: string; attributes: string },
  ) => {
    const held = messages.get(conversationSid) ?? [];
    messages.set(conversationSid, held);
    const stored: StandInMessage = {
      sid: `IM${hex((counter += 1))}`,
      conversation_sid: conversationSid,
      ...message,
      index: held.length,
      date_created: new Date().toISOString(),
    };
    held.push(stored);
    return stored;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const auth = request.headers.authorization;
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        form,
        basicAuth: auth?.startsWith('Basic ')
          ? Buffer.from(auth.slice(6), 'base64').toString('utf8')
          : null,
      });
      if (control.failNext) {
        const { status, ...error } = control.failNext;
        control.failNext = null;
        return answer(response, status, { ...error, status });
      }
      const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      // v1 Services {service} Conversations [{conversation} [Participants]]
      const [, , serviceSid = '', , key, sub] = parts;
      if (parts.length === 4 && request.method === 'POST') {
        const uniqueName = form.UniqueName ?? '';
        if (uniqueName && find(uniqueName)) {
          return answer(response, 409, {
            code: 50353,
            message: 'Conversation with provided unique name already exists',
            status: 409,
          });
        }
        const conversation = {
          sid: `CH${hex((counter += 1))}`,
          uniqueName,
          attributes: form.Attributes ?? '{}',
        };
        conversations.set(conversation.sid, conversation);
        return answer(response, 201, present(serviceSid, conversation));
      }
      const conversation = key ? find(key) : undefined;
      if (!conversation) {
        return answer(response, 404, {
          code: 20404,
          message: 'The requested resource was not found',
          status: 404,
        });
      }
      if (parts.length === 5 && request.method === 'GET') {
        return answer(response, 200, present(serviceSid, conversation));
      }
      if (parts.length === 6 && sub === 'Participants' && request.method === 'POST') {
        const identities = participants.get(conversation.sid) ?? new Set<string>();
        participants.set(conversation.sid, identities);
        const identity = form.Identity ?? '';
        if (identities.has(identity)) {
          return answer(response, 409, {
            code: 50433,
            message: 'Participant already exists',
            status: 409,
          });
        }
        identities.add(identity);
        return answer(response, 201, {
          sid: `MB${hex((counter += 1))}`,
          conversation_sid: conversation.sid,
          identity,
        });
      }
      const held = messages.get(conversation.sid) ?? [];
      messages.set(conversation.sid, held);
      if (parts.length === 6 && sub === 'Messages' && request.method === 'POST') {
        return answer(
          response,
          201,
          addMessage(conversation.sid, {
            author: form.Author ?? 'system',
            body: form.Body ?? '',
            attributes: form.Attributes ?? '{}',
          }),
        );
      }
      if (parts.length === 6 && sub === 'Messages' && request.method === 'GET') {
        const order = url.searchParams.get('Order') ?? 'asc';
        const size = Number(url.searchParams.get('PageSize') ?? 50);
        const listed = (order === 'desc' ? [...held].reverse() : held).slice(0, size);
        return answer(response, 200, {
          messages: listed,
          meta: { page: 0, page_size: size, key: 'messages', next_page_url: null },
        });
      }
      if (parts.length === 7 && sub === 'Messages' && request.method === 'GET') {
        const message = held.find((m) => m.sid === parts[6]);
        if (message) return answer(response, 200, message);
        return answer(response, 404, {
          code: 20404,
          message: 'The requested resource was not found',
          status: 404,
        });
      }
      return answer(response, 405, { code: 20004, message: 'Method not allowed', status: 405 });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The library's request client, sending what it meant for conversations.twilio.com here. */
  class StandInRequestClient extends twilio.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      return super.request({
        ...opts,
        uri: opts.uri.replace('https://conversations.twilio.com', origin),
      });
    }
  }

  return Object.assign(control, {
    origin,
    requests,
    participants,
    messages,
    addMessage,
    httpClient: new StandInRequestClient(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
};

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
