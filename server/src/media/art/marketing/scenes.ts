import type { Presentation } from '../../../seed/catalogue';
import { createRandom } from '../../../seed/random';
import { brand, fashionColors as c, mix, shade } from '../../palette';
import { type Box, fit, n, svgDocument } from '../../svg';
import { type PortraitSpec, specFor } from '../portraitSpec';
import { dressForm } from '../moodboards';
import { FIGURE_BOX, type FigureOptions, figure } from './figure';
import {
  arch,
  archPath,
  contactShadow,
  floor,
  garmentIn,
  onHanger,
  path,
  plant,
  rail,
  rect,
  sceneDefs,
  sparkle,
  stroke,
  wall,
} from './scene';

/** Scenes with standing figures: the heroes, the Lux life stages, the studio and a street. */

export const model = (
  key: string,
  presentation: Presentation,
  overrides: Partial<PortraitSpec>,
) => ({
  ...specFor(createRandom(`marketing/${key}`), presentation),
  glasses: false,
  eyes: 'open' as const,
  ...overrides,
});

/** A figure fitted into a box (feet at its bottom), with a contact shadow. */
export const standing = (options: FigureOptions, box: Box) => {
  const scale = box.h / FIGURE_BOX.h;
  const cx = box.x + box.w / 2;
  return (
    contactShadow(cx, box.y + box.h - 6 * scale, 110 * scale, 16 * scale) +
    fit(figure(options), FIGURE_BOX, box)
  );
};

/** 960×1200: the landing hero, a woman in a camel coat before an arch, a rail beside her. */
export const hero = () => {
  const wallColor = '#E6D4C4';
  const body = [
    wall(960, 1200, wallColor),
    arch({ x: 250, y: 120, w: 460, h: 900 }, '#F6EEE6'),
    floor(960, 1200, 1020, mix(wallColor, '#B7A38B', 0.35)),
    rail(700, 940, 420, 1040),
    onHanger('dress', brand.red, 760, 420, 120),
    onHanger('tee', c.ivory.hex, 850, 420, 110),
    onHanger('blazer', brand.ink, 920, 420, 120),
    plant(120, 1040, 1.3),
    standing(
      {
        spec: model('hero', 'feminine', {
          skin: '#E3B18F',
          hair: '#2E221B',
          hairStyle: 'long',
          earrings: true,
          necklace: false,
        }),
        outfit: { kind: 'coat', color: c.camel.hex, inner: c.black.hex, legs: c.black.hex },
        shoes: c.black.hex,
        bag: brand.red,
      },
      { x: 300, y: 150, w: 360, h: 980 },
    ),
  ].join('');
  return svgDocument({
    width: 960,
    height: 1200,
    title: 'A client in a camel coat, styled by her stylist',
    defs: sceneDefs(),
    body,
  });
};

/** 1600×1000: the Lux hero, an evening gown in a dark boutique of gold-lined arches. */
export const luxHero = () => {
  const wallColor = '#2A2220';
  const alcove = '#3A2F2B';
  const shelf = (y: number) => rect(1130, y, 340, 12, brand.gold, ' opacity="0.8"');
  const body = [
    rect(0, 0, 1600, 1000, wallColor),
    rect(0, 0, 1600, 1000, 'url(#glow)', ' opacity="0.18"'),
    arch({ x: 110, y: 170, w: 380, h: 700 }, alcove),
    arch({ x: 590, y: 90, w: 420, h: 780 }, shade(alcove, 0.08)),
    arch({ x: 1110, y: 170, w: 380, h: 700 }, alcove),
    rect(0, 870, 1600, 130, '#1E1816'),
    rect(0, 870, 1600, 2, brand.gold, ' opacity="0.5"'),
    contactShadow(300, 860, 90, 10),
    fit(
      dressForm(false, c.gold.hex, brand.ink),
      { x: 0, y: 0, w: 200, h: 356 },
      { x: 180, y: 400, w: 240, h: 470 },
    ),
    shelf(470),
    shelf(680),
    garmentIn('crossbody', brand.red, { x: 1220, y: 340, w: 160, h: 130 }),
    garmentIn('pump', c.gold.hex, { x: 1210, y: 590, w: 180, h: 90 }),
    standing(
      {
        spec: model('lux-hero', 'feminine', {
          skin: '#9A6444',
          hair: '#1C1917',
          hairStyle: 'bun',
          earrings: true,
          necklace: false,
        }),
        outfit: { kind: 'dress', color: c.emerald.hex, length: 'gown' },
        shoes: c.gold.hex,
      },
      { x: 620, y: 160, w: 360, h: 770 },
    ),
    sparkle(520, 140, 14),
    sparkle(1080, 120, 10),
    sparkle(1500, 110, 12),
  ].join('');
  return svgDocument({
    width: 1600,
    height: 1000,
    title: 'An emerald gown in a boutique of gold arches',
    defs: sceneDefs(),
    body,
  });
};

