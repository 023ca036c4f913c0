import { brand, mix, shade } from '../../palette';
import { n, smoothPath, svgDocument } from '../../svg';
import { archPath, leaf, path, rect, sparkle, stroke } from './scene';

/** Press wordmarks, gift cards and the founder's signature. */

const SERIF = "Georgia, 'Times New Roman', serif";
const DIDONE = "Didot, 'Bodoni 72', 'Bodoni MT', Georgia, serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/** Text squeezed or stretched to an exact width, so every font lays out the same. */
const text = (
  x: number,
  y: number,
  width: number,
  size: number,
  content: string,
  font: string,
  extra = '',
  fill: string = brand.ink,
) =>
  `<text x="${n(x)}" y="${n(y)}" font-family="${font}" font-size="${n(size)}" textLength="${n(width)}" lengthAdjust="spacingAndGlyphs" fill="${fill}"${extra}>${content}</text>`;

/** Six invented publications (never real ones), as 240×80 wordmarks on a clear ground. */
const wordmarks: [string, string][] = [
  [
    'The Style Ledger',
    text(102, 31, 36, 11, 'THE', SERIF) +
      rect(20, 38, 200, 1, brand.ink) +
      text(20, 62, 200, 22, 'STYLE LEDGER', SERIF, ' letter-spacing="3"') +
      rect(20, 70, 200, 1, brand.ink),
  ],
  ['Modern Edit', text(24, 54, 192, 38, 'Modern Edit', SERIF, ' font-style="italic"')],
  [
    'Atelier Weekly',
    text(34, 44, 172, 30, 'ATELIER', SANS, ' font-weight="700"') +
      text(58, 64, 124, 12, 'WEEKLY', SANS, ' font-weight="300" letter-spacing="6"'),
  ],
  [
    'Maison Review',
    text(52, 46, 136, 36, 'Maison', DIDONE, ' font-weight="700"') +
      rect(24, 55, 60, 1.4, brand.ink) +
      rect(156, 55, 60, 1.4, brand.ink) +
      text(92, 60, 56, 9, 'REVIEW', SERIF, ' letter-spacing="2"'),
  ],
  [
    'North & Grace',
    text(16, 50, 84, 26, 'North', SERIF) +
      text(104, 54, 30, 34, '&amp;', SERIF, ' font-style="italic"', shade(brand.gold, -0.3)) +
      text(138, 50, 88, 26, 'Grace', SERIF),
  ],
  [
    'The Fold',
    path('M24 22L60 22L60 46L48 58L24 58Z', 'none', ` stroke="${brand.ink}" stroke-width="2.4"`) +
      path('M48 58L48 46L60 46Z', brand.ink) +
      text(72, 52, 148, 30, 'THE FOLD', SERIF, ' font-weight="700" letter-spacing="1"'),
  ],
];

/** 240×80: the logo of an invented fashion publication. */
export const press = (index: number) => {
  const [name, body] = wordmarks[index % wordmarks.length] ?? wordmarks[0]!;
  return svgDocument({ width: 240, height: 80, title: `${name} logo`, body });
};

type CardStyle = {
  ground: string;
  ink: string;
  foil: string;
  motif: 'deco' | 'ribbon' | 'botanical' | 'arches';
};

const cardStyles: CardStyle[] = [
  { ground: brand.ink, ink: brand.gold, foil: brand.gold, motif: 'deco' },
  { ground: brand.red, ink: '#F5EFE6', foil: brand.gold, motif: 'ribbon' },
  { ground: '#F5EFE6', ink: brand.ink, foil: '#B8964F', motif: 'botanical' },
  { ground: '#E6C3BB', ink: '#5E1A2A', foil: '#C48E8B', motif: 'arches' },
];

const motif = (style: CardStyle) => {
  switch (style.motif) {
    case 'deco': {
      const rays: string[] = [];
      for (let i = 0; i <= 12; i += 1) {
        const a = Math.PI + (i / 12) * (Math.PI / 2);
        rays.push(`M800 500L${n(800 + Math.cos(a) * 360)} ${n(500 + Math.sin(a) * 360)}`);
      }
      const arcs = [120, 220, 330]
        .map((r) => `M${800 - r} 500A${r} ${r} 0 0 1 800 ${500 - r}`)
        .join('');
      return stroke(rays.join('') + arcs, style.foil, 1.6, ' opacity="0.7"');
    }
    case 'ribbon':
      return [
        path('M560 0L640 0L800 160L800 240Z', style.foil),
        path('M560 0L640 0L800 160L800 240Z', 'url(#card-gloss)'),
        path(
          'M664 92C610 30 560 60 600 102C620 122 650 110 664 92ZM664 92C730 60 760 108 720 132C698 146 676 122 664 92Z',
          shade(style.foil, -0.05),
          ` stroke="${shade(style.foil, -0.3)}" stroke-width="1.4"`,
        ),
        `<ellipse cx="664" cy="94" rx="14" ry="12" fill="${shade(style.foil, 0.1)}" stroke="${shade(style.foil, -0.3)}" stroke-width="1.4"/>`,
      ].join('');
    case 'botanical': {
      const stems = 'M640 500C650 400 690 300 780 230M700 500C700 430 730 380 790 350';
      const leaves: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const t = i / 7;
        const x = 640 + 10 * t + 140 * t * t;
        const y = 500 - 270 * t;
        leaves.push(leaf(x, y, 30 + (i % 2 ? 40 : -50), 46, 10));
      }
      return (
        stroke(stems, style.ink, 1.6, ' opacity="0.7"') +
        path(leaves.join(''), 'none', ` stroke="${style.ink}" stroke-width="1.4" opacity="0.7"`)
      );
    }
    case 'arches':
      return [0, 1, 2]
        .map((i) =>
          path(
            archPath({ x: 520 + i * 90, y: 180 - i * 30, w: 80, h: 340 }),
            mix(style.ground, i === 1 ? '#FFFFFF' : style.foil, 0.35),
          ),
        )
        .join('');
  }
};

