import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea, createdAt, id } from './columns';

/** Stylists, their tags and reviews, and the quiz's reference data (needs, mood boards, goals). */

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text('name').notNull(),
    /** style: mood-board styles and look tags; expertise: stylist expertise; body: body types. */
    kind: text('kind', { enum: ['style', 'expertise', 'body'] }).notNull(),
    department: text('department', { enum: ['female', 'male', 'both'] }).notNull(),
    picture: text('picture'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('tags_kind_idx').on(table.kind, table.department)],
);

export const needs = pgTable('needs', {
  key: text('key').primaryKey(),
  text: text('text').notNull(),
  position: integer('position').notNull(),
});

/** Quiz mood boards: one per style and department ("Do you wear {style} style"). */
export const moodboards = pgTable('moodboards', {
  id: id(),
  style: text('style').notNull(),
  displayName: text('display_name').notNull(),
  department: text('department', { enum: ['female', 'male'] }).notNull(),
  picture: text('picture').notNull(),
  position: integer('position').notNull(),
});

export const goals = pgTable('goals', {
  id: id(),
  text: text('text').notNull(),
  position: integer('position').notNull(),
});

export const stylists = pgTable('stylists', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Which shoppers the stylist dresses. */
  department: text('department', { enum: ['female', 'male', 'both'] }).notNull(),
  location: text('location').notNull(),
  city: text('city').notNull(),
  bio: text('bio').notNull(),
  education: text('education'),
  collaborations: text('collaborations'),
  website: text('website'),
  instagramUrl: text('instagram_url'),
  instagramFollowers: integer('instagram_followers'),
  service: text('service').notNull(),
  whyWeRecommend: text('why_we_recommend').notNull(),
  info: text('info'),
  averageResponseTime: integer('average_response_time'),
  profilePicture: text('profile_picture').notNull(),
  moodboard: text('moodboard').notNull(),
  moodboardMale: text('moodboard_male'),
  isApproved: boolean('is_approved').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  isBot: boolean('is_bot').notNull().default(false),
  createdAt: createdAt(),
});

export const stylistTags = pgTable(
  'stylist_tags',
  {
    stylistId: text('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.stylistId, table.tagId] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    stylistId: text('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientFirstName: text('client_first_name').notNull(),
    clientLastName: text('client_last_name').notNull(),
    clientPicture: text('client_picture'),
    title: text('title'),
    description: text('description').notNull(),
    picture: text('picture'),
    rate: integer('rate').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('reviews_stylist_idx').on(table.stylistId, table.createdAt)],
);

/**
 * A review's photo (a JPEG the shopper sent), kept in the database so every worker can serve it
 * (`GET /media/reviews/{review id}.jpg`); `reviews.picture` holds that path.
 */
export const reviewPhotos = pgTable('review_photos', {
  reviewId: text('review_id')
    .primaryKey()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  jpeg: bytea('jpeg').notNull(),
  createdAt: createdAt(),
});

/**
 * A review photo's sized WebP variants (`GET /media/reviews/{review id}.w{width}.webp`), made
 * when the review is written and deleted with its photo. Photos from before have none: pages
 * show the photo itself.
 */
export const reviewPhotoVariants = pgTable(
  'review_photo_variants',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviewPhotos.reviewId, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    webp: bytea('webp').notNull(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.width] })],
);
