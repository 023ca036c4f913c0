import { renderAvatar, renderClient } from './art/avatars';
import { renderBodyType } from './art/bodyTypes';
import { renderExpertise } from './art/expertise';
import { renderGift } from './art/gifts';
import { renderItem } from './art/items';
import { renderItemDetail, renderItemFlatLay } from './art/itemViews';
import { renderLook } from './art/looks';
import { renderMarketing } from './art/marketing';
import { renderMoodboard, renderStyleCard } from './art/moodboards';
import { getCatalogue } from '../seed/buildCatalogue';
import { itemViews } from './itemPictures';

/** The kinds of artwork under /media/{kind}/{id}.svg. */
export const mediaKinds = [
  'avatars',
  'clients',
  'moodboards',
  'looks',
  'items',
  'bodytypes',
  'styles',
  'gifts',
  'expertise',
  'marketing',
] as const;

export type MediaKind = (typeof mediaKinds)[number];

export const isMediaKind = (value: string): value is MediaKind =>
  (mediaKinds as readonly string[]).includes(value);

/**
 * Other pictures of the same id, served at /media/{kind}/{id}-{variant}.svg: a mood board's
 * menswear version, an item's close-up and flat lay.
 */
export const mediaVariants = {
  moodboards: ['male'],
  items: itemViews,
} as const satisfies Partial<Record<MediaKind, readonly string[]>>;

export type MediaVariant = (typeof mediaVariants)[keyof typeof mediaVariants][number];

/** The variants a kind draws (none for most). */
export const variantsOf = (kind: MediaKind): readonly MediaVariant[] =>
  kind in mediaVariants ? mediaVariants[kind as keyof typeof mediaVariants] : [];

/**
 * Whether the id is one the seed catalogue draws for this kind of variants (a stylist's mood
 * board, an item): then `{id}-{anything else}` is an unknown variant, not another id.
 */
export const isCatalogueId = (kind: MediaKind, id: string): boolean => {
  const { art } = getCatalogue();
  if (kind === 'moodboards') return art.stylists.has(id);
  if (kind === 'items') return art.items.has(id);
  return false;
};

/**
 * Every picture is a pure function of its kind and id (plus its variant). Most kinds draw any id;
 * `marketing` has a fixed list and answers null for an id not on it, and a variant another kind
 * does not have is null too.
 */
export const renderMedia = (kind: MediaKind, id: string, variant?: MediaVariant): string | null => {
  if (variant && !variantsOf(kind).includes(variant)) return null;
  switch (kind) {
    case 'avatars':
      return renderAvatar(id);
    case 'clients':
      return renderClient(id);
    case 'moodboards':
      return renderMoodboard(id, variant === 'male' ? 'male' : 'female');
    case 'looks':
      return renderLook(id);
    case 'items':
      return variant === 'detail'
        ? renderItemDetail(id)
        : variant === 'flat'
          ? renderItemFlatLay(id)
          : renderItem(id);
    case 'bodytypes':
      return renderBodyType(id);
    case 'styles':
      return renderStyleCard(id);
    case 'gifts':
      return renderGift(id);
    case 'expertise':
      return renderExpertise(id);
    case 'marketing':
      return renderMarketing(id);
  }
};
