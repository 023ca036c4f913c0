import { getCatalogue } from '../../seed/buildCatalogue';
import { type Random } from '../../seed/random';
import { type Garment, drawGarment } from '../garments';
import {
  type Palette,
  artRandom,
  brand,
  luminance,
  menswearPalettes,
  mix,
  outline,
  shade,
  womenswearPalettes,
} from '../palette';
import {
  type Box,
  escapeXml,
  fit,
  grainFilter,
  n,
  shadowFilter,
  sheenGradient,
  svgDocument,
} from '../svg';

/**
 * Mood boards (a stylist's header collage) and style cards (one per quiz style): 3:2 collages of
 * a hero tile, a fabric swatch, a garment tile and a strip of paint chips in a curated palette.
 */

export type Texture = 'stripes' | 'pinstripe' | 'check' | 'dots' | 'herringbone' | 'knit' | 'plaid';

const textures: Texture[] = [
  'stripes',
  'pinstripe',
  'check',
  'dots',
  'herringbone',
  'knit',
  'plaid',
];

/** A <pattern> with id `tex` in two colours. */
export const texturePattern = (texture: Texture, ground: string, ink: string): string => {
  const open = (size: number, angle = 0) =>
    `<pattern id="tex" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${angle ? ` patternTransform="rotate(${angle})"` : ''}><rect width="${size}" height="${size}" fill="${ground}"/>`;
  switch (texture) {
    case 'stripes':
      return `${open(22)}<rect width="22" height="9" fill="${ink}"/></pattern>`;
    case 'pinstripe':
      return `${open(14)}<rect width="1.6" height="14" fill="${ink}" opacity="0.8"/></pattern>`;
    case 'check':
      return `${open(24, 45)}<rect width="12" height="24" fill="${ink}" opacity="0.45"/><rect width="24" height="12" fill="${ink}" opacity="0.45"/></pattern>`;
    case 'dots':
      return `${open(18, 20)}<circle cx="5" cy="5" r="2.6" fill="${ink}"/><circle cx="14" cy="14" r="2.6" fill="${ink}"/></pattern>`;
    case 'herringbone':
      return `${open(16)}<path d="M0 0L8 8L0 16M8 0L16 8L8 16" fill="none" stroke="${ink}" stroke-width="2" opacity="0.55"/></pattern>`;
    case 'knit':
      return `${open(12)}<path d="M0 2L6 10L12 2" fill="none" stroke="${ink}" stroke-width="2.2" opacity="0.45"/></pattern>`;
    case 'plaid':
      return `${open(40)}<rect width="40" height="14" y="13" fill="${ink}" opacity="0.35"/><rect width="14" height="40" x="13" fill="${ink}" opacity="0.35"/><rect width="40" height="2" y="33" fill="${brand.red}" opacity="0.6"/><rect width="2" height="40" x="33" fill="${brand.red}" opacity="0.6"/></pattern>`;
  }
};

/** A strip of masking tape across a corner. */
const tape = (x: number, y: number, angle: number) =>
  `<rect x="${n(x - 26)}" y="${n(y - 9)}" width="52" height="18" fill="#F4EBD6" opacity="0.78" transform="rotate(${n(angle)} ${n(x)} ${n(y)})"/>`;

const tile = (box: Box, fill: string, angle: number, content: string) => {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  return `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})" filter="url(#shadow)"><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${fill}"/>${content}</g>`;
};

