/**
 * The closet's vocabulary (spec 001 §3 "Closet item", §5 closet upload): the categories, colours
 * and seasons a closet item is filed under, by key, with the words the SPA shows. One list for the
 * AddClosetItem modal's selects, the closet filters (`GET proxy/user/{uid}/closet/filters`) and the
 * reference server's checks. The category keys are the catalogue's own categories, so an item
 * bought from a style board lands under the same one.
 */

export type ClosetOption<K extends string = string> = { key: K; text: string };

export const CLOSET_CATEGORIES = [
  { key: 'tops', text: 'Tops' },
  { key: 'knitwear', text: 'Knitwear' },
  { key: 'bottoms', text: 'Bottoms' },
  { key: 'dresses', text: 'Dresses' },
  { key: 'suiting', text: 'Suiting' },
  { key: 'outerwear', text: 'Outerwear' },
  { key: 'shoes', text: 'Shoes' },
  { key: 'bags', text: 'Bags' },
  { key: 'jewelry', text: 'Jewelry' },
  { key: 'accessories', text: 'Accessories' },
] as const satisfies readonly ClosetOption[];

export type ClosetCategory = (typeof CLOSET_CATEGORIES)[number]['key'];

/** Categories a menswear closet is not offered (`gender=male` on the filters call). */
export const WOMENSWEAR_ONLY_CATEGORIES: readonly ClosetCategory[] = ['dresses'];

/** Colours by family; `hex` is a swatch for the option (null: many colours). */
export const CLOSET_COLORS = [
  { key: 'black', text: 'Black', hex: '#1D1C1B' },
  { key: 'white', text: 'White', hex: '#F8F6F1' },
  { key: 'grey', text: 'Grey', hex: '#A4A19C' },
  { key: 'beige', text: 'Beige', hex: '#D6C6AA' },
  { key: 'brown', text: 'Brown', hex: '#563627' },
  { key: 'red', text: 'Red', hex: '#7D1818' },
  { key: 'pink', text: 'Pink', hex: '#E6C3BB' },
  { key: 'orange', text: 'Orange', hex: '#B35D3F' },
  { key: 'yellow', text: 'Yellow', hex: '#EDD9A3' },
  { key: 'green', text: 'Green', hex: '#5F6138' },
  { key: 'blue', text: 'Blue', hex: '#1F2A44' },
  { key: 'purple', text: 'Purple', hex: '#B9ADCB' },
  { key: 'gold', text: 'Gold', hex: '#D7B56E' },
  { key: 'silver', text: 'Silver', hex: '#BFC3C7' },
  { key: 'multi', text: 'Multicolour', hex: null },
] as const satisfies readonly (ClosetOption & { hex: string | null })[];

export type ClosetColor = (typeof CLOSET_COLORS)[number]['key'];

/** The spec's season keys, in its order. */
export const CLOSET_SEASONS = [
  { key: 'summer', text: 'Summer' },
  { key: 'fall', text: 'Fall' },
  { key: 'winter', text: 'Winter' },
  { key: 'spring', text: 'Spring' },
] as const satisfies readonly ClosetOption[];

export type ClosetSeason = (typeof CLOSET_SEASONS)[number]['key'];

/** The closet filters' keys, as the filters call answers them and the closet call reads them. */
export const CLOSET_FILTER_KEYS = ['category', 'colors', 'seasons'] as const;

/** The profile looks' kinds (spec 001 §2 "Mood Boards and Style Boards subcategories"). */
export const LOOK_TYPES = [
  { key: 'moodboard', text: 'Mood Boards' },
  { key: 'styleboard', text: 'Style Boards' },
] as const satisfies readonly ClosetOption[];

export type LookType = (typeof LOOK_TYPES)[number]['key'];

/** The profile looks' filter keys (`GET proxy/user/{uid}/looks`). */
export const LOOK_FILTER_KEYS = ['type', 'stylist'] as const;

/**
 * Spec 001 §9 "closet suggestions 250": the session recap offers up to this many pieces
 * (`count=250`), and the shopper may tick them all, so one add-to-closet call takes as many.
 */
export const MAX_CLOSET_SUGGESTIONS = 250;

/**
 * Uploads (closet pictures, profile photos, the profile picture): JPEG or PNG, judged by their
 * bytes, at most this many bytes (5 MB) and these many pixels. The SPA's drop zone uses the same
 * byte limit (react-dropzone's 'File is larger than 5242880 bytes').
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_SIDE_PX = 8000;
export const MAX_UPLOAD_PIXELS = 40_000_000;

/** The spec's copy for a picture that is not a JPEG or a PNG (§5 closet upload). */
export const INVALID_PICTURE_FORMAT =
  'Could not load image, file format is invalid. Supported formats: jpg, png';

const keysOf = (options: readonly ClosetOption[]) => new Set(options.map((option) => option.key));
const categoryKeys = keysOf(CLOSET_CATEGORIES);
const colorKeys = keysOf(CLOSET_COLORS);
const seasonKeys = keysOf(CLOSET_SEASONS);

export const isClosetCategory = (value: string): value is ClosetCategory => categoryKeys.has(value);
export const isClosetColor = (value: string): value is ClosetColor => colorKeys.has(value);
export const isClosetSeason = (value: string): value is ClosetSeason => seasonKeys.has(value);

/** The words for a category key ('' for an unknown key). */
export const closetCategoryText = (key: string) =>
  CLOSET_CATEGORIES.find((category) => category.key === key)?.text ?? '';
