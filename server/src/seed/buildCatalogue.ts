import { buildGiftItems } from './buildGiftItems';
import { buildItems } from './buildItems';
import { buildLooks } from './buildLooks';
import { buildQuizData } from './buildQuizData';
import { buildReviews } from './buildReviews';
import { buildStylists } from './buildStylists';
import type { ArtHints, Catalogue } from './catalogue';
import { createRandom } from './random';

/**
 * The seed catalogue (./catalogue.ts): quiz data, then items, stylists, reviews, looks and gifts,
 * each from its own fork of one seeded stream, so every part is a pure function of the seed.
 */
export const buildCatalogue = (): Catalogue => {
  const root = createRandom('catalogue/v1');
  const art: ArtHints = {
    items: new Map(),
    looks: new Map(),
    stylists: new Map(),
    clients: new Map(),
    styles: new Map(),
    bodyTypes: new Map(),
    expertise: new Map(),
  };

  const { needs, tags, moodboards, goals, giftFilters, styleTagIds, expertiseIds } =
    buildQuizData(art);
  const { retailers, brands, items, itemInfo } = buildItems(root, art);
  const { stylists, stylistTags, stylistInfo } = buildStylists(
    root,
    art,
    styleTagIds,
    expertiseIds,
  );
  const reviews = buildReviews(root, art, stylistInfo);
  const { looks, lookTags, lookItems } = buildLooks(
    root,
    art,
    items,
    itemInfo,
    stylistInfo,
    styleTagIds,
  );
  const giftItems = buildGiftItems(root, art, items);

  return {
    needs,
    tags,
    moodboards,
    goals,
    retailers,
    brands,
    items,
    stylists,
    stylistTags,
    reviews,
    looks,
    lookTags,
    lookItems,
    giftFilters,
    giftItems,
    art,
  };
};

let cached: Catalogue | undefined;

/** The catalogue, built once per process. */
export const getCatalogue = (): Catalogue => (cached ??= buildCatalogue());

/** How many rows of each kind the seed inserts. */
export const catalogueCounts = () => {
  const catalogue = getCatalogue();
  return {
    needs: catalogue.needs.length,
    tags: catalogue.tags.length,
    moodboards: catalogue.moodboards.length,
    goals: catalogue.goals.length,
    retailers: catalogue.retailers.length,
    brands: catalogue.brands.length,
    items: catalogue.items.length,
    stylists: catalogue.stylists.length,
    stylistTags: catalogue.stylistTags.length,
    reviews: catalogue.reviews.length,
    looks: catalogue.looks.length,
    lookTags: catalogue.lookTags.length,
    lookItems: catalogue.lookItems.length,
    giftFilters: catalogue.giftFilters.length,
    giftItems: catalogue.giftItems.length,
  };
};
