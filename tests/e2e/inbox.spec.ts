import type { APIRequestContext } from '@playwright/test';
import { checkAccessibility, expect, signedInAs, tabThroughMain, test, visit } from './fixtures';

type Stylist = { uuid: string; name: string; is_active: boolean; is_bot: boolean };

/** Opens a conversation with a seeded stylist through the API, as the Contact modal does. */
const contactStylist = async (
  request: APIRequestContext,
  shopper: { token: string; userId: string },
  text: string,
) => {
  const list = await request.get('/gateway/proxy/stylist/readAll?count=30');
  const { items } = (await list.json()) as { items: Stylist[] };
  const stylist = items.find((item) => item.is_active && !item.is_bot)!;
  const channel = await request.post('/gateway/twilio/channel', {
    headers: { token: shopper.token },
    data: { client_uuid: shopper.userId, stylist_uuid: stylist.uuid },
  });
  const { sid } = (await channel.json()) as { sid: string };
  const sent = await request.post(`/gateway/chat/channels/${sid}/messages`, {
    headers: { token: shopper.token },
    data: { content: text },
  });
  expect(sent.ok()).toBe(true);
  return { ...stylist, sid };
};

/** Who wrote the shopper's latest conversation's last message, as the inbox API says. */
const lastSender = async (
  request: APIRequestContext,
  shopper: { token: string; userId: string },
) => {
  const inbox = await request.get(`/gateway/proxy/user/${shopper.userId}/inbox`, {
    headers: { token: shopper.token },
  });
  const { items } = (await inbox.json()) as { items: { last_message: { sender: string } }[] };
  return items[0]?.last_message.sender;
};

// The mobile and desktop projects run each journey at 375 px and at 1440 px.
test('the inbox: empty, then the conversation a message started', async ({ page, request }) => {
  const shopper = await signedInAs(page, request, 'inbox');
  await visit(page, '/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Find your stylist' }).click();
  await expect(page).toHaveURL(/\/app\/stylistSearch$/);

  const stylist = await contactStylist(request, shopper, 'Hello! Can you dress me for work?');
  // The stylist (simulated on the reference server) answers a moment later.
  await expect.poll(() => lastSender(request, shopper)).toBe('stylist');
  await visit(page, '/inbox');
  const row = page.getByRole('article', { name: stylist.name });
  await expect(row.getByText(/Thanks so much for your message/)).toBeVisible();
  await expect(row.getByText('Just now')).toBeVisible();
  // The stylist spoke last: the talk button says Reply.
  await expect(row.getByRole('link', { name: `Reply to ${stylist.name}` })).toHaveAttribute(
    'href',
    `/app/chat/${stylist.uuid}/${shopper.userId}`,
  );
  await row.getByRole('link', { name: `Book ${stylist.name}` }).click();
  await expect(page).toHaveURL(/\/app\/match\/plans\?booking=/);
});

test('keyboard only: every control of the inbox in reading order, and accessible', async ({
  page,
  request,
}) => {
  const shopper = await signedInAs(page, request, 'inbox-keys');
  const stylist = await contactStylist(request, shopper, 'Hi there');
  await visit(page, '/inbox');
  await expect(page.getByRole('article', { name: stylist.name })).toBeVisible();
  const { unreached, inReadingOrder } = await tabThroughMain(page);
  expect(unreached).toEqual([]);
  expect(inReadingOrder).toBe(true);
  await checkAccessibility(page);
});

test('the inbox is live: a new message shows without a reload, counted in the header until read', async ({
  page,
  request,
}) => {
  const shopper = await signedInAs(page, request, 'inbox-live');
  const stylist = await contactStylist(request, shopper, 'Hello! Can you dress me for work?');
  await expect.poll(() => lastSender(request, shopper)).toBe('stylist');
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await visit(page, '/inbox');
  const header = page.getByRole('banner');
  const row = page.getByRole('article', { name: stylist.name });
  await expect(row.getByText(/Thanks so much for your message/)).toBeVisible();
  await expect(row.getByText('1 unread')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Inbox, 1 unread' })).toBeVisible();

  // The shopper sits on /inbox and writes from another device; the stylist answers a moment
  // later. Both arrive over the chat connection: the page is never reloaded.
  const sent = await request.post(`/gateway/chat/channels/${stylist.sid}/messages`, {
    headers: { token: shopper.token },
    data: { content: 'And shoes for the office?' },
  });
  expect(sent.ok()).toBe(true);
  await expect(row.getByText('2 unread')).toBeVisible();
  await expect(row.getByText(/Thanks so much for your message/)).toBeVisible();
  await expect(row.getByText('Just now')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Inbox, 2 unread' })).toBeVisible();
  expect(loads).toBe(1);

  // Opening the chat reads it: back in the inbox, nothing is unread.
  await row.getByRole('link', { name: `Reply to ${stylist.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  const inbox = header.getByRole('link', { name: 'Inbox', exact: true });
  await expect(inbox).toBeVisible();
  await inbox.click();
  await expect(page).toHaveURL(/\/app\/inbox$/);
  await expect(row.getByText(/unread/)).toHaveCount(0);
  await expect(header.getByRole('link', { name: /^Inbox, \d+ unread$/ })).toHaveCount(0);
  expect(loads).toBe(1);
});
