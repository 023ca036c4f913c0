import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { uploads } from './closet';
import { createdAt, id } from './columns';
import { stylists, tags } from './stylists';

/** The shop's catalogue: retailers, brands, items and looks, closet items, likes and gift shopping. */

export const retailers = pgTable('retailers', {
  id: id(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
});

export const brands = pgTable('brands', {
  id: id(),
  name: text('name').notNull(),
});

export const items = pgTable(
  'items',
  {
    id: id(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    retailerId: text('retailer_id')
      .notNull()
      .references(() => retailers.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    color: text('color').notNull(),
    category: text('category').notNull(),
    department: text('department', { enum: ['female', 'male'] }).notNull(),
    retailPrice: numeric('retail_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    salePrice: numeric('sale_price', { precision: 10, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('usd'),
    /** Sizes in stock; empty means sold out (unless only shoppable at the retailer). */
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    /** False: can be bought only at the retailer's site, not checked out here. */
    availableForCheckout: boolean('available_for_checkout').notNull().default(true),
    buyUrl: text('buy_url').notNull(),
    picture: text('picture').notNull(),
    /** Owner for closet items the shopper added themselves (type 'user'). */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['shop', 'url', 'store', 'catalog', 'user'] })
      .notNull()
      .default('shop'),
    /** A closet upload's picture file (type 'user'): deleted with the item. */
    uploadId: text('upload_id').references((): AnyPgColumn => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('items_department_idx').on(table.department, table.category)],
);

/** A stylist's look (outfit): shown in the feed and on the stylist's profile. */
export const looks = pgTable(
  'looks',
  {
    id: id(),
    stylistId: text('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    department: text('department', { enum: ['female', 'male'] }).notNull(),
    picture: text('picture').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('looks_department_idx').on(table.department, table.createdAt),
    index('looks_stylist_idx').on(table.stylistId, table.createdAt),
  ],
);

export const lookTags = pgTable(
  'look_tags',
  {
    lookId: text('look_id')
      .notNull()
      .references(() => looks.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.lookId, table.tagId] })],
);

export const lookItems = pgTable(
  'look_items',
  {
    lookId: text('look_id')
      .notNull()
      .references(() => looks.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.lookId, table.itemId] })],
);

/** Looks a shopper liked: the feed's hearts, and the Looks tab of /favorites. */
export const lookLikes = pgTable(
  'look_likes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lookId: text('look_id')
      .notNull()
      .references(() => looks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lookId] }),
    index('look_likes_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Items in a shopper's closet: catalogue items they own and their own uploads (items of type
 * 'user'), each filed under the closet's category, colours and seasons (shared/closet.ts).
 */
export const closetItems = pgTable(
  'closet_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    category: text('category'),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seasons: text('seasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The size of the shopper's latest paid order of the item when it was added, if any. */
    size: text('size'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    index('closet_items_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Gift shopping (/gifts/shopping): items with the filters they answer to. */
export const giftItems = pgTable('gift_items', {
  id: id(),
  itemId: text('item_id')
    .notNull()
    .references(() => items.id, { onDelete: 'cascade' }),
  /** Filter option keys this gift matches, e.g. { recipient: ['her'], occasion: ['birthday'] }. */
  facets: jsonb('facets').$type<Record<string, string[]>>().notNull(),
  position: integer('position').notNull(),
});

export const giftFilters = pgTable('gift_filters', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  options: jsonb('options').$type<{ key: string; text: string }[]>().notNull(),
  position: integer('position').notNull(),
});
