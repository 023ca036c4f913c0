import type { Presentation } from '../../../seed/catalogue';
import { createRandom } from '../../../seed/random';
import { backdropColors, brand, mix, shade } from '../../palette';
import { n, svgDocument } from '../../svg';
import { portraitFigure } from '../portraitFigure';
import { type PortraitSpec, specFor } from '../portraitSpec';
import { arch, group, onHanger, plant, rail, rect, sceneDefs, stroke, wall } from './scene';

/**
 * Portrait-based pictures: the founder, client portraits, video posters and the Lux
 * testimonials. All reuse the stylist-portrait figure (a 400×400 head-and-shoulders drawing).
 */

/** The head-and-shoulders figure scaled by `s`, its canvas's top-left corner at (x, y). */
const bust = (spec: PortraitSpec, x: number, y: number, s: number) =>
  group(portraitFigure(spec), `translate(${n(x)} ${n(y)}) scale(${n(s)})`);

const person = (
  key: string,
  presentation: Presentation,
  overrides: Partial<PortraitSpec> = {},
) => ({
  ...specFor(createRandom(`marketing/${key}`), presentation),
  ...overrides,
});

/** The founder, used on the landing page and the story page. */
export const founderSpec = person('founder', 'feminine', {
  skin: '#EFC9AE',
  hair: '#4A3222',
  hairStyle: 'bob',
  garment: '#161616',
  neckline: 'v',
  eyes: 'open',
  earrings: true,
  glasses: false,
  necklace: true,
});

/** 800×1000: the founder before a tall arch. */
export const founder = () => {
  const wallColor = '#E6D3C4';
  const body = [
    wall(800, 1000, wallColor),
    arch({ x: 130, y: 110, w: 540, h: 890 }, shade(wallColor, 0.3)),
    bust(founderSpec, 0, 200, 2),
  ].join('');
  return svgDocument({
    width: 800,
    height: 1000,
    title: 'Portrait of our founder',
    defs: sceneDefs(),
    body,
  });
};

/** 1280×720: the poster of the founder's video, in the studio. */
export const ourStoryVideo = () => {
  const wallColor = '#E9DED2';
  const body = [
    wall(1280, 720, wallColor),
    arch({ x: 560, y: 70, w: 500, h: 650 }, shade(wallColor, 0.3)),
    rail(70, 470, 190, 720),
    onHanger('coat', '#BF9363', 140, 190, 130),
    onHanger('dress', brand.red, 260, 190, 120),
    onHanger('shirt', '#F2EBDD', 380, 190, 120),
    plant(1150, 720, 1.3),
    bust(founderSpec, 470, 40, 1.7),
    rect(0, 0, 1280, 720, 'url(#dim)'),
  ].join('');
  return svgDocument({
    width: 1280,
    height: 720,
    title: 'Our founder in the studio',
    defs:
      sceneDefs() +
      '<linearGradient id="dim" x1="0" y1="0" x2="0" y2="1"><stop offset="0.7" stop-color="#3B2A1E" stop-opacity="0"/><stop offset="1" stop-color="#3B2A1E" stop-opacity="0.2"/></linearGradient>',
    body,
  });
};

/** 320×320: client portraits for the landing marquee (the 3rd and 7th are men). */
export const client = (index: number) => {
  const spec = person(
    `client-${index + 1}`,
    index === 2 || index === 6 ? 'masculine' : 'feminine',
    {
      backdrop: backdropColors[index % backdropColors.length],
    },
  );
  const body = [
    rect(0, 0, 320, 320, spec.backdrop),
    arch({ x: 64, y: 44, w: 192, h: 276 }, shade(spec.backdrop, 0.28), false),
    bust(spec, 0, 0, 0.8),
  ].join('');
  return svgDocument({ width: 320, height: 320, title: 'Portrait of a client', body });
};

type Room = { wall: string; window: string };

const rooms: Room[] = [
  { wall: '#E8D8CB', window: '#F7EFE5' },
  { wall: '#D9DDD2', window: '#F2F2EA' },
  { wall: '#E4D6DA', window: '#F6EEF0' },
];

/** 720×1280: vertical video posters of three clients talking about their stylist. */
export const testimonial = (index: number) => {
  const room = rooms[index % rooms.length] ?? rooms[0]!;
  const spec = person(`testimonial-${index + 1}`, index === 1 ? 'masculine' : 'feminine', {
    eyes: 'open',
  });
  const pane = shade(room.window, 0.4);
  const body = [
    wall(720, 1280, room.wall),
    arch({ x: 120, y: 120, w: 480, h: 1160 }, room.window, false),
    stroke('M360 120L360 1280M120 640L600 640', pane, 10),
    stroke('M120 360L600 360', pane, 10, ' opacity="0.7"'),
    rect(0, 812, 720, 18, shade(room.wall, -0.12)),
    rect(0, 830, 720, 450, shade(room.wall, -0.06)),
    index === 1 ? plant(610, 812, 1.1, 'fig') : plant(100, 812, 1.1),
    bust(spec, 0, 560, 1.8),
    rect(0, 0, 720, 1280, 'url(#dim)'),
  ].join('');
  return svgDocument({
    width: 720,
    height: 1280,
    title: 'A client talking about their styling session',
    defs:
      sceneDefs() +
      '<linearGradient id="dim" x1="0" y1="0" x2="0" y2="1"><stop offset="0.7" stop-color="#3B2A1E" stop-opacity="0"/><stop offset="1" stop-color="#3B2A1E" stop-opacity="0.2"/></linearGradient>',
    body,
  });
};

const luxGrounds = ['#2A2322', '#1F2A44', '#2F3A30'];
const luxGarments = ['#F2EBDD', '#BF9363', '#EADFC8'];

/** 800×800: Lux testimonial portraits on deep grounds with gold arches. */
export const luxTestimonial = (index: number) => {
  const ground = luxGrounds[index % luxGrounds.length] ?? brand.ink;
  const spec = person(`lux-testimonial-${index + 1}`, index === 2 ? 'masculine' : 'feminine', {
    garment: luxGarments[index % luxGarments.length],
    eyes: 'open',
  });
  const body = [
    rect(0, 0, 800, 800, ground),
    rect(0, 0, 800, 800, 'url(#glow)', ' opacity="0.25"'),
    arch({ x: 160, y: 90, w: 480, h: 710 }, mix(ground, '#FFFFFF', 0.1)),
    bust(spec, 0, 0, 2),
  ].join('');
  return svgDocument({
    width: 800,
    height: 800,
    title: 'Portrait of a Lux client',
    defs: sceneDefs(),
    body,
  });
};