/** 800×500: a gift card in one of four palettes. It says 'GIFT CARD' and nothing else. */
export const giftCard = (index: number) => {
  const style = cardStyles[index % cardStyles.length] ?? cardStyles[0]!;
  const body = [
    '<clipPath id="card"><rect width="800" height="500" rx="32"/></clipPath>',
    '<g clip-path="url(#card)">',
    rect(0, 0, 800, 500, style.ground),
    motif(style),
    rect(0, 0, 800, 500, 'url(#card-gloss)'),
    '</g>',
    `<rect x="28" y="28" width="744" height="444" rx="18" fill="none" stroke="${style.foil}" stroke-width="1.4" opacity="0.8"/>`,
    sparkle(80, 96, 16, style.foil),
    `<text x="72" y="420" font-family="${SERIF}" font-size="40" letter-spacing="10" fill="${style.ink}">GIFT CARD</text>`,
    rect(74, 440, 120, 2, style.foil),
  ].join('');
  return svgDocument({
    width: 800,
    height: 500,
    title: 'Gift card',
    defs: '<linearGradient id="card-gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient>',
    body,
  });
};

type Stroke = [number, number][];

/** Joined-up lower-case letters in units (baseline 0, x-height 14), each with its advance. */
const letters: Record<string, [Stroke, number]> = {
  l: [
    [
      [0, 0],
      [6, -12],
      [10, -28],
      [9, -34],
      [5, -31],
      [3, -18],
      [5, -4],
      [10, 0],
    ],
    12,
  ],
  a: [
    [
      [0, 0],
      [6, -8],
      [10, -13],
      [6, -14],
      [1, -10],
      [1, -3],
      [5, 0],
      [9, -5],
      [11, -13],
      [10, -3],
      [13, 0],
    ],
    15,
  ],
  n: [
    [
      [0, 0],
      [2, -10],
      [3, -14],
      [3, -4],
      [4, -11],
      [8, -14],
      [11, -11],
      [10, -3],
      [13, 0],
    ],
    15,
  ],
  e: [
    [
      [0, 0],
      [7, -5],
      [9, -11],
      [6, -14],
      [2, -11],
      [2, -4],
      [7, 0],
    ],
    12,
  ],
  i: [
    [
      [0, 0],
      [3, -8],
      [5, -14],
      [5, -4],
      [8, 0],
    ],
    10,
  ],
};

/**
 * 400×120: the founder's signature, a looped capital followed by quick joined-up letters and an
 * underline flourish, slanted like handwriting. Deliberately not a legible name.
 */
export const signature = () => {
  const scale = 2.1;
  const base = 80;
  const capital: Stroke = [
    [74, 30],
    [62, 16],
    [44, 20],
    [34, 44],
    [38, 76],
    [56, 88],
    [78, 80],
    [96, 66],
  ];
  const run: Stroke = [];
  let x = 96;
  let dot: [number, number] = [0, 0];
  for (const char of 'lanelie') {
    const [points, advance] = letters[char] ?? letters.e!;
    for (const [px, py] of points) run.push([x + px * scale, base + py * scale]);
    if (char === 'i') dot = [x + 6 * scale, base - 22 * scale];
    x += advance * scale;
  }
  run.push([x + 10, base - 8], [x + 30, base - 22]);
  const flourish: Stroke = [
    [x + 30, base - 22],
    [x + 6, base + 10],
    [260, base + 20],
    [120, base + 22],
    [40, base + 18],
  ];
  const ink = brand.ink;
  const body = `<g transform="translate(30 0) skewX(-14)">${[
    stroke(smoothPath(capital), ink, 3.2),
    stroke(smoothPath(run), ink, 2.4),
    stroke(smoothPath(flourish), ink, 1.6, ' opacity="0.9"'),
    `<circle cx="${n(dot[0])}" cy="${n(dot[1])}" r="2.6" fill="${ink}"/>`,
  ].join('')}</g>`;
  return svgDocument({ width: 400, height: 120, title: 'Signature of our founder', body });
};
