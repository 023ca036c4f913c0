import { type Garment } from '../../garments';
import { brand, fashionColors as c, shade } from '../../palette';
import { type Box, fit, grainFilter, n, svgDocument } from '../../svg';
import { portraitFigure } from '../portraitFigure';
import { dressForm, texturePattern } from '../moodboards';
import { founderSpec } from './people';
import { chips, garmentIn, group, rect, sceneDefs, stroke, tape } from './scene';

/** Style boards, the Lux mood board and boards on a table, and a colour story. */

export type Piece = [Garment, string];

type Board = { ground: string; pieces: [Piece, Piece, Piece, Piece, Piece]; palette: string[] };

const boards: Board[] = [
  {
    ground: '#EFE7DC',
    pieces: [
      ['blazer', c.navy.hex],
      ['wide-trousers', c.ivory.hex],
      ['tote', c.tan.hex],
      ['loafer', c.cognac.hex],
      ['sunglasses', c.black.hex],
    ],
    palette: [c.navy.hex, c.sky.hex, c.ivory.hex, c.tan.hex, c.cognac.hex],
  },
  {
    ground: '#F1E6E2',
    pieces: [
      ['slip-dress', c.blush.hex],
      ['cardigan', c.cream.hex],
      ['clutch', c.gold.hex],
      ['pump', c.rose.hex],
      ['earrings', c.gold.hex],
    ],
    palette: [c.wine.hex, c.rose.hex, c.blush.hex, c.cream.hex, c.gold.hex],
  },
  {
    ground: '#ECE4D8',
    pieces: [
      ['coat', c.camel.hex],
      ['jeans', c.indigo.hex],
      ['crossbody', c.black.hex],
      ['boot', c.chocolate.hex],
      ['scarf', c.rust.hex],
    ],
    palette: [c.chocolate.hex, c.rust.hex, c.camel.hex, c.oatmeal.hex, c.indigo.hex],
  },
  {
    ground: '#E6E7DF',
    pieces: [
      ['wrap-dress', c.emerald.hex],
      ['jacket', c.black.hex],
      ['clutch', c.black.hex],
      ['pump', c.black.hex],
      ['necklace', c.gold.hex],
    ],
    palette: [c.forest.hex, c.emerald.hex, c.sage.hex, c.butter.hex, c.gold.hex],
  },
  {
    ground: '#E9E5DE',
    pieces: [
      ['blazer', c.charcoal.hex],
      ['shirt', c.sky.hex],
      ['briefcase', c.cognac.hex],
      ['loafer', c.chocolate.hex],
      ['watch', c.silver.hex],
    ],
    palette: [c.charcoal.hex, c.navy.hex, c.sky.hex, c.stone.hex, c.cognac.hex],
  },
  {
    ground: '#EDE8DD',
    pieces: [
      ['jacket', c.olive.hex],
      ['jeans', c.midwash.hex],
      ['backpack', c.khaki.hex],
      ['sneaker', c.white.hex],
      ['cap', c.navy.hex],
    ],
    palette: [c.olive.hex, c.khaki.hex, c.midwash.hex, c.stone.hex, c.white.hex],
  },
  {
    ground: '#F0E7E4',
    pieces: [
      ['dress', c.burgundy.hex],
      ['coat', c.black.hex],
      ['crossbody', c.burgundy.hex],
      ['boot', c.black.hex],
      ['earrings', c.gold.hex],
    ],
    palette: [c.black.hex, c.wine.hex, c.burgundy.hex, c.blush.hex, c.ivory.hex],
  },
  {
    ground: '#EEE6D8',
    pieces: [
      ['blouse', c.ivory.hex],
      ['skirt', c.camel.hex],
      ['tote', c.black.hex],
      ['pump', c.black.hex],
      ['belt', c.cognac.hex],
    ],
    palette: [c.black.hex, c.cognac.hex, c.camel.hex, c.butter.hex, c.ivory.hex],
  },
];

export const slot = ([garment, hex]: Piece, box: Box, angle = 0, padding = 10) =>
  `<g filter="url(#shadow)">${garmentIn(garment, hex, box, angle, padding)}</g>`;

/** A board's contents in an 800×800 space; `mirrored` puts the large pieces on the right. */
const boardContent = (board: Board, mirrored: boolean) => {
  const [a, b, bag, shoes, extra] = board.pieces;
  const at = (box: Box): Box => (mirrored ? { ...box, x: 800 - box.x - box.w } : box);
  return [
    slot(a, at({ x: 40, y: 40, w: 380, h: 380 }), -2),
    slot(b, at({ x: 60, y: 380, w: 340, h: 380 }), 2),
    slot(bag, at({ x: 450, y: 50, w: 300, h: 250 }), 3),
    slot(shoes, at({ x: 440, y: 320, w: 320, h: 190 }), -3),
    slot(extra, at({ x: 480, y: 530, w: 250, h: 150 }), 4),
    tape(120, 52, -28),
    tape(690, 62, 30),
    chips(mirrored ? 40 : 470, 712, 44, board.palette, 14),
  ].join('');
};

