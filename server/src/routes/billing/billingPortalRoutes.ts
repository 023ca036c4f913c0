import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import { hashToken } from '../../auth/tokens';
import { billingPortalLinks } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { parseAppUrl, siteBaseUrl, siteOrigins } from '../../http/appUrl';
import { readQuery } from '../../http/validate';
import type { PaymentsProvider } from '../../services/paymentsProvider';

/** A local billing link works for an hour. */
export const PORTAL_LINK_TTL_MS = 60 * 60 * 1000;

const portalQuerySchema = z.object({ returnUrl: z.string().max(2000).optional() });

/**
 * `GET /user/{uid}/billing-portal?returnUrl=` (gateway, owner only) → `{ url }`: Stripe's
 * billing portal for a user with a Stripe customer, else a link (random, stored hashed, valid
 * an hour) to the reference server's own page. A return URL outside the app becomes `/app/`.
 */
export const billingPortalRoutes = ({ db, config }: AppDeps, payments: PaymentsProvider) =>
  new Hono<AppEnv>().get('/user/:uid/billing-portal', ownUser(), async (c) => {
    const user = currentUser(c);
    const { returnUrl } = readQuery(c, portalQuerySchema);
    const base = siteBaseUrl(config);
    const back = (returnUrl && parseAppUrl(returnUrl, siteOrigins(config))?.href) ?? `${base}/app/`;

    const providerUrl = await payments.billingPortalUrl(user, back);
    if (providerUrl) return c.json({ url: providerUrl });

    const token = randomBytes(32).toString('base64url');
    await db.insert(billingPortalLinks).values({
      id: randomUUID(),
      tokenHash: hashToken(token),
      userId: user.id,
      returnUrl: back,
      expiresAt: new Date(Date.now() + PORTAL_LINK_TTL_MS),
    });
    return c.json({ url: `${base}/api/billing-portal/${token}` });
  });
