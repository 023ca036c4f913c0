import { createRandom, hashString } from '../seed/random';

/** The brand colours. */
export const brand = {
  ink: '#161616',
  red: '#7D1818',
  gold: '#D7B56E',
} as const;

/** Warm neutrals used for paper, backgrounds and shadows. */
export const neutrals = {
  paper: '#FAF6F0',
  ivory: '#F5EFE6',
  linen: '#EFE6D9',
  sand: '#E5D7C4',
  oat: '#D8C7AF',
  taupe: '#B7A38B',
  stone: '#8F857A',
  umber: '#5B4A3C',
} as const;

export type NamedColor = { name: string; hex: string };

const c = (name: string, hex: string): NamedColor => ({ name, hex });

/** Every fashion colour an item can have. Names are what the catalogue stores in `items.color`. */
export const fashionColors = {
  black: c('Black', '#1D1C1B'),
  ivory: c('Ivory', '#F2EBDD'),
  white: c('White', '#F8F6F1'),
  cream: c('Cream', '#EADFC8'),
  oatmeal: c('Oatmeal', '#D6C6AA'),
  camel: c('Camel', '#BF9363'),
  tan: c('Tan', '#C49A6C'),
  cognac: c('Cognac', '#94552B'),
  chocolate: c('Chocolate', '#563627'),
  navy: c('Navy', '#1F2A44'),
  charcoal: c('Charcoal', '#3A3A3C'),
  grey: c('Heather Grey', '#A4A19C'),
  burgundy: c('Burgundy', '#7D1818'),
  wine: c('Wine', '#5E1A2A'),
  olive: c('Olive', '#5F6138'),
  sage: c('Sage', '#A3AE8E'),
  forest: c('Forest Green', '#2F4A3A'),
  emerald: c('Emerald', '#1E6A52'),
  blush: c('Blush', '#E6C3BB'),
  rose: c('Dusty Rose', '#C48E8B'),
  terracotta: c('Terracotta', '#B35D3F'),
  rust: c('Rust', '#9C4A26'),
  mustard: c('Mustard', '#C79A34'),
  butter: c('Butter Yellow', '#EDD9A3'),
  lavender: c('Lavender', '#B9ADCB'),
  sky: c('Sky Blue', '#A9C6DE'),
  cobalt: c('Cobalt', '#2E4B9B'),
  stone: c('Stone', '#C9BFAF'),
  khaki: c('Khaki', '#A99A73'),
  indigo: c('Indigo Denim', '#2F3F63'),
  midwash: c('Mid-Wash Denim', '#5D7CA3'),
  lightwash: c('Light-Wash Denim', '#9FB6CF'),
  blackdenim: c('Washed Black Denim', '#343438'),
  gold: c('Gold', '#D7B56E'),
  silver: c('Silver', '#BFC3C7'),
  rosegold: c('Rose Gold', '#D4A08A'),
  pearl: c('Pearl', '#EEE8DF'),
} as const;

export type ColorKey = keyof typeof fashionColors;

/** Colour families: which colours make sense for a kind of item. */
export const colorFamilies = {
  womenswear: [
    'black',
    'ivory',
    'cream',
    'camel',
    'navy',
    'burgundy',
    'sage',
    'blush',
    'rose',
    'terracotta',
    'butter',
    'lavender',
    'sky',
    'emerald',
    'chocolate',
    'white',
    'cobalt',
    'olive',
  ],
  menswear: [
    'black',
    'white',
    'navy',
    'charcoal',
    'grey',
    'camel',
    'olive',
    'forest',
    'khaki',
    'stone',
    'sky',
    'burgundy',
    'chocolate',
    'rust',
    'cream',
  ],
  neutrals: [
    'black',
    'ivory',
    'camel',
    'navy',
    'charcoal',
    'oatmeal',
    'stone',
    'chocolate',
    'white',
  ],
  knit: [
    'oatmeal',
    'camel',
    'grey',
    'navy',
    'cream',
    'forest',
    'rust',
    'burgundy',
    'black',
    'sage',
  ],
  denim: ['indigo', 'midwash', 'lightwash', 'blackdenim'],
  suiting: ['navy', 'charcoal', 'black', 'camel', 'olive', 'grey', 'stone'],
  leather: ['black', 'cognac', 'tan', 'chocolate', 'burgundy', 'ivory', 'camel'],
  sneaker: ['white', 'ivory', 'black', 'stone', 'navy'],
  metal: ['gold', 'silver', 'rosegold', 'pearl'],
  eveningwear: ['black', 'emerald', 'burgundy', 'wine', 'navy', 'blush', 'gold', 'ivory'],
  outerwear: [
    'camel',
    'black',
    'navy',
    'olive',
    'stone',
    'charcoal',
    'chocolate',
    'khaki',
    'cream',
  ],
} as const satisfies Record<string, readonly ColorKey[]>;

