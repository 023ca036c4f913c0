import { getCatalogue } from '../../seed/buildCatalogue';
import type { Presentation } from '../../seed/catalogue';
import { type Random } from '../../seed/random';
import {
  artRandom,
  backdropColors,
  brand,
  hairColors,
  luminance,
  mix,
  outline,
  shade,
  skinTones,
} from '../palette';
import { n, svgDocument } from '../svg';

/**
 * Portraits in a flat editorial illustration style: head and shoulders, a simple face, a hair
 * shape, a garment neckline, on a wardrobe-coloured backdrop with an arch. Drawn on a 400×400
 * canvas; client avatars reuse it at a smaller size inside a circle.
 */

const garmentColors = [
  '#1D1C1B',
  '#F2EBDD',
  '#BF9363',
  '#1F2A44',
  '#7D1818',
  '#A3AE8E',
  '#5F6138',
  '#9C4A26',
  '#EADFC8',
  '#3A3A3C',
  '#C48E8B',
];

type FeminineHair = 'long' | 'wavy' | 'bob' | 'bun' | 'curly' | 'pixie';
type MasculineHair = 'short' | 'side-part' | 'buzz' | 'curly-short' | 'top-knot';

export type PortraitSpec = {
  presentation: Presentation;
  skin: string;
  hair: string;
  hairStyle: FeminineHair | MasculineHair;
  garment: string;
  neckline: 'crew' | 'v' | 'turtleneck' | 'collar' | 'scoop';
  backdrop: string;
  eyes: 'closed' | 'open';
  earrings: boolean;
  glasses: boolean;
  beard: boolean;
  necklace: boolean;
};

/** Hair that stands out from the skin tone: too close in lightness falls back to dark brown. */
const readableHair = (hair: string, skin: string) =>
  Math.abs(luminance(hair) - luminance(skin)) < 0.12 ? (hairColors[1] ?? '#2E221B') : hair;

/** A random portrait (skin, hair, garment, backdrop, details) for a presentation. */
export const specFor = (rng: Random, presentation: Presentation): PortraitSpec => {
  const skin = rng.pick(skinTones);
  const skinIndex = skinTones.indexOf(skin);
  const hairPool = skinIndex >= 5 ? hairColors.filter((_, i) => i <= 3 || i === 7) : hairColors;
  const feminine = presentation === 'feminine';
  return {
    presentation,
    skin,
    hair: readableHair(rng.pick(hairPool), skin),
    hairStyle: feminine
      ? rng.pick<FeminineHair>(['long', 'wavy', 'bob', 'bun', 'curly', 'pixie'])
      : rng.pick<MasculineHair>(['short', 'side-part', 'buzz', 'curly-short', 'top-knot']),
    garment: rng.pick(garmentColors),
    neckline: feminine
      ? rng.pick(['crew', 'v', 'turtleneck', 'scoop', 'collar'] as const)
      : rng.pick(['crew', 'turtleneck', 'collar', 'collar', 'v'] as const),
    backdrop: rng.pick(backdropColors),
    eyes: rng.chance(0.5) ? 'closed' : 'open',
    earrings: feminine && rng.chance(0.6),
    glasses: rng.chance(0.15),
    beard: !feminine && rng.chance(0.4),
    necklace: feminine && rng.chance(0.3),
  };
};

const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

