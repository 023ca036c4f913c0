import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/** What shoppers upload: closet files and profile photos. */

/**
 * A picture a shopper uploaded (a closet item's, a profile photo, the profile picture), its bytes
 * in `DATA_DIR/uploads/{id}` with its metadata removed. The id is 32 random bytes (base64url): the
 * file's only name. `closet` and `photo` files are served only to their owner (signed URLs);
 * `profile` pictures to anyone.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['closet', 'photo', 'profile'] }).notNull(),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    /** What it takes in the picture store: the original's bytes and its variants'. */
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * The widths of its stored WebP variants (`uploads/{id}/w{width}.webp`), narrowest first;
     * empty for an upload stored before variants were made (pages then use the original).
     */
    variantWidths: integer('variant_widths')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerId, table.kind)],
);

/** A shopper's profile photos (`proxy/user/{uid}/photos`). */
export const userPhotos = pgTable(
  'user_photos',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** The uploaded file's name, cleaned (shown, never used as a path). */
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('user_photos_user_idx').on(table.userId, table.createdAt)],
);