export type ColorFamily = keyof typeof colorFamilies;

/**
 * The colour of a catalogue item, a pure function of its id (and colour family). The seed stores
 * `itemColorFor(id, family).name` and the artwork draws `itemColorFor(id, family).hex`, so the
 * picture always matches the stored colour.
 */
export const itemColorFor = (id: string, family: ColorFamily = 'womenswear'): NamedColor => {
  const keys: readonly ColorKey[] = colorFamilies[family];
  const key = keys[hashString(`item-color/${id}`) % keys.length] ?? 'black';
  return fashionColors[key];
};

/** Curated palettes for mood boards and style cards, darkest first. */
export type Palette = { name: string; colors: [string, string, string, string, string] };

export const womenswearPalettes: Palette[] = [
  { name: 'Riviera', colors: ['#1F2A44', '#A9C6DE', '#F2EBDD', '#C79A34', '#B35D3F'] },
  { name: 'Terracotta', colors: ['#5B2E1F', '#B35D3F', '#D9A47E', '#EADFC8', '#A3AE8E'] },
  { name: 'Blush Noir', colors: ['#1D1C1B', '#7D1818', '#C48E8B', '#E6C3BB', '#F5EFE6'] },
  { name: 'Sage Garden', colors: ['#2F4A3A', '#7E8F6A', '#A3AE8E', '#E5D7C4', '#F2EBDD'] },
  { name: 'Camel Coat', colors: ['#563627', '#94552B', '#BF9363', '#D6C6AA', '#F5EFE6'] },
  { name: 'Evening', colors: ['#161616', '#5E1A2A', '#1E6A52', '#D7B56E', '#EEE8DF'] },
  { name: 'Lavender Haze', colors: ['#3F3552', '#8C7FA6', '#B9ADCB', '#EDD9A3', '#F7F1EA'] },
  { name: 'Monochrome', colors: ['#161616', '#4A4846', '#9C968E', '#D8D2C8', '#F8F6F1'] },
];

export const menswearPalettes: Palette[] = [
  { name: 'Heritage', colors: ['#1F2A44', '#5F6138', '#BF9363', '#D6C6AA', '#F2EBDD'] },
  { name: 'Charcoal & Ecru', colors: ['#2A2A2C', '#3A3A3C', '#8F857A', '#D8C7AF', '#F2EBDD'] },
  { name: 'Forest Walk', colors: ['#2F4A3A', '#563627', '#A99A73', '#C9BFAF', '#EFE6D9'] },
  { name: 'Harbour', colors: ['#1B2436', '#2E4B9B', '#A9C6DE', '#C9BFAF', '#F8F6F1'] },
  { name: 'Oxblood', colors: ['#161616', '#5E1A2A', '#94552B', '#B7A38B', '#EFE6D9'] },
  { name: 'Desert', colors: ['#4A3526', '#9C4A26', '#C49A6C', '#E5D7C4', '#F5EFE6'] },
];

/** Skin tones for portraits, light to deep. */
export const skinTones = [
  '#F6DCCB',
  '#EFC9AE',
  '#E3B18F',
  '#D09C78',
  '#B77E5A',
  '#9A6444',
  '#7C4B32',
  '#5C3524',
];

export const hairColors = [
  '#1C1917',
  '#2E221B',
  '#4A3222',
  '#6B4329',
  '#8A4B2A',
  '#B98A55',
  '#D9C08E',
  '#8E8A84',
];

/** Muted wardrobe colours for portrait backgrounds. */
export const backdropColors = [
  '#E8D9C8',
  '#DCC5B4',
  '#C9D1C0',
  '#D8C6CF',
  '#C8D3DC',
  '#E6D3B3',
  '#D5B9A5',
  '#CFCABD',
];

// --- Colour arithmetic -------------------------------------------------------------------------

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

const parse = (hex: string): [number, number, number] => {
  const value = parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const format = ([r, g, b]: [number, number, number]) =>
  `#${[r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** Mixes a into b by t (0 = a, 1 = b). */
export const mix = (a: string, b: string, t: number): string => {
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  return format([r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t]);
};

/** Lighter (t > 0, towards white) or darker (t < 0, towards near-black) version of a colour. */
export const shade = (hex: string, t: number): string =>
  t >= 0 ? mix(hex, '#FFFFFF', t) : mix(hex, '#120F0D', -t);

/** Relative luminance, 0 (black) to 1 (white). */
export const luminance = (hex: string): number => {
  const [r, g, b] = parse(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The outline colour for a filled shape: darker for light fills, lighter for very dark ones. */
export const outline = (hex: string): string =>
  luminance(hex) < 0.03 ? shade(hex, 0.28) : shade(hex, luminance(hex) > 0.6 ? -0.32 : -0.38);

/** A random helper seeded from an artwork's kind and id. */
export const artRandom = (kind: string, id: string) => createRandom(`art/${kind}/${id}`);
