import { timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outboxEmails } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { HttpError } from '../../http/errors';
import { isLoopbackAddress } from '../../http/loopback';
import { readQuery } from '../../http/validate';

const querySchema = z.object({ to: z.string().optional() });

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** Headers a reverse proxy adds: a request with one came from elsewhere, whatever its socket. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Only the operator reads the outbox: a program on this machine that did not come through a
 * proxy, or anyone holding DEV_OUTBOX_SECRET. Everyone else is told there is no such endpoint,
 * as if it were off.
 */
const operatorOnly =
  (secret: string | null): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const address = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? '';
    const local = isLoopbackAddress(address) && PROXY_HEADERS.every((name) => !c.req.header(name));
    if (!(secret && bearer ? sameSecret(bearer, secret) : local)) {
      throw new HttpError(404, 'There is no such API endpoint.', 'no_such_endpoint');
    }
    await next();
  };

/**
 * GET /api/dev/outbox?to=: the e-mails the server wrote, newest first, each with its delivery
 * status (queued, sent, failed: without SMTP_URL they stay queued). Mounted only with
 * DEV_OUTBOX=true on a PUBLIC_URL of this machine (../../env.ts), and for the operator only.
 */
export const outboxRoutes = ({ db, config }: AppDeps) =>
  new Hono<AppEnv>().get('/dev/outbox', operatorOnly(config.devOutboxSecret), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { to } = readQuery(c, querySchema);
    const rows = await db
      .select()
      .from(outboxEmails)
      .where(to ? eq(sql`lower(${outboxEmails.toEmail})`, to.toLowerCase()) : undefined)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(50);
    return c.json({
      items: rows.map((row) => ({
        id: row.id,
        to: row.toEmail,
        subject: row.subject,
        text: row.bodyText,
        html: row.bodyHtml,
        kind: row.kind,
        created: row.createdAt.toISOString(),
        // Where the sender is with it (../../services/email/drainOutbox.ts).
        status: row.status,
        attempts: row.attempts,
        sent: row.sentAt?.toISOString() ?? null,
        nextAttempt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
        lastError: row.lastError,
      })),
    });
  });
