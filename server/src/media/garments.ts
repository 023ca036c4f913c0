import { type Box } from './svg';
import { type Ink, inkFor } from './garmentInk';
import { tee, polo, sweater, cardigan, hoodie, shirt, blouse, camisole } from './garmentTops';
import {
  trousers,
  jeans,
  skirt,
  shorts,
  dress,
  slipDress,
  wrapDress,
} from './garmentBottomsAndDresses';
import { coat, trench, blazer, jacket } from './garmentOuterwear';
import {
  pair,
  pumpOne,
  bootOne,
  sneakerOne,
  loaferOne,
  tote,
  crossbody,
  clutch,
  backpack,
  briefcase,
} from './garmentShoesAndBags';
import {
  necklace,
  earrings,
  bracelet,
  watch,
  scarf,
  belt,
  sunglasses,
  hat,
  cap,
  beanie,
  tie,
} from './garmentAccessories';

/**
 * Fashion flats: garments drawn as clean technical sketches, each in its own local box. Callers
 * place them with `fit`. Drawings reference a `#sheen` gradient the document must define
 * (`sheenGradient()`).
 */

export const garments = [
  // tops
  'tee',
  'blouse',
  'shirt',
  'camisole',
  'sweater',
  'cardigan',
  'hoodie',
  'polo',
  // bottoms
  'trousers',
  'wide-trousers',
  'jeans',
  'skirt',
  'shorts',
  // dresses
  'dress',
  'slip-dress',
  'wrap-dress',
  // outerwear
  'coat',
  'trench',
  'blazer',
  'jacket',
  // shoes
  'pump',
  'boot',
  'sneaker',
  'loafer',
  // bags
  'tote',
  'crossbody',
  'clutch',
  'backpack',
  'briefcase',
  // accessories
  'necklace',
  'earrings',
  'bracelet',
  'watch',
  'scarf',
  'belt',
  'sunglasses',
  'hat',
  'cap',
  'beanie',
  'tie',
] as const;

export type Garment = (typeof garments)[number];

export type GarmentRole = 'top' | 'bottom' | 'dress' | 'outer' | 'shoes' | 'bag' | 'accessory';

export const garmentRole: Record<Garment, GarmentRole> = {
  tee: 'top',
  blouse: 'top',
  shirt: 'top',
  camisole: 'top',
  sweater: 'top',
  cardigan: 'top',
  hoodie: 'top',
  polo: 'top',
  trousers: 'bottom',
  'wide-trousers': 'bottom',
  jeans: 'bottom',
  skirt: 'bottom',
  shorts: 'bottom',
  dress: 'dress',
  'slip-dress': 'dress',
  'wrap-dress': 'dress',
  coat: 'outer',
  trench: 'outer',
  blazer: 'outer',
  jacket: 'outer',
  pump: 'shoes',
  boot: 'shoes',
  sneaker: 'shoes',
  loafer: 'shoes',
  tote: 'bag',
  crossbody: 'bag',
  clutch: 'bag',
  backpack: 'bag',
  briefcase: 'bag',
  necklace: 'accessory',
  earrings: 'accessory',
  bracelet: 'accessory',
  watch: 'accessory',
  scarf: 'accessory',
  belt: 'accessory',
  sunglasses: 'accessory',
  hat: 'accessory',
  cap: 'accessory',
  beanie: 'accessory',
  tie: 'accessory',
};

export const isGarment = (value: string): value is Garment =>
  (garments as readonly string[]).includes(value);

export type Drawing = { svg: string; box: Box };

type Painter = { box: Box; draw: (ink: Ink) => string };

