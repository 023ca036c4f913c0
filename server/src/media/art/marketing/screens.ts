import { type Garment } from '../../garments';
import { brand, fashionColors as c, shade } from '../../palette';
import { type Box, n, svgDocument } from '../../svg';
import { portraitFigure } from '../portraitFigure';
import { founderSpec } from './people';
import {
  chips,
  circle,
  garmentIn,
  group,
  onHanger,
  path,
  phone,
  rect,
  sceneDefs,
  shoppingBag,
  sparkle,
  stroke,
} from './scene';

/** Illustrations of the product's steps: quiz, booking, boards on a phone, shopping, revisions. */

const SERIF = "Georgia, 'Times New Roman', serif";

/** A soft round blob behind an illustration. */
const blob = (cx: number, cy: number, r: number, fill: string) =>
  path(
    `M${n(cx - r)} ${n(cy)}C${n(cx - r)} ${n(cy - r * 0.9)} ${n(cx - r * 0.3)} ${n(cy - r * 1.05)} ${n(cx + r * 0.2)} ${n(cy - r)}C${n(cx + r * 0.9)} ${n(cy - r * 0.9)} ${n(cx + r * 1.05)} ${n(cy - r * 0.2)} ${n(cx + r)} ${n(cy + r * 0.1)}C${n(cx + r * 0.95)} ${n(cy + r * 0.9)} ${n(cx + r * 0.2)} ${n(cy + r * 1.05)} ${n(cx - r * 0.2)} ${n(cy + r)}C${n(cx - r * 0.8)} ${n(cy + r * 0.9)} ${n(cx - r)} ${n(cy + r * 0.5)} ${n(cx - r)} ${n(cy)}Z`,
    fill,
  );

