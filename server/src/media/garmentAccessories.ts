import { brand, mix, outline, shade } from './palette';
import { n } from './svg';
import { type Ink, inkFor, solid, flat, line, stitch, dot, ribs } from './garmentInk';

/** Accessories: jewellery, watches, scarves, belts, eyewear, hats and ties, as fashion flats. */

/** Point on a cubic Bézier. */
const bezier = (
  t: number,
  p0: [number, number],
  p1: [number, number],
  p2: [number, number],
  p3: [number, number],
): [number, number] => {
  const u = 1 - t;
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
};

const metalStroke = (ink: Ink) => shade(ink.fill, -0.35);

export const necklace = (ink: Ink): string => {
  const pearls: string[] = [];
  for (let i = 0; i <= 26; i += 1) {
    const [x, y] = bezier(i / 26, [22, 20], [30, 168], [170, 168], [178, 20]);
    pearls.push(dot(x, y, 4.2, '#F2ECE2', '#CFC6B8'));
    pearls.push(dot(x - 1.2, y - 1.3, 1.2, '#FFFFFF'));
  }
  return [
    `<path d="M40 20C46 112 154 112 160 20" fill="none" stroke="${metalStroke(ink)}" stroke-width="3.6" stroke-dasharray="3.5 1.5" stroke-linecap="round"/>`,
    `<path d="M40 20C46 112 154 112 160 20" fill="none" stroke="${ink.fill}" stroke-width="2.2" stroke-dasharray="3.5 1.5" stroke-linecap="round"/>`,
    pearls.join(''),
    `<path d="M100 98L112 114L100 134L88 114Z" fill="${ink.fill}" stroke="${metalStroke(ink)}" stroke-width="1.4"/>`,
    `<path d="M100 98L106 114L100 134" fill="none" stroke="${shade(ink.fill, 0.5)}" stroke-width="1" opacity="0.7"/>`,
  ].join('');
};

export const earrings = (ink: Ink): string => {
  const one = (cx: number) =>
    [
      dot(cx, 30, 6, ink.fill, metalStroke(ink)),
      `<circle cx="${cx}" cy="92" r="40" fill="none" stroke="${metalStroke(ink)}" stroke-width="9"/>`,
      `<circle cx="${cx}" cy="92" r="40" fill="none" stroke="${ink.fill}" stroke-width="6.4"/>`,
      `<path d="M${cx - 30} 66C${cx - 20} 56 ${cx - 8} 52 ${cx + 4} 53" fill="none" stroke="#fff" stroke-width="2" opacity="0.55" stroke-linecap="round"/>`,
    ].join('');
  return one(52) + one(148);
};

export const bracelet = (ink: Ink): string =>
  [
    `<ellipse cx="100" cy="100" rx="74" ry="46" fill="none" stroke="${metalStroke(ink)}" stroke-width="16"/>`,
    `<ellipse cx="100" cy="100" rx="74" ry="46" fill="none" stroke="${ink.fill}" stroke-width="12"/>`,
    `<path d="M40 82C60 62 100 56 140 64" fill="none" stroke="#fff" stroke-width="3" opacity="0.45" stroke-linecap="round"/>`,
  ].join('');

export const watch = (ink: Ink): string => {
  const strap = shade(ink.accent === brand.gold ? '#5B3A26' : ink.accent, 0);
  const strapInk = inkFor(strap);
  const marks: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2;
    const r1 = i % 3 === 0 ? 30 : 33;
    marks.push(
      `M${n(100 + Math.sin(a) * r1)} ${n(110 - Math.cos(a) * r1)}L${n(100 + Math.sin(a) * 36)} ${n(110 - Math.cos(a) * 36)}`,
    );
  }
  return [
    solid('M78 10L122 10L120 70L80 70Z', strapInk),
    solid('M80 150L120 150L122 210L78 210Z', strapInk),
    stitch('M83 14L82 66M117 14L118 66M82 154L83 206M118 154L117 206', shade(strap, 0.3), 0.6),
    dot(100, 110, 48, ink.fill, metalStroke(ink)),
    dot(100, 110, 41, '#F6F1E7', shade(ink.fill, -0.2)),
    `<path d="${marks.join('')}" stroke="#2B2620" stroke-width="1.6" stroke-linecap="round"/>`,
    '<path d="M100 110L100 84M100 110L118 118" stroke="#2B2620" stroke-width="2.2" stroke-linecap="round"/>',
    dot(100, 110, 2.4, '#2B2620'),
    flat('M148 104L154 104L154 116L148 116Z', inkFor(ink.fill), ink.fill),
  ].join('');
};

export const scarf = (ink: Ink): string => {
  const border = ink.accent;
  return [
    solid('M100 8L192 100L100 192L8 100Z', ink),
    `<path d="M100 24L176 100L100 176L24 100Z" fill="none" stroke="${border}" stroke-width="5"/>`,
    `<path d="M100 34L166 100L100 166L34 100Z" fill="none" stroke="${shade(border, 0.4)}" stroke-width="1.4" stroke-dasharray="4 3"/>`,
    `<circle cx="100" cy="100" r="22" fill="none" stroke="${border}" stroke-width="3"/>`,
    `<path d="M100 82L104 96L118 100L104 104L100 118L96 104L82 100L96 96Z" fill="${border}"/>`,
    `<path d="M100 8L192 100L100 192" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="10"/>`,
  ].join('');
};

