import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stylingSessions } from '../../db/schema';

/** The user's active styling session (with this stylist, when given), or null. */
export const activeSession = async (db: Db, userId: string, stylistId?: string) =>
  (
    await db
      .select({ id: stylingSessions.id })
      .from(stylingSessions)
      .where(
        and(
          eq(stylingSessions.userId, userId),
          eq(stylingSessions.status, 'active'),
          stylistId ? eq(stylingSessions.stylistId, stylistId) : undefined,
        ),
      )
      .limit(1)
  )[0] ?? null;