/** A dressmaker's form wearing a dress (womenswear) or a jacket and tie (menswear). */
export const dressForm = (menswear: boolean, main: string, second: string): string => {
  const form = '#EDE4D6';
  const formLine = '#B9A68E';
  const stand = '#5A4030';
  const base = [
    `<path d="M100 300L100 336" stroke="${stand}" stroke-width="6"/>`,
    `<path d="M100 334L62 352M100 334L138 352M100 334L100 350" stroke="${stand}" stroke-width="4" stroke-linecap="round"/>`,
    `<ellipse cx="100" cy="20" rx="13" ry="5" fill="${brand.gold}"/>`,
    `<rect x="92" y="20" width="16" height="24" fill="${form}" stroke="${formLine}" stroke-width="1.2"/>`,
  ];
  const ink = outline(main);
  if (!menswear) {
    return [
      ...base,
      `<path d="M60 54C72 44 86 42 100 42C114 42 128 44 140 54L148 72C150 92 144 112 138 130C134 142 134 150 140 172C146 192 146 204 140 214L60 214C54 204 54 192 60 172C66 150 66 142 62 130C56 112 50 92 52 72Z" fill="${form}" stroke="${formLine}" stroke-width="1.2"/>`,
      `<path d="M72 54L84 52L100 88L116 52L128 54C140 72 142 102 136 128C134 136 134 140 136 144C156 190 170 250 178 300C130 310 70 310 22 300C30 250 44 190 64 144C66 140 66 136 64 128C58 102 60 72 72 54Z" fill="${main}" stroke="${ink}" stroke-width="1.4"/>`,
      `<path d="M72 54L84 52L100 88L116 52L128 54C140 72 142 102 136 128C134 136 134 140 136 144C156 190 170 250 178 300C130 310 70 310 22 300C30 250 44 190 64 144C66 140 66 136 64 128C58 102 60 72 72 54Z" fill="url(#sheen)"/>`,
      `<path d="M64 142C86 148 114 148 136 142" fill="none" stroke="${second}" stroke-width="7"/>`,
      `<path d="M84 150C78 200 66 250 52 302M116 150C122 200 134 250 148 302M100 152L100 308" fill="none" stroke="${ink}" stroke-width="1" opacity="0.35"/>`,
    ].join('');
  }
  const shirt = '#F6F2EA';
  return [
    ...base,
    `<path d="M50 58C66 46 84 44 100 44C116 44 134 46 150 58L160 80C160 110 152 150 150 200L150 232L50 232L50 200C48 150 40 110 40 80Z" fill="${form}" stroke="${formLine}" stroke-width="1.2"/>`,
    `<path d="M84 48L116 48L112 130L88 130Z" fill="${shirt}" stroke="${outline(shirt)}" stroke-width="1"/>`,
    `<path d="M94 56L106 56L104 66L96 66ZM96 66L104 66L110 124L100 134L90 124Z" fill="${second}" stroke="${outline(second)}" stroke-width="1"/>`,
    `<path d="M48 60C62 50 74 48 84 48L100 150L116 48C126 48 138 50 152 60L162 82C162 112 156 150 154 200L156 300L44 300L46 200C44 150 38 112 38 82Z" fill="${main}" stroke="${ink}" stroke-width="1.4"/>`,
    `<path d="M48 60C62 50 74 48 84 48L100 150L116 48C126 48 138 50 152 60L162 82C162 112 156 150 154 200L156 300L44 300L46 200C44 150 38 112 38 82Z" fill="url(#sheen)"/>`,
    `<path d="M84 48L74 84L84 90L80 98L100 150M116 48L126 84L116 90L120 98L100 150" fill="${shade(main, 0.08)}" stroke="${ink}" stroke-width="1.2"/>`,
    `<circle cx="100" cy="170" r="3.4" fill="${shade(main, -0.3)}"/><circle cx="100" cy="200" r="3.4" fill="${shade(main, -0.3)}"/>`,
    `<path d="M58 214L82 216M118 216L142 214M122 108L142 106" stroke="${ink}" stroke-width="1.6" opacity="0.7"/>`,
  ].join('');
};

type Collage = {
  palette: Palette;
  texture: Texture;
  /** The large tile's content, drawn in a 200×352 box. */
  hero: { svg: string; box: Box };
  heroGround: string;
  pieces: [Garment, string][];
  label?: string;
};

