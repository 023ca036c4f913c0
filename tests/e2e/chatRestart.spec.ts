import {
  createPostgresDatabase,
  startReferenceServer,
  type ReferenceServer,
} from '../../scripts/referenceServer.mjs';
import { bookableStylist, bookMini, expect, openChat, signedInAs, test } from './fixtures';

/**
 * The server restarts mid-session (as a deploy does) and the chat carries on by itself: it shows
 * that it is reconnecting, comes back live, and no message is lost or shown twice. The journey
 * has a server of its own (the same build and database kind as the others), so restarting it
 * disturbs no other journey.
 */
const journey = test.extend<object, { ownServer: ReferenceServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
    async ({}, provide) => {
      const postgres = process.env.TEST_DATABASE_URL;
      const database = postgres
        ? await createPostgresDatabase(postgres, 'lookwright_restart_')
        : null;
      const server = await startReferenceServer({
        prefix: 'lookwright-restart-',
        databaseUrl: database?.url ?? null,
        workers: database ? 2 : 1,
        env: { STYLIST_DELAY_MS: '200' },
      });
      await provide(server);
      await server.stop();
      await database?.drop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

journey.use({
  // Pages and API calls go to this journey's own server.
  baseURL: async ({ ownServer }, provide) => {
    await provide(ownServer.baseUrl);
  },
  // The browser logs the stream's dropped connection and the refused reconnects while it is down.
  allowedConsoleErrors: [/ERR_|Failed to load resource/],
});

journey.skip(({ isMobile }) => isMobile, 'one restart covers both widths');

journey(
  'the server restarts mid-session and the chat reconnects with nothing lost or doubled',
  async ({ page, request, ownServer }) => {
    journey.setTimeout(120_000);
    const stylist = await bookableStylist(request, 3);
    const { userId, token } = await signedInAs(page, request, 'restart');
    await bookMini(page, stylist);
    await openChat(page, stylist, userId);
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText(`I'm ${stylist.first_name}`)).toHaveCount(1);

    const restarting = ownServer.restart();
    await expect(page.getByRole('status').filter({ hasText: /^Reconnecting…$/ })).toBeVisible();
    await restarting;

    // While the page was away, the shopper wrote from another device.
    const channel = await request.get(`/gateway/proxy/user/${userId}/chat/${stylist.uuid}`, {
      headers: { token },
    });
    const { channel_sid: sid } = (await channel.json()) as { channel_sid: string };
    const sent = await request.post(`/gateway/chat/channels/${sid}/messages`, {
      headers: { token },
      data: { content: 'Written on my phone: tops M, jeans 28, shoes 8, budget $200.' },
    });
    expect(sent.status()).toBe(201);

    await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(log.getByText(/^Written on my phone/)).toHaveCount(1);
    await expect(log.getByRole('button', { name: /^Open Style board 2/ })).toBeVisible();
    await expect(log.getByText(`I'm ${stylist.first_name}`, { exact: false })).toHaveCount(1);

    // And the chat works as before.
    await page.getByRole('textbox', { name: `Message ${stylist.first_name}` }).fill('Love them!');
    await page.keyboard.press('Enter');
    await expect(log.getByText('Love them!')).toHaveCount(1);
  },
);