export const belt = (ink: Ink): string =>
  [
    solid(
      'M40 82C40 70 48 64 60 64L184 64C190 64 194 68 194 76L194 88C194 94 190 98 184 98L60 98C48 98 40 92 40 82Z',
      ink,
    ),
    stitch('M62 69L186 69M62 93L186 93', shade(ink.fill, 0.35), 0.7),
    ...[118, 136, 154].map((x) => dot(x, 81, 2.6, shade(ink.fill, -0.45))),
    `<rect x="8" y="54" width="44" height="54" rx="8" fill="none" stroke="${shade(ink.accent, -0.35)}" stroke-width="9"/>`,
    `<rect x="8" y="54" width="44" height="54" rx="8" fill="none" stroke="${ink.accent}" stroke-width="6"/>`,
    `<path d="M30 57L30 105" stroke="${ink.accent}" stroke-width="4" stroke-linecap="round"/>`,
  ].join('');

export const sunglasses = (ink: Ink): string => {
  const frame = ink.fill;
  const lens = mix(shade(ink.fill, -0.5), '#3A2A22', 0.5);
  return [
    `<path d="M10 52L2 40M190 52L198 40" stroke="${outline(frame)}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M14 52C14 44 20 40 30 40L74 40C84 40 90 46 88 56L84 78C82 90 72 98 58 98L42 98C26 98 16 88 14 74Z" fill="${lens}" stroke="${frame}" stroke-width="6"/>`,
    `<path d="M186 52C186 44 180 40 170 40L126 40C116 40 110 46 112 56L116 78C118 90 128 98 142 98L158 98C174 98 184 88 186 74Z" fill="${lens}" stroke="${frame}" stroke-width="6"/>`,
    `<path d="M88 52C94 44 106 44 112 52" fill="none" stroke="${frame}" stroke-width="5"/>`,
    '<path d="M28 50L48 50M134 50L154 50" stroke="#fff" stroke-width="3" opacity="0.35" stroke-linecap="round"/>',
  ].join('');
};

export const hat = (ink: Ink): string =>
  [
    solid(
      'M4 132C4 116 50 106 100 106C150 106 196 116 196 132C196 146 150 154 100 154C50 154 4 146 4 132Z',
      { ...ink, fill: shade(ink.fill, 0.05) },
    ),
    solid(
      'M52 124C50 90 58 50 76 40C88 34 112 34 124 40C142 50 150 90 148 124C130 132 70 132 52 124Z',
      ink,
    ),
    flat(
      'M52 110C72 118 128 118 148 110L148 124C128 132 72 132 52 124Z',
      ink,
      ink.accent === brand.gold ? brand.ink : ink.accent,
    ),
    line('M84 40C92 50 108 50 116 40', ink, 0.5),
  ].join('');

export const cap = (ink: Ink): string =>
  [
    solid('M34 120C26 70 56 36 104 36C150 36 172 70 168 120Z', ink),
    solid('M112 112C140 110 176 112 196 122C196 132 180 136 160 134L108 126Z', {
      ...ink,
      fill: shade(ink.fill, -0.1),
    }),
    line('M104 36C100 60 100 90 104 120M70 44C62 70 60 96 64 120', ink, 0.45),
    dot(104, 38, 4, shade(ink.fill, -0.1), ink.line),
    stitch('M38 114L166 114', ink.line, 0.5),
  ].join('');

export const beanie = (ink: Ink): string =>
  [
    solid('M40 120C38 64 64 30 100 30C136 30 162 64 160 120Z', ink),
    solid(
      'M34 116L166 116C168 116 170 118 170 120L170 148C170 150 168 152 166 152L34 152C32 152 30 150 30 148L30 120C30 118 32 116 34 116Z',
      { ...ink, fill: shade(ink.fill, -0.06) },
    ),
    ribs(30, 170, 118, 150, ink, 6),
    line('M70 40C64 70 62 96 64 116M100 30L100 116M130 40C136 70 138 96 136 116', ink, 0.3),
  ].join('');

export const tie = (ink: Ink): string => {
  const stripe = ink.accent;
  return [
    solid('M86 10L114 10L110 40L90 40Z', ink),
    solid('M90 40L110 40L124 196L100 224L76 196Z', ink),
    `<clipPath id="tie-clip"><path d="M90 40L110 40L124 196L100 224L76 196Z"/></clipPath>`,
    `<g clip-path="url(#tie-clip)" opacity="0.75">${[50, 80, 110, 140, 170, 200]
      .map((y) => `<path d="M60 ${y + 10}L140 ${y - 20}" stroke="${stripe}" stroke-width="5"/>`)
      .join('')}</g>`,
    line('M90 40L110 40', ink, 0.8),
  ].join('');
};