const collage = (rng: Random, spec: Collage, title: string): string => {
  const [c0, c1, c2, c3, c4] = spec.palette.colors;
  const paper = '#F6F1EA';
  const parts: string[] = [
    `<rect width="600" height="400" fill="${paper}"/>`,
    `<rect width="600" height="400" fill="#000" filter="url(#grain)"/>`,
  ];
  const heroBox: Box = { x: 22, y: 22, w: 206, h: 356 };
  parts.push(
    tile(
      heroBox,
      spec.heroGround,
      rng.float(-1.5, 1.5),
      fit(spec.hero.svg, spec.hero.box, heroBox, 0, 18),
    ),
  );
  parts.push(tape(heroBox.x + 28, heroBox.y + 4, -28));

  const swatch: Box = { x: 246, y: 26, w: 176, h: 166 };
  parts.push(tile(swatch, 'url(#tex)', rng.float(-4, 4), ''));
  parts.push(tape(swatch.x + swatch.w - 14, swatch.y + 6, 32));

  const pieceBox: Box = { x: 242, y: 208, w: 184, h: 168 };
  const [first, second] = spec.pieces;
  const pieceGround = luminance(c4) > 0.7 ? c4 : '#FBF8F3';
  let pieceContent = '';
  if (first) {
    const drawing = drawGarment(first[0], first[1], brand.gold);
    pieceContent += fit(
      drawing.svg,
      drawing.box,
      { ...pieceBox, w: second ? pieceBox.w * 0.62 : pieceBox.w },
      0,
      14,
    );
  }
  if (second) {
    const drawing = drawGarment(second[0], second[1], brand.gold);
    pieceContent += fit(
      drawing.svg,
      drawing.box,
      {
        x: pieceBox.x + pieceBox.w * 0.56,
        y: pieceBox.y + pieceBox.h * 0.3,
        w: pieceBox.w * 0.44,
        h: pieceBox.h * 0.6,
      },
      0,
      6,
    );
  }
  parts.push(tile(pieceBox, pieceGround, rng.float(-3, 3), pieceContent));

  const chips = [c0, c1, c2, c3, c4];
  chips.forEach((color, i) => {
    const y = 28 + i * 66;
    const x = 446 + (i % 2 === 0 ? 0 : 6);
    parts.push(
      `<g transform="rotate(${n(rng.float(-2.5, 2.5))} ${x + 66} ${y + 28})" filter="url(#shadow)"><rect x="${x}" y="${y}" width="132" height="56" fill="#FFFDF9"/><rect x="${x + 5}" y="${y + 5}" width="122" height="34" fill="${color}"/><rect x="${x + 5}" y="${y + 43}" width="36" height="2" fill="#CFC5B6"/><rect x="${x + 5}" y="${y + 48}" width="22" height="2" fill="#E0D8CC"/></g>`,
    );
  });
  const mirrored = rng.chance(0.5);
  const board = mirrored
    ? `${parts[0] ?? ''}${parts[1] ?? ''}<g transform="matrix(-1 0 0 1 600 0)">${parts.slice(2).join('')}</g>`
    : parts.join('');
  const label = spec.label
    ? `<text x="${mirrored ? 24 : 576}" y="388" text-anchor="${mirrored ? 'start' : 'end'}" font-family="Georgia, 'Times New Roman', serif" font-size="11" letter-spacing="2.4" fill="${shade(c0, 0.1)}">${escapeXml(spec.label.toUpperCase())}</text>`
    : '';
  return svgDocument({
    width: 600,
    height: 400,
    title,
    defs: [
      sheenGradient(),
      shadowFilter('shadow', 3, 2.5, 0.16),
      grainFilter('grain', 0.05),
      texturePattern(spec.texture, c3, c1),
    ].join(''),
    body: board + label,
  });
};

const darkest = (palette: Palette, index: number) => palette.colors[index] ?? '#1D1C1B';

/** A stylist's mood board, 3:2; `male` is the menswear variant for stylists who dress both. */
export const renderMoodboard = (id: string, department: 'female' | 'male'): string => {
  const menswear = department === 'male';
  const hint = getCatalogue().art.stylists.get(id);
  const rng = artRandom(menswear ? 'moodboards-male' : 'moodboards', id);
  const palette = rng.pick(menswear ? menswearPalettes : womenswearPalettes);
  const [c0, c1, c2] = [darkest(palette, 0), darkest(palette, 1), darkest(palette, 2)];
  const pieces: [Garment, string][] = menswear
    ? [
        [rng.pick<Garment>(['loafer', 'boot', 'sneaker']), rng.pick([c0, c2])],
        [rng.pick<Garment>(['watch', 'sunglasses', 'tie']), brand.gold],
      ]
    : [
        [rng.pick<Garment>(['pump', 'boot', 'loafer']), rng.pick([c0, c2])],
        [
          rng.pick<Garment>(['crossbody', 'earrings', 'clutch', 'necklace']),
          rng.pick([c1, brand.gold]),
        ],
      ];
  return collage(
    rng,
    {
      palette,
      texture: rng.pick(
        menswear ? (['pinstripe', 'herringbone', 'plaid', 'check'] as const) : textures,
      ),
      hero: {
        svg: dressForm(menswear, menswear ? c0 : c1, menswear ? c2 : c0),
        box: { x: 0, y: 0, w: 200, h: 356 },
      },
      heroGround: mix(darkest(palette, 3), '#FFFFFF', 0.25),
      pieces,
      label: palette.name,
    },
    hint ? `Mood board by ${hint.name}` : 'Mood board',
  );
};

type StyleArt = {
  palette: Palette;
  texture: Texture;
  hero: Garment;
  pieces: [Garment, Garment];
};

const p = (name: string, colors: Palette['colors']): Palette => ({ name, colors });

