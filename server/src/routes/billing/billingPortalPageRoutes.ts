import { Hono, type Context } from 'hono';
import { and, desc, eq, gt } from 'drizzle-orm';
import { PLANS, isPlanId } from '@shared/plans';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import {
  billingPortalLinks,
  charges,
  checkoutSessions,
  stylingSessions,
  stylists,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { parseAppUrl, siteOrigins } from '../../http/appUrl';
import { HttpError } from '../../http/errors';
import { settleLocalMemberships } from '../../services/membership/localMembershipBilling';
import { setMembershipCancelled, type MembershipDeps } from '../../services/membership/memberships';
import { PORTAL_CSP, billingPortalPage, expiredPortalPage } from './billingPortalPage';

const PAGE_HEADERS = {
  'content-security-policy': PORTAL_CSP,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'x-robots-tag': 'noindex',
};

/** The link's user, while the link is valid. Filtered by that user from here on. */
const linkFor = async (db: Db, token: string) => {
  const [row] = await db
    .select({ link: billingPortalLinks, user: users })
    .from(billingPortalLinks)
    .innerJoin(users, eq(users.id, billingPortalLinks.userId))
    .where(
      and(
        eq(billingPortalLinks.tokenHash, hashToken(token)),
        gt(billingPortalLinks.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
};

const paymentsOf = (db: Db, userId: string) =>
  db
    .select({
      date: charges.createdAt,
      description: checkoutSessions.description,
      amountCents: charges.amountCents,
      kind: charges.kind,
      cardLast4: charges.cardLast4,
    })
    .from(charges)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, charges.checkoutSessionId))
    .where(eq(checkoutSessions.userId, userId))
    .orderBy(desc(charges.createdAt), desc(charges.id))
    .limit(100);

const membershipsOf = async (db: Db, userId: string, now: Date) => {
  const rows = await db
    .select({ session: stylingSessions, stylist: stylists })
    .from(stylingSessions)
    .innerJoin(stylists, eq(stylists.id, stylingSessions.stylistId))
    .where(and(eq(stylingSessions.userId, userId), eq(stylingSessions.type, 'subscription')))
    .orderBy(desc(stylingSessions.createdAt), desc(stylingSessions.id));
  return rows.map(({ session, stylist }) => {
    const plan = isPlanId(session.plan) ? PLANS[session.plan] : null;
    return {
      id: session.id,
      title: `${plan?.title ?? session.plan} monthly membership with ${stylist.firstName} ${stylist.lastName}`,
      status:
        session.status === 'ended'
          ? ('ended' as const)
          : session.trialEnd && session.trialEnd > now
            ? ('trial' as const)
            : ('active' as const),
      trialEnd: session.trialEnd,
      periodEnd: session.periodEnd,
      monthlyCents: session.totalCents,
      cancelAtPeriodEnd: session.cancelAtPeriodEnd,
      managedByStripe: session.stripeSubscriptionId !== null,
    };
  });
};

const html = (c: Context<AppEnv>, body: string, status: 200 | 404 = 200) =>
  c.html(body, status, PAGE_HEADERS);

/**
 * The reference server's billing page (second root, `GET /api/billing-portal/{token}`): plain,
 * accessible HTML with escaped output, listing only the link owner's payments and memberships,
 * a cancel button per running membership, and the way back into the app.
 */
export const billingPortalPageRoutes = ({ db, config }: AppDeps, memberships: MembershipDeps) =>
  new Hono<AppEnv>()
    .get('/billing-portal/:token', async (c) => {
      const found = await linkFor(db, c.req.param('token'));
      if (!found) return html(c, expiredPortalPage(config.productName), 404);
      const { link, user } = found;
      const now = new Date();
      await settleLocalMemberships(db, { userId: user.id, now });
      const [payments, userMemberships] = await Promise.all([
        paymentsOf(db, user.id),
        membershipsOf(db, user.id, now),
      ]);
      const returnUrl = parseAppUrl(link.returnUrl, siteOrigins(config))?.href ?? '/app/';
      const token = c.req.param('token');
      return html(
        c,
        billingPortalPage({
          productName: config.productName,
          userName: `${user.firstName} ${user.lastName}`.trim(),
          payments,
          memberships: userMemberships,
          returnUrl,
          cancelAction: (id) =>
            `${encodeURIComponent(token)}/memberships/${encodeURIComponent(id)}/cancel`,
        }),
      );
    })
    .post('/billing-portal/:token/memberships/:sessionId/cancel', async (c) => {
      const found = await linkFor(db, c.req.param('token'));
      if (!found) return html(c, expiredPortalPage(config.productName), 404);
      // The Membership tab's cancel (services/membership): another user's or a one-time session
      // changes nothing, and the page shows the memberships as they are.
      await setMembershipCancelled(memberships, {
        userId: found.user.id,
        sessionId: c.req.param('sessionId'),
        cancel: true,
      }).catch((error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
      });
      return c.redirect(c.req.path.replace(/\/memberships\/[^/]+\/cancel$/, ''), 303);
    });
