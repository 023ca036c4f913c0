import { brand, fashionColors as c, mix, shade } from '../../palette';
import { n, svgDocument } from '../../svg';
import { type FigureOptions } from './figure';
import {
  archPath,
  floor,
  garmentIn,
  group,
  onHanger,
  path,
  rect,
  sceneDefs,
  sparkle,
  stroke,
  wall,
} from './scene';
import { model, standing } from './scenes';

/** The wedding campaign: a bride under flowers, a guest's outfit, the suit and gown. */

/** A flower head (defined once per document as #bloom-{key}). */
const bloomDef = (key: string, petal: string, heart: string) => {
  const petals = Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * Math.PI * 2;
    return `<ellipse cx="${n(Math.cos(a) * 14)}" cy="${n(Math.sin(a) * 14)}" rx="16" ry="12" transform="rotate(${n((a * 180) / Math.PI)} ${n(Math.cos(a) * 14)} ${n(Math.sin(a) * 14)})"/>`;
  }).join('');
  return `<g id="bloom-${key}" fill="${petal}">${petals}<circle r="11" fill="${shade(petal, -0.08)}"/><circle r="5" fill="${heart}"/></g>`;
};

const flowerDefs = () =>
  bloomDef('a', '#E6C3BB', '#C48E8B') +
  bloomDef('b', '#F8F3EA', '#D7B56E') +
  bloomDef('c', '#C48E8B', '#7D1818') +
  '<path id="leaf" d="M0 0Q14 -18 0 -44Q-14 -18 0 0Z" fill="#8E9A78"/>';

/** Flowers along a path of points (cycling the three blooms, leaves between them). */
const garland = (points: [number, number][], scale = 1) =>
  points
    .map(([x, y], i) => {
      const key = 'abc'[i % 3];
      const s = scale * (0.8 + ((i * 7) % 5) * 0.1);
      return `<use href="#leaf" transform="translate(${n(x)} ${n(y)}) rotate(${n((i * 67) % 360)}) scale(${n(scale * 1.2)})"/><use href="#bloom-${key}" transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"/>`;
    })
    .join('');

const arcPoints = (cx: number, cy: number, r: number, count: number): [number, number][] =>
  Array.from({ length: count }, (_, i) => {
    const a = Math.PI + (i / (count - 1)) * Math.PI;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
  });

const bride = (key: string): FigureOptions => ({
  spec: model(key, 'feminine', {
    skin: '#E3B18F',
    hair: '#4A3222',
    hairStyle: 'bun',
    earrings: true,
    necklace: false,
  }),
  outfit: { kind: 'dress', color: '#F8F3EA', length: 'gown' },
  shoes: '#F2EBDD',
});

/** 1600×900: the wedding hero, a bride under a floral arch. */
export const weddingCeremony = () => {
  const wallColor = '#EBD9D2';
  const body = [
    wall(1600, 900, wallColor),
    floor(1600, 900, 800, mix(wallColor, '#B7A38B', 0.3)),
    path(archPath({ x: 560, y: 80, w: 480, h: 720 }), '#D9DDCF'),
    stroke('M560 800L560 320M1040 800L1040 320', brand.gold, 3, ' opacity="0.7"'),
    garland(arcPoints(800, 320, 240, 15), 1.3),
    garland(
      [
        [560, 420],
        [560, 540],
        [1040, 440],
        [1040, 560],
      ],
      1.1,
    ),
    standing(bride('wedding-1'), { x: 640, y: 160, w: 320, h: 680 }),
    garland(
      [
        [200, 760],
        [250, 720],
        [300, 770],
        [1320, 770],
        [1380, 720],
        [1430, 770],
      ],
      1.4,
    ),
    sparkle(300, 200, 14),
    sparkle(1300, 160, 18),
  ].join('');
  return svgDocument({
    width: 1600,
    height: 900,
    title: 'A bride under an arch of flowers',
    defs: sceneDefs() + flowerDefs(),
    body,
  });
};

/** 1600×900: a wedding guest's outfit with an invitation and flowers. */
export const weddingGuest = () => {
  const invitation = group(
    [
      rect(0, 0, 300, 400, '#FFFDF9', ' filter="url(#soft)"'),
      rect(18, 18, 264, 364, 'none', ` stroke="${brand.gold}" stroke-width="1.4"`),
      `<text x="150" y="150" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="34" font-style="italic" fill="${brand.ink}">Save</text>`,
      `<text x="150" y="196" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="22" letter-spacing="6" fill="${brand.ink}">THE DATE</text>`,
      rect(110, 226, 80, 1.4, brand.gold),
      rect(70, 270, 160, 6, '#E5D7C4'),
      rect(90, 290, 120, 6, '#E5D7C4'),
    ].join(''),
    'translate(1180 250) rotate(6 150 200)',
  );
  const body = [
    rect(0, 0, 1600, 900, '#F3E9E4'),
    rect(0, 0, 1600, 900, 'url(#glow)'),
    `<g filter="url(#shadow)">${garmentIn('wrap-dress', c.rose.hex, { x: 120, y: 70, w: 500, h: 760 }, -3)}</g>`,
    `<g filter="url(#shadow)">${garmentIn('clutch', c.gold.hex, { x: 680, y: 120, w: 320, h: 200 }, 6)}</g>`,
    `<g filter="url(#shadow)">${garmentIn('pump', c.blush.hex, { x: 660, y: 560, w: 380, h: 200 }, -4)}</g>`,
    `<g filter="url(#shadow)">${garmentIn('earrings', c.pearl.hex, { x: 740, y: 370, w: 220, h: 140 })}</g>`,
    invitation,
    garland(
      [
        [1120, 200],
        [1170, 150],
        [1240, 180],
        [1480, 700],
        [1530, 650],
        [1420, 740],
      ],
      1.5,
    ),
  ].join('');
  return svgDocument({
    width: 1600,
    height: 900,
    title: 'A wedding guest outfit with an invitation',
    defs: sceneDefs() + flowerDefs(),
    body,
  });
};

/** 1600×900: his and hers: the wedding suit and gown on hangers under a garland. */
export const weddingOutfits = () => {
  const wallColor = '#EEE6DC';
  const body = [
    wall(1600, 900, wallColor),
    floor(1600, 900, 790, mix(wallColor, '#B7A38B', 0.25)),
    path(archPath({ x: 440, y: 70, w: 720, h: 720 }), shade(wallColor, 0.45)),
    stroke('M560 250L1040 250', brand.gold, 5),
    onHanger('blazer', c.navy.hex, 680, 250, 240),
    onHanger('slip-dress', '#F8F3EA', 920, 250, 220),
    garland(arcPoints(800, 430, 360, 15), 1.3),
    `<g filter="url(#shadow)">${garmentIn('pump', '#F2EBDD', { x: 1200, y: 690, w: 220, h: 110 })}</g>`,
    garland(
      [
        [170, 780],
        [230, 740],
        [290, 790],
      ],
      1.4,
    ),
    sparkle(1400, 200, 16),
    sparkle(220, 180, 12),
  ].join('');
  return svgDocument({
    width: 1600,
    height: 900,
    title: 'A wedding suit and gown on hangers under a garland of flowers',
    defs: sceneDefs() + flowerDefs(),
    body,
  });
};
