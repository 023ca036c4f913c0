import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens';
import { billingPortalLinks, stylingSessions, users } from '../../db/schema';
import { createCheckoutSession } from '../../services/payments';
import { bookAndPay, payLocally, stylistWhere, type Shopper } from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const portalLink = async (shopper: Shopper, returnUrl?: string) => {
  const query = returnUrl === undefined ? '' : `?returnUrl=${encodeURIComponent(returnUrl)}`;
  const response = await t.app.request(
    `/gateway/user/${shopper.userId}/billing-portal${query}`,
    send('GET', undefined, shopper.token),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
};

const open = async (url: string) => {
  const response = await t.app.request(new URL(url).pathname);
  return { response, html: await response.text() };
};

describe('GET /user/{uid}/billing-portal (local)', () => {
  it('hands out a link to the local page, stored hashed, valid for an hour', async () => {
    const ada = await signUp(t.app);
    const url = await portalLink(ada, 'http://localhost:3000/app/settings');
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/billing-portal\/[\w-]{40,}$/);
    const token = url.split('/').at(-1)!;
    const [link] = await t.db
      .select()
      .from(billingPortalLinks)
      .where(eq(billingPortalLinks.tokenHash, hashToken(token)));
    expect(link).toMatchObject({
      userId: ada.userId,
      returnUrl: 'http://localhost:3000/app/settings',
    });
    const ttl = link!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('answers only its owner', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const path = `/gateway/user/${ada.userId}/billing-portal`;
    expect((await t.app.request(path, send('GET'))).status).toBe(401);
    expect((await t.app.request(path, send('GET', undefined, eve.token))).status).toBe(403);
  });
});

describe('GET /api/billing-portal/{token}', () => {
  it("lists only the owner's payments and memberships, with a way back into the app", async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const stylist = await stylistWhere(t);
    await bookAndPay(t, ada, { stylistUuid: stylist.id, plan: 'mini' });
    await bookAndPay(t, eve, { stylistUuid: stylist.id, plan: 'lux' });

    const { response, html } = await open(
      await portalLink(ada, 'http://localhost:3000/app/thank-you?requestId=1&x=<b>'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<h1>Billing</h1>');
    expect(html).toContain(`Mini styling session with ${stylist.firstName} ${stylist.lastName}`);
    expect(html).toContain('$60');
    expect(html).toContain('Card ending in 4242');
    expect(html).not.toContain('Lux styling session');
    expect(html).not.toContain('$550');
    expect(html).toContain('You have no memberships.');
    expect(html).toContain(
      '<a href="http://localhost:3000/app/thank-you?requestId=1&amp;x=%3Cb%3E">Return to Lookwright</a>',
    );
  });

  it('shows a membership with its trial end and next charge, and cancels it', async () => {
    const ada = await signUp(t.app);
    const stylist = await stylistWhere(t);
    const { requestId } = await bookAndPay(t, ada, {
      stylistUuid: stylist.id,
      plan: 'major',
      type: 'subscription',
    });
    const url = await portalLink(ada);
    const { html } = await open(url);
    expect(html).toContain(`Major monthly membership with ${stylist.firstName}`);
    expect(html).toContain('<dt>Status</dt><dd>Free trial</dd>');
    expect(html).toMatch(/<dt>Trial ends<\/dt><dd>[A-Z][a-z]+ \d{1,2}, \d{4}<\/dd>/);
    expect(html).toMatch(/<dt>Next charge<\/dt><dd>\$117 on [A-Z][a-z]+ \d{1,2}, \d{4}<\/dd>/);
    expect(html).toContain('(card check for the free trial: nothing charged)');
    expect(html).toContain('$0');
    // No returnUrl: back to the app's start.
    expect(html).toContain('<a href="http://localhost:3000/app/">Return to Lookwright</a>');

    const token = new URL(url).pathname.split('/').at(-1)!;
    const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
    expect(action).toBe(`${token}/memberships/${requestId}/cancel`);
    const cancel = await t.app.request(`/api/billing-portal/${action}`, { method: 'POST' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`/api/billing-portal/${token}`);
    const [session] = await t.db
      .select()
      .from(stylingSessions)
      .where(eq(stylingSessions.id, requestId));
    expect(session?.cancelAtPeriodEnd).toBe(true);
    const after = (await open(url)).html;
    expect(after).toMatch(/<dt>Next charge<\/dt><dd>None\. Your membership ends on /);
    expect(after).not.toContain('<form');
  });

  it("cannot cancel another user's membership with one's own link", async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    const { requestId } = await bookAndPay(t, ada, {
      stylistUuid: (await stylistWhere(t)).id,
      plan: 'mini',
      type: 'subscription',
    });
    const token = new URL(await portalLink(eve)).pathname.split('/').at(-1)!;
    await t.app.request(`/api/billing-portal/${token}/memberships/${requestId}/cancel`, {
      method: 'POST',
    });
    const [session] = await t.db
      .select()
      .from(stylingSessions)
      .where(eq(stylingSessions.id, requestId));
    expect(session?.cancelAtPeriodEnd).toBe(false);
  });

  it('escapes text from the data', async () => {
    const ada = await signUp(t.app);
    await t.db
      .update(users)
      .set({ firstName: '<script>alert("x")</script>', lastName: "O'Brien & co" })
      .where(eq(users.id, ada.userId));
    const { secret } = await createCheckoutSession(t.db, {
      userId: ada.userId,
      kind: 'gift_card',
      description: 'Gift card for <img src=x onerror=alert(1)>',
      amountCents: 13050,
      returnUrl: 'http://localhost:3000/app/gift-cards/confirmation',
    });
    expect((await payLocally(t, secret)).status).toBe(200);
    const { html } = await open(await portalLink(ada));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; co',
    );
    expect(html).toContain('Gift card for &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('$130.50');
  });

  it.each([
    ['a foreign origin', 'https://evil.example/app/'],
    ['a backslash path', '/\\evil.example'],
    ['a path outside the app', 'http://localhost:3000/api/dev/outbox'],
  ])('links back to /app/ instead of %s', async (_, returnUrl) => {
    const ada = await signUp(t.app);
    const { html } = await open(await portalLink(ada, returnUrl));
    expect(html).toContain('<a href="http://localhost:3000/app/">Return to Lookwright</a>');
    expect(html).not.toContain('evil.example');
  });

  it('answers an unknown or expired link with a 404 page', async () => {
    const ada = await signUp(t.app);
    const url = await portalLink(ada);
    await t.db
      .update(billingPortalLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(billingPortalLinks.userId, ada.userId));
    for (const path of [new URL(url).pathname, '/api/billing-portal/nope']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('This billing link has expired');
    }
  });
});