/** A white card holding a garment, with two lines of 'text'. */
const styleCard = (
  garment: Garment,
  hex: string,
  ground: string,
  x: number,
  y: number,
  angle: number,
) =>
  group(
    [
      rect(0, 0, 200, 260, '#FFFDF9', ' rx="12" filter="url(#soft)"'),
      rect(12, 12, 176, 180, ground, ' rx="6"'),
      garmentIn(garment, hex, { x: 12, y: 12, w: 176, h: 180 }, 0, 18),
      rect(18, 210, 110, 8, '#D8C7AF', ' rx="4"'),
      rect(18, 228, 70, 8, '#E5D7C4', ' rx="4"'),
    ].join(''),
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)} 100 130)`,
  );

const heart = (x: number, y: number, s: number, fill: string) =>
  path(
    `M${n(x)} ${n(y + s * 0.9)}C${n(x - s * 1.4)} ${n(y)} ${n(x - s * 0.9)} ${n(y - s)} ${n(x)} ${n(y - s * 0.35)}C${n(x + s * 0.9)} ${n(y - s)} ${n(x + s * 1.4)} ${n(y)} ${n(x)} ${n(y + s * 0.9)}Z`,
    fill,
  );

const badge = (x: number, y: number, r: number, content: string) =>
  circle(x, y, r, brand.gold, ' filter="url(#shadow)"') + content;

const step = (title: string, ground: string, tint: string, content: string) =>
  svgDocument({
    width: 600,
    height: 600,
    title,
    defs: sceneDefs(),
    body: rect(0, 0, 600, 600, ground) + blob(300, 310, 230, tint) + content,
  });

/** Step 1: take the style quiz and meet your matches. */
const quiz = () =>
  step(
    'Style quiz cards with a matched favourite',
    '#F7F1EA',
    '#EFDCD3',
    [
      styleCard('trench', c.camel.hex, '#EFE6D9', 70, 170, -12),
      styleCard('slip-dress', c.emerald.hex, '#E3E4DC', 330, 170, 10),
      styleCard('blazer', brand.red, '#F1E6E2', 200, 130, 0),
      badge(400, 150, 42, heart(400, 152, 20, '#FFFDF9')),
    ].join(''),
  );

/** Step 2: book a session on a date that suits you. */
const booking = () => {
  const cells: string[] = [];
  for (let row = 0; row < 5; row += 1)
    for (let col = 0; col < 7; col += 1) {
      const x = 118 + col * 52;
      const y = 262 + row * 46;
      const picked = row === 2 && col === 4;
      cells.push(
        picked
          ? circle(x, y, 19, brand.red) + circle(x, y, 5, '#FFFDF9')
          : circle(x, y, 5, row === 4 && col > 2 ? '#EFE6D9' : '#D8C7AF'),
      );
    }
  const avatar = group(
    `<clipPath id="face"><circle cx="200" cy="200" r="200"/></clipPath><g clip-path="url(#face)"><rect width="400" height="400" fill="#E8D9C8"/>${portraitFigure(founderSpec)}</g>`,
    'translate(410 390) scale(0.28)',
    ' filter="url(#shadow)"',
  );
  return step(
    'A calendar with a booked styling session',
    '#F5F0E8',
    '#E3E4DC',
    [
      rect(80, 150, 400, 340, '#FFFDF9', ' rx="18" filter="url(#soft)"'),
      path(
        'M80 168C80 158 88 150 98 150L462 150C472 150 480 158 480 168L480 220L80 220Z',
        brand.ink,
      ),
      `<text x="110" y="195" font-family="${SERIF}" font-size="20" letter-spacing="4" fill="${brand.gold}">SESSION</text>`,
      stroke('M150 130L150 170M410 130L410 170', brand.gold, 8),
      ...cells,
      avatar,
      circle(520, 400, 20, brand.gold) + stroke('M510 400L518 408L532 392', '#FFFDF9', 4),
    ].join(''),
  );
};

/** Step 3: your stylist's boards arrive on your phone. */
const boardsOnPhone = () => {
  const tiles: [Garment, string, Box][] = [
    ['coat', c.camel.hex, { x: 12, y: 70, w: 76, h: 110 }],
    ['dress', c.navy.hex, { x: 92, y: 70, w: 76, h: 110 }],
    ['pump', brand.red, { x: 12, y: 190, w: 76, h: 70 }],
    ['tote', c.black.hex, { x: 92, y: 186, w: 76, h: 80 }],
  ];
  const screen = [
    rect(0, 0, 180, 380, '#FBF8F3'),
    rect(24, 34, 90, 8, brand.ink, ' rx="4"'),
    rect(24, 50, 56, 6, '#D8C7AF', ' rx="3"'),
    ...tiles.map(
      ([garment, hex, box]) =>
        rect(box.x, box.y, box.w, box.h, '#EFE7DC', ' rx="6"') + garmentIn(garment, hex, box, 0, 6),
    ),
    chips(14, 282, 26, [c.navy.hex, c.camel.hex, brand.red, '#E6C3BB', c.ivory.hex], 7),
    rect(14, 326, 152, 36, brand.ink, ' rx="18"'),
    rect(58, 340, 64, 8, '#FFFDF9', ' rx="4"'),
  ].join('');
  return step(
    'A style board on a phone screen',
    '#F7F1EA',
    '#F1E6E2',
    [
      phone({ x: 180, y: 80, w: 240, h: 460 }, screen),
      badge(430, 150, 38, heart(430, 152, 18, '#FFFDF9')),
      sparkle(150, 200, 14),
      sparkle(470, 420, 10),
    ].join(''),
  );
};

/** Step 4: shop the pieces you love. */
const shopping = () =>
  step(
    'A shopping bag with new pieces',
    '#F5F0E8',
    '#EFDCD3',
    [
      garmentIn('slip-dress', c.blush.hex, { x: 300, y: 100, w: 120, h: 220 }, 16),
      garmentIn('blouse', c.ivory.hex, { x: 180, y: 130, w: 170, h: 170 }, -14),
      path('M176 250L236 176L268 250ZM300 250L356 170L396 250Z', '#F4EBD6'),
      shoppingBag({ x: 160, y: 240, w: 250, h: 270 }, brand.red),
      rect(160, 300, 250, 26, brand.gold, ' opacity="0.9"'),
      sparkle(470, 180, 16),
      sparkle(110, 260, 10),
      sparkle(480, 460, 10),
    ].join(''),
  );

const steps = [quiz, booking, boardsOnPhone, shopping];

/** 600×600: one illustration per how-it-works step. */
export const howItWorks = (index: number) => (steps[index % steps.length] ?? quiz)();

/** 1000×700: Shop it Back: the session's value returns as a shopping code by e-mail. */
export const shopItBack = () => {
  const envelope = group(
    [
      rect(0, 60, 380, 240, '#F2EBDD', ' filter="url(#soft)"'),
      group(
        [
          rect(0, 0, 300, 170, brand.ink, ' rx="12"'),
          rect(10, 10, 280, 150, 'none', ` rx="8" stroke="${brand.gold}" stroke-width="1.2"`),
          `<text x="26" y="50" font-family="${SERIF}" font-size="16" letter-spacing="4" fill="${brand.gold}">SHOPPING CODE</text>`,
          rect(
            26,
            84,
            248,
            44,
            'none',
            ` rx="6" stroke="${brand.gold}" stroke-width="1.4" stroke-dasharray="6 5"`,
          ),
          ...[0, 1, 2, 3, 4, 5].map((i) => rect(46 + i * 36, 100, 22, 12, '#F2EBDD', ' rx="3"')),
        ].join(''),
        'translate(40 -40) rotate(-4 150 85)',
      ),
      path('M0 120L190 210L380 120L380 300L0 300Z', shade('#F2EBDD', -0.04)),
      stroke('M0 300L170 200M380 300L210 200', shade('#F2EBDD', -0.14), 2),
    ].join(''),
    'translate(90 250)',
  );
  const cycle = [
    stroke('M505 330A50 50 0 0 1 595 340', brand.gold, 7),
    path('M612 330L590 360L578 326Z', brand.gold),
    stroke('M595 400A50 50 0 0 1 505 390', brand.gold, 7),
    path('M488 400L510 370L522 404Z', brand.gold),
  ].join('');
  return svgDocument({
    width: 1000,
    height: 700,
    title: 'A shopping code by e-mail and a shopping bag',
    defs: sceneDefs(),
    body: [
      rect(0, 0, 1000, 700, '#F5EEE6'),
      blob(500, 360, 330, '#EFDCD3'),
      envelope,
      cycle,
      garmentIn('blouse', c.ivory.hex, { x: 640, y: 190, w: 180, h: 180 }, 12),
      shoppingBag({ x: 620, y: 300, w: 240, h: 280 }, brand.red),
      sparkle(900, 180, 16),
      sparkle(120, 160, 12),
    ].join(''),
  });
};

/** A white board card with a garment. */
const revisionCard = (garment: Garment, hex: string, x: number, angle: number, faded = false) =>
  group(
    [
      rect(0, 0, 340, 440, '#FFFDF9', ' rx="14" filter="url(#soft)"'),
      rect(16, 16, 308, 330, faded ? '#EEEAE4' : '#EFE6D9', ' rx="8"'),
      `<g${faded ? ' opacity="0.45"' : ''}>${garmentIn(garment, hex, { x: 16, y: 16, w: 308, h: 330 }, 0, 30)}</g>`,
      rect(24, 370, 180, 10, '#D8C7AF', ' rx="5"'),
      rect(24, 394, 120, 10, '#E5D7C4', ' rx="5"'),
    ].join(''),
    `translate(${n(x)} 190) rotate(${n(angle)} 170 220)`,
  );

/** 1200×800: revisions: a piece swapped for a better one, with a note from the client. */
export const luxRevisions = () => {
  const bubble = group(
    [
      path(
        'M0 20C0 9 9 0 20 0L220 0C231 0 240 9 240 20L240 80C240 91 231 100 220 100L60 100L30 126L36 100L20 100C9 100 0 91 0 80Z',
        brand.ink,
      ),
      rect(28, 30, 150, 10, '#FFFDF9', ' rx="5" opacity="0.9"'),
      rect(28, 56, 100, 10, '#FFFDF9', ' rx="5" opacity="0.6"'),
    ].join(''),
    'translate(130 60)',
    ' filter="url(#shadow)"',
  );
  return svgDocument({
    width: 1200,
    height: 800,
    title: 'A style board revised: one piece swapped for another',
    defs: sceneDefs(),
    body: [
      rect(0, 0, 1200, 800, '#EFE8DF'),
      rect(0, 0, 1200, 800, 'url(#glow)'),
      revisionCard('blazer', c.black.hex, 130, -5, true),
      revisionCard('trench', c.camel.hex, 730, 4),
      stroke('M500 330C560 260 660 260 700 320', brand.gold, 6),
      path('M716 346L686 318L722 306Z', brand.gold),
      bubble,
      sparkle(1100, 170, 18),
      sparkle(1000, 110, 10),
    ].join(''),
  });
};

/** 1000×800: how the wedding styling works: the invitation, a chat with a stylist, the dress. */
export const weddingHow = () => {
  const chat = [
    rect(0, 0, 180, 380, '#FBF8F3'),
    rect(14, 30, 120, 40, brand.ink, ' rx="14"'),
    rect(46, 86, 120, 52, '#EFE6D9', ' rx="14"'),
    rect(14, 154, 130, 40, brand.ink, ' rx="14"'),
    rect(46, 210, 120, 110, '#EFE6D9', ' rx="14"'),
    garmentIn('wrap-dress', c.rose.hex, { x: 56, y: 216, w: 100, h: 98 }, 0, 4),
    rect(26, 46, 80, 8, '#FFFDF9', ' rx="4"'),
    rect(26, 170, 90, 8, '#FFFDF9', ' rx="4"'),
  ].join('');
  const invitation = group(
    [
      rect(0, 0, 240, 320, '#FFFDF9', ' filter="url(#soft)"'),
      rect(14, 14, 212, 292, 'none', ` stroke="${brand.gold}" stroke-width="1.4"`),
      `<text x="120" y="130" text-anchor="middle" font-family="${SERIF}" font-size="28" font-style="italic" fill="${brand.ink}">Save</text>`,
      `<text x="120" y="166" text-anchor="middle" font-family="${SERIF}" font-size="16" letter-spacing="5" fill="${brand.ink}">THE DATE</text>`,
      rect(90, 190, 60, 1.4, brand.gold),
    ].join(''),
    'translate(60 260) rotate(-6 120 160)',
  );
  return svgDocument({
    width: 1000,
    height: 800,
    title: 'A wedding invitation, a chat with a stylist and the chosen dress',
    defs: sceneDefs(),
    body: [
      rect(0, 0, 1000, 800, '#F3E9E4'),
      blob(500, 420, 360, '#EBD9D1'),
      invitation,
      phone({ x: 370, y: 150, w: 260, h: 520 }, chat),
      stroke('M660 160L940 160', brand.gold, 5),
      onHanger('wrap-dress', c.rose.hex, 800, 160, 220),
      sparkle(930, 640, 14),
      sparkle(90, 180, 12),
    ].join(''),
  });
};