/** Hair drawn behind the head and neck. */
const hairBack = (spec: PortraitSpec): string => {
  const h = spec.hair;
  switch (spec.hairStyle) {
    case 'long':
      return path('M128 186C118 112 158 86 200 86C242 86 282 112 272 186L286 312L114 312Z', h);
    case 'wavy':
      return path(
        'M126 186C114 110 158 84 200 84C242 84 286 110 274 186C284 214 270 236 284 262C296 286 280 300 290 318L110 318C120 300 104 286 116 262C130 236 116 214 126 186Z',
        h,
      );
    case 'bob':
      return path(
        'M126 196C118 118 158 88 200 88C242 88 282 118 274 196C276 236 272 260 264 274L136 274C128 260 124 236 126 196Z',
        h,
      );
    case 'bun':
      return `<circle cx="200" cy="86" r="32" fill="${h}"/>${stroke('M176 96C190 104 210 104 224 96', shade(h, 0.2), 2, ' opacity="0.6"')}`;
    case 'curly': {
      const bumps: string[] = [`<circle cx="200" cy="168" r="92" fill="${h}"/>`];
      for (let i = 0; i < 16; i += 1) {
        const a = Math.PI * (0.9 + (i / 15) * 1.2);
        bumps.push(
          `<circle cx="${n(200 + Math.cos(a) * 94)}" cy="${n(176 + Math.sin(a) * 96)}" r="${n(24 + (i % 3) * 3)}" fill="${h}"/>`,
        );
      }
      bumps.push(`<rect x="112" y="170" width="176" height="100" rx="40" fill="${h}"/>`);
      return bumps.join('');
    }
    case 'top-knot':
      return `<ellipse cx="204" cy="84" rx="20" ry="16" fill="${h}"/>`;
    default:
      return '';
  }
};

/** Hair drawn over the forehead and, for long styles, over the shoulders. */
const hairFront = (spec: PortraitSpec): string => {
  const h = spec.hair;
  const sheen = shade(h, 0.22);
  switch (spec.hairStyle) {
    case 'long':
      return [
        path(
          'M136 196C130 122 164 92 200 92C236 92 270 122 264 196C258 154 240 128 206 112C196 136 168 156 136 196Z',
          h,
        ),
        path(
          'M138 196C136 250 130 300 112 350C124 366 142 366 152 350C154 300 154 250 150 200Z',
          h,
        ),
        path(
          'M262 196C264 250 270 300 288 350C276 366 258 366 248 350C246 300 246 250 250 200Z',
          h,
        ),
        stroke('M150 150C158 126 174 108 196 101', sheen, 2.5, ' opacity="0.45"'),
      ].join('');
    case 'wavy':
      return [
        path(
          'M134 196C128 120 164 90 200 90C236 90 272 120 266 196C262 160 248 134 222 118C200 140 170 150 134 196Z',
          h,
        ),
        path(
          'M136 196C130 232 146 256 132 290C124 312 134 336 120 358C132 372 150 370 158 356C160 330 150 312 158 290C168 258 150 232 152 198Z',
          h,
        ),
        path(
          'M264 196C270 232 254 256 268 290C276 312 266 336 280 358C268 372 250 370 242 356C240 330 250 312 242 290C232 258 250 232 248 198Z',
          h,
        ),
        stroke('M150 150C158 126 174 108 196 100', sheen, 2.5, ' opacity="0.45"'),
      ].join('');
    case 'bob':
      return [
        path(
          'M138 176C138 122 168 96 200 96C232 96 262 122 262 176C244 154 222 146 200 148C178 146 156 154 138 176Z',
          h,
        ),
        path('M136 168C132 214 134 252 144 274L162 272C152 244 150 206 152 166Z', h),
        path('M264 168C268 214 266 252 256 274L238 272C248 244 250 206 248 166Z', h),
        stroke('M162 132C176 118 200 112 226 118', sheen, 2.5, ' opacity="0.45"'),
      ].join('');
    case 'bun':
      return path(
        'M140 182C136 122 166 98 200 98C234 98 264 122 260 182C252 146 232 126 200 124C168 126 148 146 140 182Z',
        h,
      );
    case 'curly': {
      const bumps: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const x = 148 + i * 17.5;
        const y = 128 - Math.sin((i / 6) * Math.PI) * 16;
        bumps.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(15 + (i % 2) * 3)}" fill="${h}"/>`);
      }
      bumps.push(
        `<circle cx="138" cy="160" r="14" fill="${h}"/><circle cx="262" cy="160" r="14" fill="${h}"/>`,
      );
      return bumps.join('');
    }
    case 'pixie':
      return [
        path(
          'M136 184C128 112 170 88 206 90C246 92 270 122 264 176C254 142 236 130 212 128C190 144 160 152 136 184Z',
          h,
        ),
        path('M136 184C134 200 136 212 140 220L146 218C144 206 144 194 146 178Z', h),
        stroke('M152 140C162 118 182 102 206 98', sheen, 2.5, ' opacity="0.45"'),
      ].join('');
    case 'short':
      return path(
        'M138 172C134 112 168 92 202 92C238 92 268 114 262 172C258 150 252 140 244 134C220 126 180 126 156 134C148 142 142 152 138 172Z',
        h,
      );
    case 'side-part':
      return [
        path(
          'M136 172C128 104 170 82 208 84C250 86 272 114 264 172C258 142 246 128 226 122L178 122C160 128 146 142 136 172Z',
          h,
        ),
        stroke('M178 92C172 102 170 112 176 122', shade(h, -0.25), 2),
        stroke('M190 96C214 92 240 100 254 120', sheen, 2.5, ' opacity="0.45"'),
      ].join('');
    case 'buzz':
      return path(
        'M140 170C136 114 168 96 202 96C236 96 266 116 260 170C256 152 250 142 242 138C220 132 180 132 158 138C150 144 144 154 140 170Z',
        h,
        ' opacity="0.7"',
      );
    case 'curly-short': {
      const bumps: string[] = [];
      for (let i = 0; i < 9; i += 1) {
        const a = Math.PI * (1.05 + (i / 8) * 0.9);
        bumps.push(
          `<circle cx="${n(200 + Math.cos(a) * 58)}" cy="${n(166 + Math.sin(a) * 62)}" r="${n(16 + (i % 2) * 3)}" fill="${h}"/>`,
        );
      }
      bumps.push(
        path(
          'M142 166C140 124 166 104 200 104C234 104 260 124 258 166C244 146 224 138 200 138C176 138 156 146 142 166Z',
          h,
        ),
      );
      return bumps.join('');
    }
    case 'top-knot':
      return path(
        'M138 176C132 114 166 94 202 94C238 94 268 116 262 176C254 146 238 130 202 128C168 130 148 146 138 176Z',
        h,
      );
  }
};

