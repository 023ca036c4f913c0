import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/authMiddleware';
import { issueToken } from '../../auth/tokens';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { forbidden } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { mintConversationsToken } from '../../services/twilio/conversationsToken';
import { shopperIdentity } from '../../services/twilio/twilioChannels';

const querySchema = z.object({ user_uuid: z.string().min(1) });

/**
 * `GET token` (second root): a chat token with the configured lifetime. With chat on Twilio it
 * is a Twilio access token for the shopper's identity; else the reference chat's own token.
 */
export const chatTokenRoutes = ({ db, config }: AppDeps) =>
  new Hono<AppEnv>().get('/token', requireUser, async (c) => {
    const user = currentUser(c);
    const { user_uuid: userId } = readQuery(c, querySchema);
    if (userId !== user.id) throw forbidden();
    const { token, expiresAt } = config.vendors.twilio
      ? mintConversationsToken(config, shopperIdentity(user.id))
      : await issueToken(db, user.id, 'chat', config.chatTokenTtlSeconds);
    return c.json({ token, expires_at: expiresAt.toISOString(), ttl: config.chatTokenTtlSeconds });
  });