/** How each quiz style is pictured. Colours: hero uses colors[1], pieces colors[0] and [2]. */
const styleArt: Record<string, StyleArt> = {
  Classic: {
    palette: p('Classic', ['#1F2A44', '#BF9363', '#1D1C1B', '#F2EBDD', '#FAF6F0']),
    texture: 'stripes',
    hero: 'trench',
    pieces: ['pump', 'necklace'],
  },
  Bohemian: {
    palette: p('Bohemian', ['#5B2E1F', '#B35D3F', '#C79A34', '#EADFC8', '#F6EEE2']),
    texture: 'dots',
    hero: 'wrap-dress',
    pieces: ['boot', 'hat'],
  },
  Minimalist: {
    palette: p('Minimalist', ['#1D1C1B', '#EDE6DA', '#8F857A', '#D8D2C8', '#F8F6F1']),
    texture: 'pinstripe',
    hero: 'blazer',
    pieces: ['loafer', 'tote'],
  },
  Edgy: {
    palette: p('Edgy', ['#161616', '#1D1C1B', '#7D1818', '#9C968E', '#EEEAE4']),
    texture: 'check',
    hero: 'jacket',
    pieces: ['boot', 'sunglasses'],
  },
  Romantic: {
    palette: p('Romantic', ['#7D3C48', '#E6C3BB', '#C48E8B', '#F1E2DC', '#FBF4F0']),
    texture: 'dots',
    hero: 'dress',
    pieces: ['pump', 'earrings'],
  },
  Sporty: {
    palette: p('Sporty', ['#1F2A44', '#A9C6DE', '#F8F6F1', '#D9E2E8', '#F6F8F8']),
    texture: 'stripes',
    hero: 'hoodie',
    pieces: ['sneaker', 'cap'],
  },
  Glam: {
    palette: p('Glam', ['#161616', '#1E6A52', '#D7B56E', '#3A3A3C', '#EEE8DF']),
    texture: 'dots',
    hero: 'slip-dress',
    pieces: ['pump', 'clutch'],
  },
  Preppy: {
    palette: p('Preppy', ['#1F2A44', '#2F4A3A', '#7D1818', '#EADFC8', '#F8F4EC']),
    texture: 'plaid',
    hero: 'cardigan',
    pieces: ['loafer', 'belt'],
  },
  Streetwear: {
    palette: p('Streetwear', ['#1D1C1B', '#C79A34', '#F8F6F1', '#C9BFAF', '#EFEBE4']),
    texture: 'knit',
    hero: 'jacket',
    pieces: ['sneaker', 'cap'],
  },
  Rugged: {
    palette: p('Rugged', ['#563627', '#5F6138', '#94552B', '#D6C6AA', '#F2EBDD']),
    texture: 'plaid',
    hero: 'jacket',
    pieces: ['boot', 'beanie'],
  },
  'Smart Casual': {
    palette: p('Smart Casual', ['#1F2A44', '#A99A73', '#94552B', '#C9BFAF', '#F6F1EA']),
    texture: 'herringbone',
    hero: 'blazer',
    pieces: ['loafer', 'watch'],
  },
};

/** A quiz style card ("Do you wear {style} style"), 3:2. */
export const renderStyleCard = (id: string): string => {
  const hint = getCatalogue().art.styles.get(id);
  const rng = artRandom('styles', id);
  const name = hint?.style ?? rng.pick(Object.keys(styleArt));
  const art = styleArt[name] ?? styleArt.Classic;
  if (!art) throw new Error('missing style art');
  const menswear = hint?.department === 'male';
  const [c0, c1, c2] = [darkest(art.palette, 0), darkest(art.palette, 1), darkest(art.palette, 2)];
  const heroGarment: Garment =
    menswear && ['dress', 'slip-dress', 'wrap-dress', 'cardigan'].includes(art.hero)
      ? 'blazer'
      : art.hero;
  const swapForMen: Partial<Record<Garment, Garment>> = {
    pump: 'loafer',
    earrings: 'watch',
    clutch: 'briefcase',
    necklace: 'tie',
    hat: 'beanie',
  };
  const pieces = art.pieces.map((garment) =>
    menswear ? (swapForMen[garment] ?? garment) : garment,
  );
  const hero = drawGarment(heroGarment, c1, brand.gold);
  const metal = (garment: Garment) => ['earrings', 'necklace', 'watch'].includes(garment);
  return collage(
    rng,
    {
      palette: art.palette,
      texture: art.texture,
      hero,
      heroGround: mix(darkest(art.palette, 3), '#FFFFFF', luminance(c1) > 0.5 ? 0 : 0.35),
      pieces: [
        [pieces[0] ?? 'pump', metal(pieces[0] ?? 'pump') ? brand.gold : c0],
        [pieces[1] ?? 'tote', metal(pieces[1] ?? 'tote') ? brand.gold : c2],
      ],
      label: name,
    },
    `${name} style${menswear ? ' for men' : ''}`,
  );
};
