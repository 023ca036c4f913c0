import { http, HttpResponse } from 'msw';
import { gatewayUrl } from './apiUrls';
import { server } from './server';

/** A message as the reference chat streams it. */
export type StreamedMessage = {
  sid: string;
  channel_sid: string;
  sender: 'client' | 'stylist';
  type?: string;
  content: string;
  created: string;
};

const encoder = new TextEncoder();

/**
 * Serves the shopper's live stream (`GET chat/stream`) as the reference chat does: `ready`, then
 * what `say` sends, as it is sent. `opened` resolves once a client is listening.
 */
export const serveChatStream = () => {
  const listening = new Set<ReadableStreamDefaultController<Uint8Array>>();
  let opened: () => void = () => {};
  const stream = {
    opened: new Promise<void>((resolve) => (opened = resolve)),
    say: (message: StreamedMessage) => {
      const data = JSON.stringify({ type: 'text', attributes: {}, client_key: null, ...message });
      const event = encoder.encode(`event: message\nid: ${message.sid}\ndata: ${data}\n\n`);
      for (const controller of listening) controller.enqueue(event);
    },
  };
  server.use(
    http.get(gatewayUrl('chat/stream'), ({ request }) => {
      const position = request.headers.get('last-event-id') ?? '0';
      let self: ReadableStreamDefaultController<Uint8Array> | null = null;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          self = controller;
          listening.add(controller);
          controller.enqueue(encoder.encode(`event: ready\nid: ${position}\ndata: {}\n\n`));
          opened();
        },
        cancel() {
          if (self) listening.delete(self);
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return stream;
};
