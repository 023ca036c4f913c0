import { describe, expect, it } from 'vitest';
import { startServer } from './server';
import { send, testConfig } from './testing/testApp';
import { createTestDb } from './testing/testDatabase';

describe('startServer', () => {
  it('on close ends open chat streams with `closing`, finishes and stops listening', async () => {
    const database = await createTestDb();
    const logs: Record<string, unknown>[] = [];
    const { port, close } = await startServer(
      testConfig({ port: 0 }),
      (entry) => logs.push(entry),
      { database },
    );
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const signUp = await fetch(
      `${base}/gateway/signup/email`,
      send('POST', {
        email: `shutdown-${Date.now()}@example.com`,
        full_name: 'Ada Lovelace',
        password: 'secret123',
        client: 'web',
      }),
    );
    const shopper = (await signUp.json()) as { token: string; user_uuid: string };
    const [stylist] = await database.db.query.stylists.findMany({ limit: 1 });
    const channel = await fetch(
      `${base}/gateway/twilio/channel`,
      send('POST', { client_uuid: shopper.user_uuid, stylist_uuid: stylist!.id }, shopper.token),
    );
    const { sid } = (await channel.json()) as { sid: string };

    const stream = await fetch(`${base}/gateway/chat/channels/${sid}/stream`, {
      headers: { token: shopper.token },
    });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    let ended = false;
    const readUntil = async (text: string) => {
      while (!received.includes(text) && !ended) {
        const { value, done } = await reader.read();
        ended = done;
        if (value) received += decoder.decode(value);
      }
    };
    await readUntil('event: ready');

    const started = Date.now();
    await close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await readUntil('never sent');
    expect(received).toContain('event: closing');
    expect(received).toContain('retry: 1000');
    expect(ended).toBe(true);
    expect(logs).toContainEqual({ event: 'server.stopped' });
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