/** City towers with rows of windows, in hazy blues. */
const skyline = (box: Box) => {
  const towers: string[] = [];
  const rng = createRandom('marketing/skyline');
  let x = box.x - 10;
  let i = 0;
  while (x < box.x + box.w) {
    const w = rng.int(50, 100);
    const h = rng.int(140, 360);
    const far = i % 2 === 0;
    const top = box.y + box.h - h - (far ? 40 : 0);
    const height = box.y + box.h - top;
    towers.push(
      rect(x, top, w - 4, height, far ? '#B9C9D8' : '#93AAC2') +
        rect(x + 8, top + 14, w - 20, height - 14, 'url(#windows)', ' opacity="0.6"'),
    );
    x += w - (far ? 20 : 0);
    i += 1;
  }
  return towers.join('');
};

/** 1200×800: boss ladies: a navy trouser suit before a city window. */
export const luxBoss = () => {
  const wallColor = '#E7DDD3';
  const window: Box = { x: 620, y: 90, w: 460, h: 620 };
  const body = [
    wall(1200, 800, wallColor),
    `<clipPath id="window"><path d="${archPath(window)}"/></clipPath>`,
    `<g clip-path="url(#window)">${rect(window.x, window.y, window.w, window.h, '#DCE6EE')}${skyline({ x: window.x, y: window.y + 200, w: window.w, h: window.h - 200 })}</g>`,
    stroke(`${archPath(window)}M850 90L850 710M620 420L1080 420`, '#F8F4EE', 10),
    floor(1200, 800, 710, mix(wallColor, '#8F857A', 0.3)),
    plant(120, 730, 1.2, 'fig'),
    standing(
      {
        spec: model('lux-boss', 'feminine', {
          skin: '#D09C78',
          hair: '#2E221B',
          hairStyle: 'bob',
          earrings: true,
        }),
        outfit: { kind: 'blazer', color: c.navy.hex, inner: c.ivory.hex, trousers: c.navy.hex },
        shoes: c.black.hex,
        bag: c.cognac.hex,
      },
      { x: 260, y: 80, w: 320, h: 690 },
    ),
  ].join('');
  return svgDocument({
    width: 1200,
    height: 800,
    title: 'A woman in a navy trouser suit by a city window',
    defs:
      sceneDefs() +
      '<pattern id="windows" width="16" height="20" patternUnits="userSpaceOnUse"><rect width="8" height="10" fill="#F4F1EA"/></pattern>',
    body,
  });
};

