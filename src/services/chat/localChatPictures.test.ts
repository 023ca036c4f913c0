import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn } from '@/api/authSlice';
import { createGatewayRequest } from '@/api/gatewayRequest';
import { makeStore } from '@/app/store';
import { gatewayUrl } from '@/testing/apiUrls';
import { server } from '@/testing/server';
import { fromServerMessage } from './fromServerMessage';
import { createLocalChatClient } from './localChat';
import type { ChatClient } from './chatTypes';

const SID = 'CH1';
const PICTURE = `chat/channels/${SID}/pictures/p1`;

const pictureMessage = (variants?: { width: number; url: string }[]) =>
  fromServerMessage({
    sid: 'm1',
    sender: 'client',
    type: 'picture',
    content: PICTURE,
    attributes: variants ? { picture_variants: variants } : {},
    created: '2026-01-01T00:00:00.000Z',
  });

const VARIANTS = [
  { width: 520, url: `${PICTURE}.w520.webp` },
  { width: 260, url: `${PICTURE}.w260.webp` },
];

/** Serves the picture and its variants, and records which were asked for (with the token). */
const servePictures = () => {
  const asked: string[] = [];
  server.use(
    http.get(gatewayUrl(`chat/channels/${SID}/pictures/:file`), ({ params, request }) => {
      asked.push(`${String(params.file)} ${request.headers.get('token')}`);
      return HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer, {
        headers: { 'content-type': 'image/webp' },
      });
    }),
  );
  return asked;
};

let client: ChatClient | null = null;
afterEach(() => client?.shutdown());

const openChannel = async () => {
  const store = makeStore();
  store.dispatch(signedIn({ apiToken: 'token-1', userId: 'user-1' }));
  client = createLocalChatClient({
    userId: 'user-1',
    gateway: createGatewayRequest(store),
    chatToken: () => Promise.resolve(''),
  });
  return client.openChannel(SID, { onMessage: () => {}, onConnection: () => {} });
};

describe('chat pictures on the reference server', () => {
  it('reads a picture message’s sized variants, narrowest first', () => {
    expect(pictureMessage(VARIANTS).pictureVariants).toEqual([...VARIANTS].reverse());
    expect(pictureMessage().pictureVariants).toEqual([]);
  });

  it('loads the narrowest variant as wide as the bubble needs, with the shopper’s token', async () => {
    const asked = servePictures();
    const channel = await openChannel();
    const message = pictureMessage(VARIANTS);
    expect(await channel.pictureUrl(message, 260)).toMatch(/^blob:/);
    await channel.pictureUrl(message, 520);
    await channel.pictureUrl(message, 780);
    expect(asked).toEqual(['p1.w260.webp token-1', 'p1.w520.webp token-1', 'p1.w520.webp token-1']);
  });

  it('loads the picture itself when it has no variants (one sent before them)', async () => {
    const asked = servePictures();
    const channel = await openChannel();
    await channel.pictureUrl(pictureMessage(), 520);
    expect(asked).toEqual(['p1 token-1']);
  });
});
