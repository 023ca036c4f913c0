import { getCatalogue } from '../../seed/buildCatalogue';
import { type Presentation } from '../../seed/catalogue';
import { artRandom, brand, shade } from '../palette';
import { svgDocument } from '../svg';
import { portraitFigure } from './portraitFigure';
import { path, stroke } from './portraitPaths';
import { type PortraitSpec, specFor } from './portraitSpec';

/**
 * Portraits in a flat editorial illustration style: head and shoulders, a simple face, a hair
 * shape, a garment neckline, on a wardrobe-coloured backdrop with an arch. Drawn on a 400×400
 * canvas; client avatars reuse it at a smaller size inside a circle.
 */

/** The portrait's layers on a 400×400 canvas. */
const portrait = (spec: PortraitSpec): string => {
  const arch = shade(spec.backdrop, 0.28);
  return [
    `<rect width="400" height="400" fill="${spec.backdrop}"/>`,
    path('M80 400L80 190C80 110 134 54 200 54C266 54 320 110 320 190L320 400Z', arch),
    stroke(
      'M66 400L66 190C66 102 126 40 200 40C274 40 334 102 334 190L334 400',
      brand.gold,
      1.4,
      ' opacity="0.55"',
    ),
    portraitFigure(spec),
  ].join('');
};

const botPortrait = (): string =>
  [
    `<rect width="400" height="400" fill="${brand.ink}"/>`,
    path('M80 400L80 190C80 110 134 54 200 54C266 54 320 110 320 190L320 400Z', '#232120'),
    stroke(
      'M66 400L66 190C66 102 126 40 200 40C274 40 334 102 334 190L334 400',
      brand.gold,
      1.4,
      ' opacity="0.6"',
    ),
    stroke(
      'M200 132C200 116 212 108 222 112C234 116 234 134 220 140C208 146 200 150 200 166L200 178',
      brand.gold,
      6,
    ),
    stroke('M200 178L96 252C86 260 90 270 102 270L298 270C310 270 314 260 304 252Z', brand.gold, 6),
    path('M200 296L207 316L228 322L207 328L200 348L193 328L172 322L193 316Z', brand.gold),
    path(
      'M286 96L290 107L301 110L290 113L286 124L282 113L271 110L282 107Z',
      brand.gold,
      ' opacity="0.7"',
    ),
  ].join('');

const stylistSpec = (id: string) => {
  const hint = getCatalogue().art.stylists.get(id);
  const rng = artRandom('avatars', id);
  const presentation: Presentation =
    hint?.presentation ?? (rng.chance(0.5) ? 'feminine' : 'masculine');
  return { hint, spec: specFor(rng, presentation) };
};

/** A stylist portrait, 1:1. */
export const renderAvatar = (id: string): string => {
  const { hint, spec } = stylistSpec(id);
  return svgDocument({
    width: 400,
    height: 400,
    title: hint ? `Portrait of ${hint.name}` : 'Stylist portrait',
    body: hint?.isBot ? botPortrait() : portrait(spec),
  });
};

/** A small round client avatar, 1:1. */
export const renderClient = (id: string): string => {
  const hint = getCatalogue().art.clients.get(id);
  const rng = artRandom('clients', id);
  const spec = specFor(rng, hint?.presentation ?? (rng.chance(0.6) ? 'feminine' : 'masculine'));
  return svgDocument({
    width: 120,
    height: 120,
    title: hint ? `Photo of ${hint.name}` : 'Client avatar',
    defs: '<clipPath id="round"><circle cx="60" cy="60" r="60"/></clipPath>',
    body: `<g clip-path="url(#round)"><g transform="translate(-24 -20) scale(0.42)">${portrait(spec)}</g></g>`,
  });
};