const painters: Record<Garment, Painter> = {
  tee: { box: { x: 4, y: 14, w: 192, h: 212 }, draw: tee },
  polo: { box: { x: 4, y: 14, w: 192, h: 212 }, draw: polo },
  blouse: { box: { x: 4, y: 14, w: 192, h: 212 }, draw: blouse },
  shirt: { box: { x: 4, y: 10, w: 192, h: 216 }, draw: shirt },
  camisole: { box: { x: 24, y: 6, w: 152, h: 214 }, draw: camisole },
  sweater: { box: { x: 2, y: 12, w: 196, h: 210 }, draw: sweater },
  cardigan: { box: { x: 2, y: 12, w: 196, h: 210 }, draw: cardigan },
  hoodie: { box: { x: 2, y: -4, w: 196, h: 226 }, draw: hoodie },
  trousers: { box: { x: 30, y: 8, w: 140, h: 230 }, draw: (ink) => trousers(ink) },
  'wide-trousers': { box: { x: 14, y: 8, w: 172, h: 230 }, draw: (ink) => trousers(ink, true) },
  jeans: { box: { x: 34, y: 8, w: 132, h: 230 }, draw: jeans },
  skirt: { box: { x: 20, y: 10, w: 160, h: 220 }, draw: skirt },
  shorts: { box: { x: 24, y: 30, w: 152, h: 140 }, draw: shorts },
  dress: { box: { x: 12, y: 6, w: 176, h: 240 }, draw: dress },
  'slip-dress': { box: { x: 30, y: 2, w: 140, h: 246 }, draw: slipDress },
  'wrap-dress': { box: { x: 4, y: 8, w: 192, h: 238 }, draw: wrapDress },
  coat: { box: { x: 2, y: 8, w: 196, h: 234 }, draw: coat },
  trench: { box: { x: 2, y: 8, w: 196, h: 234 }, draw: trench },
  blazer: { box: { x: 4, y: 8, w: 192, h: 204 }, draw: blazer },
  jacket: { box: { x: 4, y: 6, w: 192, h: 186 }, draw: jacket },
  pump: { box: { x: 4, y: 36, w: 200, h: 100 }, draw: (ink) => pair(pumpOne, ink) },
  boot: { box: { x: 4, y: -14, w: 200, h: 156 }, draw: (ink) => pair(bootOne, ink) },
  sneaker: { box: { x: 4, y: 16, w: 206, h: 104 }, draw: (ink) => pair(sneakerOne, ink) },
  loafer: { box: { x: 4, y: 44, w: 202, h: 78 }, draw: (ink) => pair(loaferOne, ink) },
  tote: { box: { x: 8, y: 28, w: 184, h: 172 }, draw: tote },
  crossbody: { box: { x: 20, y: 30, w: 160, h: 164 }, draw: crossbody },
  clutch: { box: { x: 10, y: 62, w: 180, h: 102 }, draw: clutch },
  backpack: { box: { x: 20, y: 14, w: 160, h: 200 }, draw: backpack },
  briefcase: { box: { x: 8, y: 30, w: 184, h: 158 }, draw: briefcase },
  necklace: { box: { x: 12, y: 12, w: 176, h: 136 }, draw: necklace },
  earrings: { box: { x: 4, y: 20, w: 192, h: 122 }, draw: earrings },
  bracelet: { box: { x: 18, y: 46, w: 164, h: 108 }, draw: bracelet },
  watch: { box: { x: 46, y: 6, w: 112, h: 208 }, draw: watch },
  scarf: { box: { x: 4, y: 4, w: 192, h: 192 }, draw: scarf },
  belt: { box: { x: 2, y: 48, w: 196, h: 66 }, draw: belt },
  sunglasses: { box: { x: 0, y: 32, w: 200, h: 72 }, draw: sunglasses },
  hat: { box: { x: 0, y: 30, w: 200, h: 128 }, draw: hat },
  cap: { box: { x: 22, y: 30, w: 178, h: 110 }, draw: cap },
  beanie: { box: { x: 26, y: 26, w: 148, h: 130 }, draw: beanie },
  tie: { box: { x: 70, y: 6, w: 60, h: 222 }, draw: tie },
};

/** A garment in the given colour; `accent` colours hardware, trims and prints. */
export const drawGarment = (garment: Garment, hex: string, accent?: string): Drawing => {
  const painter = painters[garment];
  return { svg: painter.draw(inkFor(hex, accent)), box: painter.box };
};
