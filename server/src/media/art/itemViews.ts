import type { Garment } from '../garments';
import { drawGarment, garmentRole } from '../garments';
import { artRandom, itemColorFor, luminance, mix, neutrals, shade } from '../palette';
import {
  fit,
  fitted,
  grainFilter,
  n,
  shadowFilter,
  sheenGradient,
  smoothPath,
  svgDocument,
} from '../svg';
import { accentFor, itemLook } from './items';
import { sprig } from './looks';

/**
 * The two additional views of an item (`/media/items/{id}-detail.svg`, `-flat.svg`): the same
 * garment in the same colour as its main picture (`renderItem`), drawn from the same id.
 */

type Texture = { name: string; frequency: string; strength: number };

const knit: Texture = { name: 'knit', frequency: '0.32 0.035', strength: 1.1 };
const twill: Texture = { name: 'twill', frequency: '0.55 0.07', strength: 0.9 };
const leather: Texture = { name: 'grain', frequency: '0.9', strength: 0.8 };
const metal: Texture = { name: 'finish', frequency: '0.05 1.2', strength: 0.5 };
const weave: Texture = { name: 'weave', frequency: '0.75 0.6', strength: 0.7 };

const textureOf = (garment: Garment): Texture => {
  switch (garment) {
    case 'sweater':
    case 'cardigan':
    case 'beanie':
    case 'scarf':
    case 'hoodie':
      return knit;
    case 'jeans':
    case 'jacket':
    case 'trench':
    case 'trousers':
    case 'wide-trousers':
    case 'cap':
      return twill;
    case 'pump':
    case 'boot':
    case 'loafer':
    case 'sneaker':
    case 'tote':
    case 'crossbody':
    case 'clutch':
    case 'backpack':
    case 'briefcase':
    case 'belt':
      return leather;
    case 'necklace':
    case 'earrings':
    case 'bracelet':
    case 'watch':
    case 'sunglasses':
      return metal;
    default:
      return weave;
  }
};

/**
 * The fabric's surface over the garment only: noise stretched to ribs, twill or grain, darkening
 * and lightening the garment's own colour, composited inside its shape.
 */
const textureFilter = (id: string, texture: Texture, seed: number) =>
  `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%">` +
  `<feTurbulence type="fractalNoise" baseFrequency="${texture.frequency}" numOctaves="2" seed="${seed}" result="noise"/>` +
  `<feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${n(texture.strength)} 0 0 0 ${n(-0.42 * texture.strength)}" result="shadows"/>` +
  `<feComposite in="shadows" in2="SourceGraphic" operator="in" result="texture"/>` +
  `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="texture"/></feMerge></filter>`;

const itemOf = (id: string) => {
  const { garment, colors, name } = itemLook(id);
  const color = itemColorFor(id, colors);
  return {
    garment,
    color,
    label: name ? `${name} in ${color.name.toLowerCase()}` : `${color.name} ${garment}`,
  };
};

/** A close-up of the garment's centre, its fabric magnified: 4:5, like the main picture. */
export const renderItemDetail = (id: string): string => {
  const rng = artRandom('items/detail', id);
  const { garment, color, label } = itemOf(id);
  const texture = textureOf(garment);
  const drawing = drawGarment(garment, color.hex, accentFor(color.hex));
  // Zoomed on where the garment shows its make: the neckline and buttons of a top, a dress or a
  // coat, the waistband of a bottom, the middle of anything else.
  const frame = { x: 0, y: 0, w: 400, h: 500 };
  const placed = fitted(drawing.box, frame, 18);
  const role = garmentRole[garment];
  const upper = role === 'top' || role === 'dress' || role === 'outer';
  const focusX = placed.x + placed.w * rng.float(0.4, 0.6);
  const focusY = placed.y + placed.h * (upper ? 0.3 : role === 'bottom' ? 0.2 : 0.5);
  const zoom = rng.float(1.9, 2.3);
  const zoomed = `<g transform="translate(200 250) scale(${n(zoom)}) translate(${n(-focusX)} ${n(-focusY)})">${fit(drawing.svg, drawing.box, frame, 0, 18)}</g>`;
  const backdrop = luminance(color.hex) > 0.55 ? neutrals.linen : neutrals.paper;
  const body = [
    `<rect width="400" height="500" fill="${backdrop}"/>`,
    `<g filter="url(#texture)">${zoomed}</g>`,
    `<rect width="400" height="500" fill="url(#vignette)"/>`,
    `<rect x="14" y="14" width="372" height="472" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1.5"/>`,
  ].join('');
  return svgDocument({
    width: 400,
    height: 500,
    title: `${label}, close-up: the ${texture.name} of the fabric and its details`,
    defs: [
      sheenGradient(),
      textureFilter('texture', texture, rng.int(1, 999)),
      `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>`,
    ].join(''),
    body,
  });
};

type Surface = { name: string; base: string; draw: (rng: ReturnType<typeof artRandom>) => string };

