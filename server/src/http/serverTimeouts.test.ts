import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { send, testConfig } from '../testing/testApp';
import { createTestDb } from '../testing/testDatabase';
import { SERVER_TIMEOUTS } from './serverTimeouts';

/** What a client that sends its headers slowly gets, and after how long. */
const slowHeaders = (port: number) =>
  new Promise<{ answer: string; ms: number }>((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\n'));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () =>
      resolve({ answer: answer.split('\r\n')[0]!, ms: Date.now() - started }),
    );
  });

describe("Node's server time-outs", () => {
  it('are chosen, not left at the defaults', () => {
    expect(SERVER_TIMEOUTS).toEqual({
      headersTimeout: 20_000,
      requestTimeout: 120_000,
      keepAliveTimeout: 65_000,
      connectionsCheckingInterval: 2_000,
    });
    // Node refuses a request time-out below the headers' one; the keep-alive one outlasts a
    // proxy's 60 s idle time-out, so the proxy never reuses a connection the server just closed.
    expect(SERVER_TIMEOUTS.requestTimeout).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersTimeout);
    expect(SERVER_TIMEOUTS.keepAliveTimeout).toBeGreaterThan(60_000);
  });

  it('are those of the started server', async () => {
    const database = await createTestDb();
    const started = await startServer(testConfig({ port: 0 }), () => {}, { database });
    try {
      expect(started.server).toMatchObject({
        headersTimeout: 20_000,
        requestTimeout: 120_000,
        keepAliveTimeout: 65_000,
      });
    } finally {
      await started.close();
    }
  });

  it('end a request whose headers come too slowly, never a chat stream that runs longer', async () => {
    const database = await createTestDb();
    const { port, close } = await startServer(testConfig({ port: 0 }), () => {}, {
      database,
      timeouts: {
        headersTimeout: 300,
        requestTimeout: 600,
        keepAliveTimeout: 65_000,
        connectionsCheckingInterval: 50,
      },
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      const slow = await slowHeaders(port);
      expect(slow.answer).toBe('HTTP/1.1 408 Request Timeout');
      expect(slow.ms).toBeLessThan(2_000);

      const signUp = await fetch(
        `${base}/gateway/signup/email`,
        send('POST', {
          email: `timeouts-${Date.now()}@example.com`,
          full_name: 'Ada Lovelace',
          password: 'secret123',
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
      await reader.read();
      // Well past the request time-out, the stream is still open: nothing ended it.
      const next = reader.read().then(() => 'ended');
      const waited = new Promise((resolve) => setTimeout(() => resolve('open'), 1_500));
      expect(await Promise.race([next, waited])).toBe('open');
      await reader.cancel();
    } finally {
      await close();
    }
  });
});