/** 800×800: one of eight flat-lay style boards. */
export const styleBoard = (index: number) => {
  const board = boards[index % boards.length] ?? boards[0]!;
  return svgDocument({
    width: 800,
    height: 800,
    title: 'Style board: a complete outfit as a flat lay',
    defs: sceneDefs(),
    body:
      rect(0, 0, 800, 800, board.ground) +
      rect(0, 0, 800, 800, 'url(#glow)') +
      boardContent(board, index % 2 === 1),
  });
};

/** A small board card (a slightly rotated white card with two pieces and chips). */
const miniBoard = (board: Board, x: number, y: number, angle: number) => {
  const [a, b] = board.pieces;
  const [, , bag] = board.pieces;
  return group(
    [
      rect(0, 0, 320, 400, '#FFFDF9', ' filter="url(#soft)"'),
      rect(14, 14, 292, 300, board.ground),
      garmentIn(a[0], a[1], { x: 24, y: 24, w: 170, h: 280 }, 0, 6),
      garmentIn(
        b[0] === 'cardigan' ? bag[0] : b[0],
        b[0] === 'cardigan' ? bag[1] : b[1],
        { x: 170, y: 60, w: 130, h: 230 },
        0,
        6,
      ),
      chips(20, 334, 40, board.palette, 14),
    ].join(''),
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)} 160 200)`,
  );
};

/** 1200×800: three style boards fanned out on a table. */
export const luxStyleboards = () =>
  svgDocument({
    width: 1200,
    height: 800,
    title: 'Three style boards laid out on a table',
    defs: sceneDefs(),
    body: [
      rect(0, 0, 1200, 800, '#E9DFD3'),
      rect(0, 0, 1200, 800, 'url(#glow)'),
      miniBoard(boards[3]!, 130, 210, -8),
      miniBoard(boards[0]!, 750, 200, 7),
      miniBoard(boards[1]!, 440, 160, -1),
      stroke('M150 700C400 640 800 650 1080 700', brand.gold, 1.4, ' opacity="0.5"'),
    ].join(''),
  });

const tile = (box: Box, fill: string, angle: number, content = '') =>
  group(
    rect(box.x, box.y, box.w, box.h, fill) + content,
    `rotate(${n(angle)} ${n(box.x + box.w / 2)} ${n(box.y + box.h / 2)})`,
    ' filter="url(#shadow)"',
  );

/** 1200×800: the mood board, a pinned collage of form, fabric, portrait, shoes and colours. */
export const luxMoodboard = () => {
  const palette = ['#161616', '#7D1818', '#C48E8B', '#D7B56E', '#F5EFE6'];
  const formBox: Box = { x: 70, y: 70, w: 340, h: 620 };
  const portrait: Box = { x: 450, y: 90, w: 300, h: 360 };
  return svgDocument({
    width: 1200,
    height: 800,
    title: 'A mood board: dress form, fabric, portrait, shoes and a colour palette',
    defs: sceneDefs() + texturePattern('herringbone', '#EADFC8', '#7D1818') + grainFilter(),
    body: [
      rect(0, 0, 1200, 800, '#F3ECE3'),
      rect(0, 0, 1200, 800, '#000', ' filter="url(#grain)"'),
      tile(
        formBox,
        '#E6C3BB',
        -1.5,
        fit(
          dressForm(false, brand.red, brand.gold),
          { x: 0, y: 0, w: 200, h: 356 },
          formBox,
          0,
          30,
        ),
      ),
      tile(
        portrait,
        '#E8D9C8',
        3,
        fit(
          portraitFigure(founderSpec),
          { x: 0, y: 40, w: 400, h: 360 },
          { ...portrait, y: portrait.y + 20, h: portrait.h - 20 },
        ),
      ),
      tile({ x: 790, y: 70, w: 330, h: 250 }, 'url(#tex)', -3),
      tile(
        { x: 470, y: 500, w: 330, h: 230 },
        '#FBF8F3',
        -2,
        garmentIn('pump', brand.ink, { x: 470, y: 500, w: 330, h: 230 }, 0, 34),
      ),
      ...palette.map((color, i) =>
        tile(
          { x: 850 + (i % 2) * 130, y: 370 + Math.floor(i / 2) * 130, w: 110, h: 110 },
          color,
          (i % 3) - 1,
        ),
      ),
      tape(130, 74, -24),
      tape(600, 92, 18),
      tape(1080, 78, 30),
      tape(540, 506, -20),
    ].join(''),
  });
};

/** 1200×800: a colour story of fabric swatches and paint chips for a blog post. */
export const blogColours = () => {
  const colours = [c.wine.hex, c.rose.hex, c.blush.hex, c.camel.hex, c.sage.hex, c.navy.hex];
  const swatches = colours
    .map((color, i) =>
      tile(
        { x: 90 + i * 150, y: 150 + (i % 2) * 60, w: 200, h: 440 },
        color,
        -10 + i * 4,
        rect(90 + i * 150, 150 + (i % 2) * 60, 200, 40, shade(color, 0.12)),
      ),
    )
    .join('');
  return svgDocument({
    width: 1200,
    height: 800,
    title: 'A colour story of fabric swatches',
    defs: sceneDefs(),
    body: [
      rect(0, 0, 1200, 800, '#F2ECE4'),
      rect(0, 0, 1200, 800, 'url(#glow)'),
      swatches,
      chips(360, 690, 60, colours.slice(0, 5), 20),
      tape(180, 160, -20),
      tape(1000, 200, 24),
    ].join(''),
  });
};
