import {
  type ClosetColor,
  type ClosetSeason,
  isClosetCategory,
  type ClosetCategory,
} from '@shared/closet';

/**
 * How a catalogue item is filed in a closet (docs/contracts/closet.md): its catalogue category
 * (the closet's keys are the catalogue's), the colour family of its colour, and the seasons of its
 * category.
 */

/** The catalogue's colour names (`items.color`, server/src/media/palette.ts) by closet colour. */
const COLOR_FAMILIES: Record<ClosetColor, readonly string[]> = {
  black: ['black', 'washed black denim'],
  white: ['white', 'ivory', 'pearl'],
  grey: ['charcoal', 'heather grey'],
  beige: ['cream', 'oatmeal', 'camel', 'tan', 'stone', 'khaki'],
  brown: ['cognac', 'chocolate'],
  red: ['burgundy', 'wine'],
  pink: ['blush', 'dusty rose'],
  orange: ['terracotta', 'rust'],
  yellow: ['mustard', 'butter yellow'],
  green: ['olive', 'sage', 'forest green', 'emerald'],
  blue: ['navy', 'sky blue', 'cobalt', 'indigo denim', 'mid-wash denim', 'light-wash denim'],
  purple: ['lavender'],
  gold: ['gold', 'rose gold'],
  silver: ['silver'],
  multi: [],
};

export const closetColorOf = (catalogueColor: string): ClosetColor | null => {
  const name = catalogueColor.trim().toLowerCase();
  const found = Object.entries(COLOR_FAMILIES).find(([, names]) => names.includes(name));
  return found ? (found[0] as ClosetColor) : null;
};

const ALL_SEASONS: readonly ClosetSeason[] = ['summer', 'fall', 'winter', 'spring'];

const SEASONS_BY_CATEGORY: Partial<Record<ClosetCategory, readonly ClosetSeason[]>> = {
  outerwear: ['fall', 'winter'],
  knitwear: ['fall', 'winter'],
  dresses: ['summer', 'spring'],
  tops: ['summer', 'fall', 'spring'],
  suiting: ['fall', 'winter', 'spring'],
};

export const closetSeasonsOf = (category: string | null): ClosetSeason[] => [
  ...((category && isClosetCategory(category) ? SEASONS_BY_CATEGORY[category] : undefined) ??
    ALL_SEASONS),
];

/** A catalogue item's closet category, colours and seasons. */
export const closetAttributesOf = (item: { category: string; color: string }) => {
  const category = isClosetCategory(item.category) ? item.category : null;
  const color = closetColorOf(item.color);
  return { category, colors: color ? [color] : [], seasons: closetSeasonsOf(category) };
};