const surfaces: Surface[] = [
  {
    name: 'white marble',
    base: '#EEECE8',
    draw: (rng) =>
      Array.from({ length: 4 }, () => {
        const y = rng.float(-40, 520);
        const points: [number, number][] = Array.from({ length: 6 }, (_, i) => [
          -20 + i * 88,
          y + rng.float(-60, 60) + i * rng.float(-12, 18),
        ]);
        return `<path d="${smoothPath(points)}" fill="none" stroke="#BDB6AC" stroke-width="${n(rng.float(0.6, 2.2))}" opacity="${n(rng.float(0.35, 0.7))}"/>`;
      }).join(''),
  },
  {
    name: 'pale oak',
    base: '#D9BD98',
    draw: (rng) =>
      Array.from({ length: 5 }, (_, plank) => {
        const x = plank * 84 + rng.float(-6, 6);
        const grain = Array.from({ length: 5 }, () => {
          const gx = x + rng.float(8, 76);
          const points: [number, number][] = Array.from({ length: 5 }, (_, i) => [
            gx + rng.float(-5, 5),
            -10 + i * 130,
          ]);
          return `<path d="${smoothPath(points)}" fill="none" stroke="${shade('#D9BD98', -0.18)}" stroke-width="${n(rng.float(0.5, 1.4))}" opacity="0.45"/>`;
        }).join('');
        return `<rect x="${n(x)}" y="0" width="1.5" height="500" fill="${shade('#D9BD98', -0.3)}" opacity="0.5"/>${grain}`;
      }).join(''),
  },
  {
    name: 'terrazzo',
    base: '#ECE5DA',
    draw: (rng) =>
      Array.from({ length: 70 }, () => {
        const fill = rng.pick(['#C9A27A', '#A3AE8E', '#D8B4A6', '#8F857A', '#F8F6F1', '#B7A38B']);
        const cx = n(rng.float(0, 400));
        const cy = n(rng.float(0, 500));
        return `<ellipse cx="${cx}" cy="${cy}" rx="${n(rng.float(2, 7))}" ry="${n(rng.float(1.5, 5))}" fill="${fill}" transform="rotate(${n(rng.float(0, 180))} ${cx} ${cy})" opacity="0.8"/>`;
      }).join(''),
  },
  {
    name: 'sand linen',
    base: neutrals.sand,
    draw: (rng) =>
      `<rect width="400" height="500" fill="#000" filter="url(#grain)"/>` +
      `<path d="${smoothPath([
        [-10, rng.float(80, 160)],
        [140, rng.float(120, 200)],
        [260, rng.float(60, 140)],
        [410, rng.float(100, 180)],
      ])}" fill="none" stroke="${shade(neutrals.sand, 0.25)}" stroke-width="3" opacity="0.6"/>`,
  },
];

/** Small things on the surface beside the garment: a sprig, a dish, a folded card. */
const prop = (rng: ReturnType<typeof artRandom>, surface: Surface) => {
  const corner = rng.chance(0.5);
  switch (rng.int(0, 2)) {
    case 0:
      return corner
        ? sprig(rng, 262, 474, rng.float(-16, -4))
        : sprig(rng, 268, 30, rng.float(4, 16));
    case 1: {
      const [x, y] = corner ? [350, 448] : [50, 52];
      return `<circle cx="${x}" cy="${y}" r="30" fill="${shade(surface.base, 0.4)}" stroke="${mix(surface.base, '#C9A86A', 0.6)}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="21" fill="none" stroke="${shade(surface.base, -0.06)}"/><circle cx="${x + 6}" cy="${y - 4}" r="5" fill="none" stroke="#D7B56E" stroke-width="2"/>`;
    }
    default: {
      const [x, y] = corner ? [300, 420] : [24, 30];
      return `<g transform="rotate(${n(rng.float(-12, 12))} ${x + 36} ${y + 24})"><rect x="${x}" y="${y}" width="72" height="48" fill="#FBF8F3" filter="url(#shadow)"/><rect x="${x + 10}" y="${y + 12}" width="40" height="3" fill="${neutrals.taupe}" opacity="0.6"/><rect x="${x + 10}" y="${y + 21}" width="28" height="3" fill="${neutrals.taupe}" opacity="0.4"/></g>`;
    }
  }
};

/** The garment laid flat, seen from above at a slight angle, on a surface of its own: 4:5. */
export const renderItemFlatLay = (id: string): string => {
  const rng = artRandom('items/flat', id);
  const { garment, color, label } = itemOf(id);
  // A surface the garment stands out on, when there is one.
  const contrasting = surfaces.filter(
    (surface) => Math.abs(luminance(surface.base) - luminance(color.hex)) > 0.12,
  );
  const surface = rng.pick(contrasting.length > 0 ? contrasting : surfaces);
  const drawing = drawGarment(garment, color.hex, accentFor(color.hex));
  const target = { x: 50, y: 58, w: 300, h: 384 };
  const placed = fitted(drawing.box, target, 20);
  const angle = rng.pick([-1, 1]) * rng.float(4, 10);
  const body = [
    `<rect width="400" height="500" fill="${surface.base}"/>`,
    surface.draw(rng),
    prop(rng, surface),
    `<ellipse cx="200" cy="${n(placed.y + placed.h / 2 + 8)}" rx="${n(placed.w * 0.5)}" ry="${n(placed.h * 0.5)}" fill="${shade(surface.base, -0.2)}" opacity="0.18" filter="url(#soft)"/>`,
    `<g filter="url(#shadow)">${fit(drawing.svg, drawing.box, target, angle, 20)}</g>`,
  ].join('');
  return svgDocument({
    width: 400,
    height: 500,
    title: `${label}, laid flat on ${surface.name}, seen from above`,
    defs: [
      sheenGradient(),
      shadowFilter('shadow', 4, 3, 0.22),
      grainFilter('grain', 0.06),
      `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter>`,
    ].join(''),
    body,
  });
};