const torso = (spec: PortraitSpec): string => {
  const feminine = spec.presentation === 'feminine';
  const d = feminine
    ? 'M62 420L66 400C68 342 98 314 152 302L248 302C302 314 332 342 334 400L338 420Z'
    : 'M44 420L48 400C52 332 94 304 150 296L250 296C306 304 348 332 352 400L356 420Z';
  const g = spec.garment;
  const line = outline(g);
  const parts = [path(d, g)];
  switch (spec.neckline) {
    case 'crew':
      parts.push(
        path('M170 300C180 322 220 322 230 300L238 303C228 332 172 332 162 303Z', shade(g, -0.1)),
      );
      break;
    case 'scoop':
      parts.push(path('M160 302C170 346 230 346 240 302Z', spec.skin));
      parts.push(stroke('M160 302C170 346 230 346 240 302', shade(g, -0.2), 3));
      break;
    case 'v':
      parts.push(path('M166 300L200 358L234 300Z', spec.skin));
      parts.push(stroke('M166 300L200 358L234 300', shade(g, -0.2), 3));
      break;
    case 'turtleneck':
      parts.push(path('M172 248L228 248L232 306C220 318 180 318 168 306Z', shade(g, 0.04)));
      parts.push(
        stroke(
          'M176 262L224 262M176 276L224 276M174 290L226 290',
          shade(g, -0.15),
          1.5,
          ' opacity="0.6"',
        ),
      );
      break;
    case 'collar': {
      const shirt = feminine ? '#F6F2EA' : mix('#F6F2EA', '#A9C6DE', 0.35);
      parts.push(path('M164 300L200 370L236 300Z', shirt));
      parts.push(
        path(
          'M170 292L200 330L182 344L160 306Z',
          shade(shirt, -0.04),
          ` stroke="${outline(shirt)}" stroke-width="1.2"`,
        ),
      );
      parts.push(
        path(
          'M230 292L200 330L218 344L240 306Z',
          shade(shirt, -0.04),
          ` stroke="${outline(shirt)}" stroke-width="1.2"`,
        ),
      );
      parts.push(stroke('M150 304L196 400M250 304L204 400', line, 2, ' opacity="0.7"'));
      break;
    }
  }
  parts.push(
    stroke(
      feminine
        ? 'M110 350C112 372 114 392 116 420M290 350C288 372 286 392 284 420'
        : 'M98 346C100 370 102 392 104 420M302 346C300 370 298 392 296 420',
      shade(g, -0.18),
      2,
      ' opacity="0.5"',
    ),
  );
  return `<g transform="translate(0 -12)">${parts.join('')}</g>`;
};