/** 1200×800: life updates: a woman trying a new look in a tall gold mirror. */
export const luxUpdates = () => {
  const wallColor = '#EADCD6';
  const mirror: Box = { x: 640, y: 80, w: 380, h: 660 };
  const look: FigureOptions = {
    spec: model('lux-updates', 'feminine', {
      skin: '#F6DCCB',
      hair: '#8A4B2A',
      hairStyle: 'wavy',
      earrings: true,
    }),
    outfit: { kind: 'dress', color: c.terracotta.hex, belt: brand.gold },
    shoes: c.tan.hex,
  };
  const box: Box = { x: 230, y: 110, w: 300, h: 640 };
  const reflection: Box = { x: 700, y: 170, w: 260, h: 560 };
  const body = [
    wall(1200, 800, wallColor),
    floor(1200, 800, 720, mix(wallColor, '#8F857A', 0.3)),
    `<g id="me">${standing(look, box)}</g>`,
    path(archPath(mirror), brand.gold),
    `<clipPath id="glass"><path d="${archPath({ x: mirror.x + 14, y: mirror.y + 14, w: mirror.w - 28, h: mirror.h - 28 })}"/></clipPath>`,
    `<g clip-path="url(#glass)">${rect(mirror.x, mirror.y, mirror.w, mirror.h, '#F4EEEA')}`,
    `<use href="#me" transform="translate(${n(reflection.x + reflection.w + (box.x * reflection.h) / box.h)} ${n(reflection.y - (box.y * reflection.h) / box.h)}) scale(${n(-reflection.h / box.h)} ${n(reflection.h / box.h)})"/>`,
    rect(mirror.x, mirror.y, mirror.w, mirror.h, '#FFFFFF', ' opacity="0.18"'),
    '</g>',
    stroke('M700 200L780 120M720 260L860 120', '#FFFFFF', 6, ' opacity="0.5"'),
    sparkle(1080, 160, 16),
    sparkle(590, 120, 10),
  ].join('');
  return svgDocument({
    width: 1200,
    height: 800,
    title: 'A woman trying a new look in a tall gold mirror',
    defs: sceneDefs(),
    body,
  });
};

/** 1600×700: the story page header, the studio with its rail, dress form and windows. */
export const ourStoryHeader = () => {
  const wallColor = '#ECE3D8';
  const window = (x: number) =>
    path(archPath({ x, y: 90, w: 220, h: 470 }), '#F8F4EE') +
    stroke(
      `${archPath({ x, y: 90, w: 220, h: 470 })}M${x + 110} 90L${x + 110} 560M${x} 330L${x + 220} 330`,
      '#D9CBB9',
      6,
    );
  const body = [
    wall(1600, 700, wallColor),
    window(720),
    window(1020),
    floor(1600, 700, 560, mix(wallColor, '#B7A38B', 0.35)),
    rail(80, 620, 140, 600),
    onHanger('coat', c.camel.hex, 170, 140, 130),
    onHanger('dress', brand.red, 300, 140, 120),
    onHanger('tee', c.white.hex, 420, 140, 120),
    onHanger('blazer', brand.ink, 540, 140, 130),
    contactShadow(900, 610, 90, 12),
    fit(
      dressForm(false, c.blush.hex, brand.gold),
      { x: 0, y: 0, w: 200, h: 356 },
      { x: 790, y: 240, w: 220, h: 380 },
    ),
    plant(1400, 600, 1.3),
  ].join('');
  return svgDocument({
    width: 1600,
    height: 700,
    title: 'Our studio: a rail of clothes, a dress form and tall windows',
    defs: sceneDefs(),
    body,
  });
};

/** 1200×800: a blog picture, a woman in a red dress on a Parisian street. */
export const blogStreet = () => {
  const facade = '#EADFCF';
  const windows = [150, 420, 780, 1050]
    .map(
      (x) =>
        path(archPath({ x: x - 80, y: 120, w: 160, h: 300 }), '#C8D3DC') +
        stroke(
          `M${x - 90} 430L${x + 90} 430M${x - 90} 380L${x + 90} 380M${x - 60} 380L${x - 60} 430M${x} 380L${x} 430M${x + 60} 380L${x + 60} 430`,
          brand.ink,
          3,
        ),
    )
    .join('');
  const body = [
    wall(1200, 800, facade),
    windows,
    rect(0, 640, 1200, 160, '#CFC5B6'),
    stroke('M0 700L1200 700M0 760L1200 760', shade('#CFC5B6', -0.08), 2),
    standing(
      {
        spec: model('blog-street', 'feminine', {
          skin: '#EFC9AE',
          hair: '#1C1917',
          hairStyle: 'long',
          earrings: true,
        }),
        outfit: { kind: 'dress', color: brand.red, belt: brand.ink },
        shoes: brand.ink,
        bag: brand.ink,
      },
      { x: 470, y: 60, w: 300, h: 680 },
    ),
  ].join('');
  return svgDocument({
    width: 1200,
    height: 800,
    title: 'A woman in a red dress on a city street',
    defs: sceneDefs(),
    body,
  });
};
