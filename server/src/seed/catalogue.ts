import type * as schema from '../db/schema';
import type { Garment } from '../media/garments';
import type { ColorFamily } from '../media/palette';
import type { BodyShape } from './data/bodyTypes';
import type { Department } from './data/items';

/**
 * The seed catalogue as plain rows: a pure, deterministic function of the seed. `seedCatalogue`
 * inserts these rows; the media routes read the `art` hints to draw pictures that match them
 * (an item's garment and colour, a look's items, a stylist's presentation) without a database.
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type Presentation = 'feminine' | 'masculine';

export type ArtHints = {
  items: Map<string, { garment: Garment; colors: ColorFamily; name: string }>;
  looks: Map<string, { name: string; department: Department; itemIds: string[] }>;
  stylists: Map<string, { name: string; presentation: Presentation; isBot: boolean }>;
  /** Keyed by the number in /media/clients/{n}.svg. */
  clients: Map<string, { name: string; presentation: Presentation }>;
  /** Style tags and mood boards: the style's display name and department. */
  styles: Map<string, { style: string; department: 'female' | 'male' | 'both' }>;
  bodyTypes: Map<string, { name: string; shape: BodyShape; department: Department }>;
  expertise: Map<string, { name: string }>;
};

export type Catalogue = {
  needs: Insert<typeof schema.needs>[];
  tags: Insert<typeof schema.tags>[];
  moodboards: Insert<typeof schema.moodboards>[];
  goals: Insert<typeof schema.goals>[];
  retailers: Insert<typeof schema.retailers>[];
  brands: Insert<typeof schema.brands>[];
  items: Insert<typeof schema.items>[];
  stylists: Insert<typeof schema.stylists>[];
  stylistTags: Insert<typeof schema.stylistTags>[];
  reviews: Insert<typeof schema.reviews>[];
  looks: Insert<typeof schema.looks>[];
  lookTags: Insert<typeof schema.lookTags>[];
  lookItems: Insert<typeof schema.lookItems>[];
  giftFilters: Insert<typeof schema.giftFilters>[];
  giftItems: Insert<typeof schema.giftItems>[];
  art: ArtHints;
};
