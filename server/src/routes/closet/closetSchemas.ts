import { z } from 'zod';
import { isClosetCategory, isClosetColor, isClosetSeason } from '@shared/closet';

const keys = (accepts: (value: string) => boolean, message: string) =>
  z
    .array(z.string(), { error: message })
    .max(20, message)
    .refine((values) => values.every(accepts), message)
    .transform((values) => [...new Set(values)])
    .default([]);

/**
 * `POST proxy/item` (docs/contracts/closet.md): a shopper's own closet item. The picture is
 * checked after these fields, by services/uploads.
 */
export const ownItemSchema = z.object({
  type: z.literal('user', { error: 'Only your own items (type user) can be added here.' }),
  picture: z.unknown().optional(),
  category: z
    .string({ error: 'Choose a category.' })
    .refine(isClosetCategory, 'Choose a category.'),
  brand: z
    .string()
    .trim()
    .max(60, 'The brand can be at most 60 characters.')
    .nullish()
    .transform((brand) => brand ?? ''),
  colors: keys(isClosetColor, 'Choose colours from the list.'),
  seasons: keys(isClosetSeason, 'Choose seasons from the list.'),
  owner_uuid: z.string().nullish(),
});
