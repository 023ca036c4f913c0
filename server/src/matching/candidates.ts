import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stylistTags, stylists, tags } from '../db/schema';
import type { StylistProfile } from './matching';

/**
 * The stylists a shopper of this department can be matched with (approved, active, not a bot,
 * dressing her department or both), with their style and expertise tag names.
 */
export const matchCandidates = async (
  db: Db,
  gender: 'female' | 'male',
): Promise<StylistProfile[]> => {
  const rows = await db
    .select({ id: stylists.id, firstName: stylists.firstName, department: stylists.department })
    .from(stylists)
    .where(
      and(
        eq(stylists.isApproved, true),
        eq(stylists.isActive, true),
        eq(stylists.isBot, false),
        inArray(stylists.department, [gender, 'both']),
      ),
    )
    .orderBy(stylists.id);
  if (!rows.length) return [];
  const tagRows = await db
    .select({ stylistId: stylistTags.stylistId, name: tags.name, kind: tags.kind })
    .from(stylistTags)
    .innerJoin(tags, eq(tags.id, stylistTags.tagId))
    .where(
      inArray(
        stylistTags.stylistId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(tags.position, tags.name);
  return rows.map((row) => {
    const own = tagRows.filter((tag) => tag.stylistId === row.id);
    return {
      ...row,
      styleTags: own.filter((tag) => tag.kind === 'style').map((tag) => tag.name),
      expertiseTags: own.filter((tag) => tag.kind === 'expertise').map((tag) => tag.name),
    };
  });
};
