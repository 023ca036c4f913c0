import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { StyleData } from '@shared/styleOptions';
import { users } from './accounts';
import { createdAt } from './columns';
import { stylists } from './stylists';

/** The style quiz's results, saved style info, stylist matches, favourites and the waitlist. */

/** Saved style info: the styleData keys but the quiz's (body types and styles). */
export type StoredStylePreferences = Partial<Omit<StyleData, 'tag_uuids' | 'styles'>>;

/** A style rating from the quiz: the mood board's `style` key and 0 (no), 1 (sometimes), 2 (love). */
export type QuizStyleRating = { name: string; rate: 0 | 1 | 2 };

/** The shopper's latest quiz result (`POST proxy/user/{uid}/onboarding`); one per user. */
export const quizResults = pgTable('quiz_results', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  needs: jsonb('needs').$type<string[]>().notNull(),
  gender: text('gender', { enum: ['female', 'male'] }).notNull(),
  bodyTypeIds: jsonb('body_type_ids').$type<string[]>().notNull(),
  styles: jsonb('styles').$type<QuizStyleRating[]>().notNull(),
  source: text('source'),
  createdAt: createdAt(),
});

/**
 * The shopper's style info from /settings (docs/contracts/settings.md): every section's answer
 * except body types and styles, which stay in the quiz result. One row per user.
 */
export const stylePreferences = pgTable('style_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<StoredStylePreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The shopper's stylist matches, recomputed with every quiz result (server/src/matching). */
export const userMatches = pgTable(
  'user_matches',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stylistId: text('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    percentage: integer('percentage').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    why: text('why').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.stylistId] }),
    index('user_matches_user_percentage_idx').on(table.userId, table.percentage),
  ],
);

/** A shopper's link to a stylist (favourite, waitlist): one row per pair. */
const userStylistLink = (name: string) =>
  pgTable(
    name,
    {
      userId: text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      stylistId: text('stylist_id')
        .notNull()
        .references(() => stylists.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (table) => [primaryKey({ columns: [table.userId, table.stylistId] })],
  );

/** Stylists the shopper marked as favourite. */
export const favoriteStylists = userStylistLink('favorite_stylists');

/** Shoppers waiting for an inactive stylist to take bookings again. */
export const waitlistEntries = userStylistLink('waitlist_entries');