const face = (spec: PortraitSpec): { neck: string; head: string } => {
  const feminine = spec.presentation === 'feminine';
  const skin = spec.skin;
  const skinLine = shade(skin, -0.28);
  const features = mix(spec.hair, '#1A1410', 0.5);
  const lip = feminine ? mix(skin, '#B4545A', 0.55) : mix(skin, '#8A4A44', 0.3);
  const head = feminine
    ? 'M200 104C246 104 263 140 261 180C259 222 236 258 200 263C164 258 141 222 139 180C137 140 154 104 200 104Z'
    : 'M200 100C249 100 265 138 264 178C263 212 251 244 223 259C212 264 188 264 177 259C149 244 137 212 136 178C135 138 151 100 200 100Z';
  const neckWidth = feminine ? 20 : 26;
  const neck = [
    path(
      `M${200 - neckWidth} 236L${200 - neckWidth} 304C${200 - neckWidth + 8} 318 ${200 + neckWidth - 8} 318 ${200 + neckWidth} 304L${200 + neckWidth} 236Z`,
      skin,
    ),
    path(
      `M${200 - neckWidth} 250C190 266 210 266 ${200 + neckWidth} 250L${200 + neckWidth} 236L${200 - neckWidth} 236Z`,
      shade(skin, -0.12),
    ),
  ].join('');
  const parts = [
    `<ellipse cx="${feminine ? 141 : 138}" cy="190" rx="9" ry="15" fill="${shade(skin, -0.05)}"/>`,
    `<ellipse cx="${feminine ? 259 : 262}" cy="190" rx="9" ry="15" fill="${shade(skin, -0.05)}"/>`,
    path(head, skin),
    path(
      feminine
        ? 'M232 118C252 136 262 160 260 186C258 222 238 254 204 262C236 246 250 214 250 184C250 156 244 134 232 118Z'
        : 'M234 114C256 132 266 156 264 182C262 214 250 244 222 258C244 238 254 210 254 182C254 154 248 132 234 114Z',
      shade(skin, -0.08),
      ' opacity="0.7"',
    ),
    `<ellipse cx="170" cy="218" rx="15" ry="8" fill="#D9786F" opacity="${feminine ? 0.22 : 0.1}"/>`,
    `<ellipse cx="230" cy="218" rx="15" ry="8" fill="#D9786F" opacity="${feminine ? 0.22 : 0.1}"/>`,
    stroke(
      feminine ? 'M160 170Q174 162 189 168' : 'M158 170Q174 163 190 168',
      spec.hair,
      feminine ? 3.2 : 4.6,
    ),
    stroke(
      feminine ? 'M211 168Q226 162 240 170' : 'M210 168Q226 163 242 170',
      spec.hair,
      feminine ? 3.2 : 4.6,
    ),
  ];
  if (spec.eyes === 'closed') {
    parts.push(stroke('M164 190Q176 198 188 190', features, 2.6));
    parts.push(stroke('M212 190Q224 198 236 190', features, 2.6));
    if (feminine)
      parts.push(
        stroke(
          'M166 192L162 196M172 195L170 200M180 195L180 200M234 192L238 196M228 195L230 200M220 195L220 200',
          features,
          1.4,
        ),
      );
  } else {
    for (const cx of [176, 224]) {
      parts.push(
        path(`M${cx - 12} 190Q${cx} 180 ${cx + 12} 190Q${cx} 197 ${cx - 12} 190Z`, '#FBF8F3'),
      );
      parts.push(`<circle cx="${cx}" cy="189.5" r="5.2" fill="${features}"/>`);
      parts.push(`<circle cx="${cx + 1.6}" cy="188" r="1.4" fill="#fff"/>`);
      parts.push(stroke(`M${cx - 13} 190Q${cx} 178 ${cx + 13} 189`, features, 2.4));
    }
  }
  parts.push(stroke('M202 192C199 206 196 214 199 220C202 222 206 222 209 219', skinLine, 2));
  if (feminine) {
    parts.push(
      path('M185 236Q192 230 200 233Q208 230 215 236Q208 245 200 245Q192 245 185 236Z', lip),
    );
    parts.push(stroke('M186 236Q200 239 214 236', shade(lip, -0.3), 1.2));
  } else {
    parts.push(stroke('M187 237Q200 241 213 237', shade(lip, -0.25), 2.4));
    parts.push(path('M191 241Q200 247 209 241Q200 244 191 241Z', lip));
  }
  if (spec.beard) {
    parts.push(
      path(
        'M137 186C139 226 164 262 200 265C236 262 261 226 263 186C256 210 244 224 228 228C218 224 182 224 172 228C156 224 144 210 137 186Z',
        spec.hair,
        ' opacity="0.85"',
      ),
    );
    parts.push(
      path(
        'M180 230C188 224 196 226 200 229C204 226 212 224 220 230C214 232 206 232 200 231C194 232 186 232 180 230Z',
        spec.hair,
      ),
    );
    parts.push(stroke('M188 240Q200 244 212 240', shade(lip, -0.2), 2.4));
  }
  if (spec.earrings) {
    const gold = brand.gold;
    parts.push(`<circle cx="141" cy="214" r="7" fill="none" stroke="${gold}" stroke-width="2.6"/>`);
    parts.push(`<circle cx="259" cy="214" r="7" fill="none" stroke="${gold}" stroke-width="2.6"/>`);
  }
  if (spec.glasses) {
    const frame = mix(spec.hair, '#2A201A', 0.6);
    parts.push(
      `<circle cx="176" cy="191" r="17" fill="#fff" fill-opacity="0.12" stroke="${frame}" stroke-width="2.6"/>`,
    );
    parts.push(
      `<circle cx="224" cy="191" r="17" fill="#fff" fill-opacity="0.12" stroke="${frame}" stroke-width="2.6"/>`,
    );
    parts.push(stroke('M193 189Q200 184 207 189M159 188L142 184M241 188L258 184', frame, 2.4));
  }
  return { neck, head: parts.join('') };
};

const necklace = (spec: PortraitSpec) =>
  spec.necklace && spec.neckline !== 'turtleneck'
    ? stroke('M180 290C186 314 214 314 220 290', brand.gold, 1.6) +
      `<circle cx="200" cy="310" r="3.6" fill="${brand.gold}"/>`
    : '';

/**
 * A head in layers, on the 400×400 portrait canvas (chin at y 263, neck down to y 318): `back`
 * goes behind the body, `neck` under the neckline, `front` (face, hair, jewellery) on top.
 */
export const headLayers = (spec: PortraitSpec) => {
  const { neck, head } = face(spec);
  return { back: hairBack(spec), neck, front: head + hairFront(spec) + necklace(spec) };
};

/** The head-and-shoulders figure without its backdrop, on the 400×400 canvas. */
export const portraitFigure = (spec: PortraitSpec): string => {
  const layers = headLayers(spec);
  return layers.back + layers.neck + torso(spec) + layers.front;
};

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
