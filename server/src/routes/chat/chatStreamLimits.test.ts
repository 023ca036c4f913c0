import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stylists } from '../../db/schema';
import { createTestApp, send, signUp, type TestApp } from '../../testing/testApp';

let t: TestApp;
let stylistId: string;

beforeEach(async () => {
  t = await createTestApp({ liveStreamsPerUser: 2, liveStreamsTotal: 3 });
  const [stylist] = await t.db.select({ id: stylists.id }).from(stylists).limit(1);
  stylistId = stylist!.id;
});
afterEach(() => t.close());

type Shopper = Awaited<ReturnType<typeof signUp>>;

const channelOf = async (shopper: Shopper) => {
  const response = await t.app.request(
    '/gateway/twilio/channel',
    send('POST', { client_uuid: shopper.userId, stylist_uuid: stylistId }, shopper.token),
  );
  return ((await response.json()) as { sid: string }).sid;
};

const openStream = async (shopper: Shopper, sid: string) =>
  t.app.request(`/gateway/chat/channels/${sid}/stream`, { headers: { token: shopper.token } });

/** An open stream, read until it says it is listening; `close()` ends it as a browser would. */
const liveStream = async (shopper: Shopper, sid: string) => {
  const response = await openStream(shopper, sid);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let received = '';
  while (!received.includes('event: ready')) {
    const { value, done } = await reader.read();
    if (done) break;
    received += new TextDecoder().decode(value);
  }
  return { close: () => reader.cancel() };
};

/** Asks until the answer is no longer `status` (a closed stream frees its slot as it ends). */
const eventually = async (ask: () => Promise<Response>, status: number) => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await ask();
    if (response.status !== status) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return ask();
};

describe('live chat streams are capped', () => {
  it('answers 429 with Retry-After past a shopper’s streams, and frees the slot when one ends', async () => {
    const ada = await signUp(t.app);
    const sid = await channelOf(ada);
    const first = await liveStream(ada, sid);
    const second = await liveStream(ada, sid);

    const refused = await openStream(ada, sid);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ code: 'too_many_streams' });

    await first.close();
    const again = await eventually(async () => openStream(ada, sid), 429);
    expect(again.status).toBe(200);
    await again.body?.cancel();
    await second.close();
  });

  it('answers 503 with Retry-After past the server’s streams, whoever asks', async () => {
    const [ada, ben, cleo] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const adaSid = await channelOf(ada);
    const benSid = await channelOf(ben);
    const open = [
      await liveStream(ada, adaSid),
      await liveStream(ada, adaSid),
      await liveStream(ben, benSid),
    ];

    const refused = await openStream(cleo, await channelOf(cleo));
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ code: 'server_busy' });

    await open[2]!.close();
    const again = await eventually(async () => openStream(ben, benSid), 503);
    expect(again.status).toBe(200);
    await again.body?.cancel();
    for (const stream of open.slice(0, 2)) await stream.close();
  });
});
