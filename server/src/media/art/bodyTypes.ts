import { getCatalogue } from '../../seed/buildCatalogue';
import type { BodyShape } from '../../seed/data/bodyTypes';
import { artRandom, brand, shade } from '../palette';
import { n, smoothPath, svgDocument } from '../svg';

/**
 * Body-type cards for the quiz: a soft silhouette with the shape's proportions and a dashed gold
 * outline of its geometry (shoulders, waist, hips), 4:5.
 */

type Proportions = { shoulder: number; bust: number; waist: number; hip: number; thigh: number };

const women: Record<BodyShape, Proportions> = {
  hourglass: { shoulder: 40, bust: 40, waist: 25, hip: 42, thigh: 31 },
  pear: { shoulder: 32, bust: 31, waist: 26, hip: 48, thigh: 35 },
  apple: { shoulder: 38, bust: 43, waist: 41, hip: 39, thigh: 30 },
  rectangle: { shoulder: 37, bust: 35, waist: 32, hip: 36, thigh: 29 },
  'inverted-triangle': { shoulder: 47, bust: 41, waist: 30, hip: 32, thigh: 27 },
  petite: { shoulder: 36, bust: 35, waist: 26, hip: 38, thigh: 29 },
  triangle: { shoulder: 34, bust: 33, waist: 32, hip: 44, thigh: 33 },
  oval: { shoulder: 38, bust: 42, waist: 44, hip: 40, thigh: 31 },
};

const men: Record<BodyShape, Proportions> = {
  rectangle: { shoulder: 45, bust: 41, waist: 37, hip: 38, thigh: 30 },
  triangle: { shoulder: 39, bust: 39, waist: 41, hip: 45, thigh: 33 },
  'inverted-triangle': { shoulder: 54, bust: 47, waist: 34, hip: 35, thigh: 30 },
  oval: { shoulder: 45, bust: 48, waist: 50, hip: 43, thigh: 32 },
  hourglass: { shoulder: 48, bust: 44, waist: 34, hip: 40, thigh: 31 },
  pear: { shoulder: 40, bust: 39, waist: 38, hip: 46, thigh: 34 },
  apple: { shoulder: 45, bust: 48, waist: 50, hip: 43, thigh: 32 },
  petite: { shoulder: 42, bust: 39, waist: 35, hip: 36, thigh: 29 },
};

const shapes: BodyShape[] = [
  'hourglass',
  'pear',
  'apple',
  'rectangle',
  'inverted-triangle',
  'petite',
];

export const renderBodyType = (id: string): string => {
  const hint = getCatalogue().art.bodyTypes.get(id);
  const rng = artRandom('bodytypes', id);
  const shape = hint?.shape ?? rng.pick(shapes);
  const male = hint?.department === 'male';
  const p = (male ? men : women)[shape];
  const cx = 150;
  // Vertical landmarks; petite figures are shorter.
  const k = shape === 'petite' ? 0.8 : 0.92;
  const top = shape === 'petite' ? 52 : 10;
  const y = (value: number) => top + value * k;
  const head = { cy: y(34), r: 21 * (male ? 1.05 : 1) };
  const right: [number, number][] = [
    [cx + 8, y(56)],
    [cx + 9, y(66)],
    [cx + p.shoulder * 0.62, y(76)],
    [cx + p.shoulder, y(90)],
    [cx + p.bust, y(122)],
    [cx + p.waist, y(160)],
    [cx + p.hip, y(200)],
    [cx + p.thigh + 4, y(236)],
    [cx + 22, y(290)],
    [cx + 16, y(330)],
    [cx + 15, y(342)],
    [cx + 24, y(348)],
    [cx + 6, y(348)],
    [cx + 5, y(290)],
    [cx + 2, y(238)],
  ];
  const left = right.map(([x, yy]) => [2 * cx - x, yy] as [number, number]).reverse();
  const outlinePoints = [...right, ...left];
  const body = smoothPath(outlinePoints, true, 0.9);
  const arm = (side: 1 | -1) =>
    smoothPath(
      [
        [cx + side * (p.shoulder - 6), y(90)],
        [cx + side * (p.shoulder + 6), y(104)],
        [cx + side * (p.bust + 12), y(150)],
        [cx + side * (p.hip + 8), y(200)],
        [cx + side * (p.hip + 6), y(214)],
        [cx + side * (p.hip - 2), y(210)],
        [cx + side * (p.hip - 1), y(196)],
        [cx + side * (p.bust + 1), y(150)],
        [cx + side * (p.shoulder - 10), y(112)],
      ],
      true,
      0.8,
    );
  const ground = male ? '#E3E6E2' : '#F1E6DF';
  const figure = male ? '#B9A995' : '#C9A892';
  const guide =
    shape === 'apple' || shape === 'oval'
      ? `<ellipse cx="${cx}" cy="${n(y(150))}" rx="${n(p.waist + 16)}" ry="${n(62 * k)}" fill="none" stroke="${brand.gold}" stroke-width="2.4" stroke-dasharray="7 5"/>`
      : `<path d="M${n(cx - p.shoulder - 8)} ${n(y(92))}L${n(cx + p.shoulder + 8)} ${n(y(92))}L${n(cx + p.waist + 6)} ${n(y(160))}L${n(cx + p.hip + 8)} ${n(y(204))}L${n(cx - p.hip - 8)} ${n(y(204))}L${n(cx - p.waist - 6)} ${n(y(160))}Z" fill="none" stroke="${brand.gold}" stroke-width="2.4" stroke-dasharray="7 5" stroke-linejoin="round"/>`;
  const ruler =
    shape === 'petite'
      ? `<path d="M250 ${n(y(12))}L250 ${n(y(348))}M242 ${n(y(12))}L258 ${n(y(12))}M242 ${n(y(348))}L258 ${n(y(348))}" stroke="${brand.ink}" stroke-width="1.4" opacity="0.55"/>` +
        Array.from({ length: 9 }, (_, i) => {
          const yy = y(12) + (i + 1) * ((y(348) - y(12)) / 10);
          return `<path d="M246 ${n(yy)}L254 ${n(yy)}" stroke="${brand.ink}" stroke-width="1" opacity="0.45"/>`;
        }).join('')
      : '';
  const parts = [
    `<rect width="300" height="375" fill="${ground}"/>`,
    `<ellipse cx="150" cy="${n(y(352))}" rx="70" ry="9" fill="${shade(ground, -0.08)}"/>`,
    `<path d="${arm(-1)}" fill="${shade(figure, -0.06)}"/>`,
    `<path d="${arm(1)}" fill="${shade(figure, -0.06)}"/>`,
    `<path d="${body}" fill="${figure}"/>`,
    `<circle cx="${cx}" cy="${n(head.cy)}" r="${n(head.r)}" fill="${figure}"/>`,
    guide,
    ruler,
  ];
  return svgDocument({
    width: 300,
    height: 375,
    title: `${hint?.name ?? 'Body type'} body type`,
    body: parts.join(''),
  });
};
