import { brand, fashionColors as c, mix, shade } from '../../palette';
import { type Box, svgDocument } from '../../svg';
import {
  circle,
  onHanger,
  path,
  rail,
  rect,
  sceneDefs,
  stroke,
  wall,
  floor,
  contactShadow,
} from './scene';
import { type Piece, slot } from './boards';

/** Flat lays and rails: capsule wardrobes, the Lux life stages and blog still lifes. */

/** A clothing rail of pieces with shoes beneath, between x 120 and 1080 on a 1200×800 canvas. */
const capsuleRail = (pieces: Piece[], shoes: Piece[], wallColor: string) => {
  const gap = 960 / pieces.length;
  return [
    wall(1200, 800, wallColor),
    floor(1200, 800, 660, mix(wallColor, '#B7A38B', 0.35)),
    contactShadow(600, 700, 480, 14, 0.1),
    rail(100, 1100, 120, 700),
    ...pieces.map(([garment, hex], i) => onHanger(garment, hex, 120 + gap * (i + 0.5), 120, 176)),
    ...shoes.map((shoe, i) =>
      slot(shoe, { x: 600 - shoes.length * 150 + i * 300 + 30, y: 580, w: 240, h: 120 }, 0, 0),
    ),
  ].join('');
};

/** 1200×800: the capsule wardrobe, a rail of mix-and-match pieces. */
export const luxCapsule = () =>
  svgDocument({
    width: 1200,
    height: 800,
    title: 'A capsule wardrobe on a clothing rail',
    defs: sceneDefs(),
    body: capsuleRail(
      [
        ['coat', c.camel.hex],
        ['blazer', c.black.hex],
        ['tee', c.white.hex],
        ['dress', c.navy.hex],
        ['trousers', c.black.hex],
      ],
      [
        ['loafer', c.cognac.hex],
        ['pump', c.black.hex],
      ],
      '#EEE5DA',
    ),
  });

/** 1200×800: a blog picture of a rail in autumn colours. */
export const blogRail = () =>
  svgDocument({
    width: 1200,
    height: 800,
    title: 'A rail of autumn pieces',
    defs: sceneDefs(),
    body: capsuleRail(
      [
        ['coat', c.chocolate.hex],
        ['blouse', c.butter.hex],
        ['skirt', c.olive.hex],
        ['dress', c.rust.hex],
        ['blazer', c.khaki.hex],
      ],
      [
        ['boot', c.cognac.hex],
        ['pump', c.black.hex],
      ],
      '#E8DFD3',
    ),
  });

/** A flat lay of pieces in a grid of boxes on a ground. */
const flatLay = (title: string, ground: string, pieces: [Piece, Box, number][], extras = '') =>
  svgDocument({
    width: 1200,
    height: 800,
    title,
    defs: sceneDefs(),
    body:
      rect(0, 0, 1200, 800, ground) +
      rect(0, 0, 1200, 800, 'url(#glow)') +
      extras +
      pieces.map(([piece, box, angle]) => slot(piece, box, angle, 0)).join(''),
  });

const coffee = (x: number, y: number) =>
  circle(x, y, 56, '#FFFDF9', ' filter="url(#shadow)"') +
  circle(x, y, 42, '#6B4329') +
  circle(x, y, 28, '#C9A27A', ' opacity="0.55"') +
  path(
    `M${x + 54} ${y - 12}C${x + 84} ${y - 14} ${x + 84} ${y + 14} ${x + 54} ${y + 12}`,
    'none',
    ' stroke="#FFFDF9" stroke-width="10"',
  );

/** 1200×800: busy moms: an easy knit, jeans, sneakers, a roomy tote, tiny shoes and a coffee. */
export const luxMoms = () =>
  flatLay(
    'An easy weekday outfit next to a pair of tiny baby shoes and a coffee',
    '#EDE3DA',
    [
      [['cardigan', c.oatmeal.hex], { x: 60, y: 60, w: 400, h: 400 }, -4],
      [['jeans', c.lightwash.hex], { x: 180, y: 330, w: 320, h: 440 }, 3],
      [['tote', c.cognac.hex], { x: 560, y: 80, w: 330, h: 320 }, 2],
      [['sneaker', c.white.hex], { x: 580, y: 470, w: 300, h: 170 }, -6],
      [['sneaker', c.blush.hex], { x: 920, y: 560, w: 170, h: 90 }, 8],
      [['sunglasses', c.black.hex], { x: 930, y: 150, w: 200, h: 80 }, 12],
    ],
    coffee(1010, 380),
  );

