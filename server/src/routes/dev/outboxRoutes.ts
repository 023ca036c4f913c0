import { Hono } from 'hono';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outboxEmails } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../http/appEnv';
import { readQuery } from '../../http/validate';

const querySchema = z.object({ to: z.string().optional() });

/** GET /api/dev/outbox?to=: the e-mails the server "sent", newest first (development only). */
export const outboxRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get('/dev/outbox', async (c) => {
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
        kind: row.kind,
        created: row.createdAt.toISOString(),
      })),
    });
  });