/** 1200×800: a travel flat lay for what Lux is good for: trips, events and new seasons. */
export const luxGoodFor = () => {
  const lining = '#E8D2C4';
  const suitcase = [
    rect(70, 90, 700, 620, brand.red, ' rx="36" filter="url(#soft)"'),
    rect(100, 120, 640, 560, lining, ' rx="22"'),
    stroke('M100 400L740 400', shade(lining, -0.12), 3),
    rect(380, 60, 80, 40, shade(brand.red, -0.2), ' rx="12"'),
  ].join('');
  return flatLay(
    'An open suitcase packed with a capsule for a trip',
    '#E9E2D8',
    [
      [['shirt', c.white.hex], { x: 120, y: 130, w: 300, h: 260 }, -3],
      [['trousers', c.stone.hex], { x: 420, y: 130, w: 300, h: 260 }, 2],
      [['dress', c.navy.hex], { x: 120, y: 410, w: 300, h: 260 }, 2],
      [['sneaker', c.ivory.hex], { x: 430, y: 460, w: 290, h: 170 }, -4],
      [['hat', c.tan.hex], { x: 830, y: 110, w: 300, h: 220 }, 8],
      [['sunglasses', c.black.hex], { x: 860, y: 400, w: 240, h: 100 }, -10],
      [['crossbody', c.tan.hex], { x: 860, y: 530, w: 220, h: 200 }, 6],
    ],
    suitcase,
  );
};

/** 1200×800: a flat lay of a capsule for a blog post. */
export const blogCapsule = () =>
  flatLay('Five pieces that make ten outfits', '#EFE8DE', [
    [['tee', c.white.hex], { x: 60, y: 70, w: 300, h: 320 }, -3],
    [['blazer', c.camel.hex], { x: 380, y: 60, w: 360, h: 360 }, 2],
    [['jeans', c.indigo.hex], { x: 60, y: 400, w: 280, h: 360 }, 2],
    [['slip-dress', c.black.hex], { x: 780, y: 60, w: 300, h: 420 }, -2],
    [['loafer', c.black.hex], { x: 380, y: 520, w: 330, h: 180 }, -4],
    [['crossbody', c.tan.hex], { x: 800, y: 500, w: 280, h: 240 }, 5],
  ]);

/** 1200×800: accessories on a marble tray for a blog post. */
export const blogAccessories = () => {
  const tray = [
    `<ellipse cx="600" cy="420" rx="500" ry="320" fill="#F4F1EC" filter="url(#soft)"/>`,
    stroke(
      'M200 300C320 340 380 260 520 330M640 560C760 520 860 600 980 540M300 560C360 520 420 600 500 560',
      '#CFC8BE',
      1.4,
      ' opacity="0.8"',
    ),
  ].join('');
  return flatLay(
    'Sunglasses, a watch, a necklace and earrings on a marble tray',
    '#E3D6C8',
    [
      [['sunglasses', c.black.hex], { x: 240, y: 170, w: 360, h: 150 }, -8],
      [['watch', c.gold.hex], { x: 660, y: 140, w: 220, h: 280 }, 20],
      [['necklace', c.gold.hex], { x: 280, y: 380, w: 320, h: 260 }, 0],
      [['earrings', c.pearl.hex], { x: 660, y: 460, w: 240, h: 150 }, -6],
      [['bracelet', c.rosegold.hex], { x: 900, y: 300, w: 160, h: 110 }, 14],
    ],
    tray,
  );
};

/** 1200×800: four pairs of shoes on a shelf for a blog post. */
export const blogShoes = () => {
  const shelf = (y: number) =>
    rect(80, y, 1040, 20, '#C9A98A') + rect(80, y + 20, 1040, 8, shade('#C9A98A', -0.2));
  return flatLay(
    'Four pairs of shoes on two shelves',
    '#E8E0D6',
    [
      [['pump', c.burgundy.hex], { x: 140, y: 190, w: 400, h: 180 }, 0],
      [['boot', c.cognac.hex], { x: 660, y: 120, w: 400, h: 260 }, 0],
      [['loafer', c.black.hex], { x: 140, y: 580, w: 400, h: 150 }, 0],
      [['sneaker', c.white.hex], { x: 660, y: 530, w: 400, h: 200 }, 0],
    ],
    shelf(380) + shelf(740),
  );
};
