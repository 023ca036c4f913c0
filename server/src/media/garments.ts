import { brand, mix, outline, shade } from './palette';
import { type Box, n } from './svg';

/**
 * Fashion flats: garments drawn as clean technical sketches, each in its own local box. Callers
 * place them with `fit`. Drawings reference a `#sheen` gradient the document must define
 * (`sheenGradient()`).
 */

export const garments = [
  // tops
  'tee',
  'blouse',
  'shirt',
  'camisole',
  'sweater',
  'cardigan',
  'hoodie',
  'polo',
  // bottoms
  'trousers',
  'wide-trousers',
  'jeans',
  'skirt',
  'shorts',
  // dresses
  'dress',
  'slip-dress',
  'wrap-dress',
  // outerwear
  'coat',
  'trench',
  'blazer',
  'jacket',
  // shoes
  'pump',
  'boot',
  'sneaker',
  'loafer',
  // bags
  'tote',
  'crossbody',
  'clutch',
  'backpack',
  'briefcase',
  // accessories
  'necklace',
  'earrings',
  'bracelet',
  'watch',
  'scarf',
  'belt',
  'sunglasses',
  'hat',
  'cap',
  'beanie',
  'tie',
] as const;

export type Garment = (typeof garments)[number];

export type GarmentRole = 'top' | 'bottom' | 'dress' | 'outer' | 'shoes' | 'bag' | 'accessory';

export const garmentRole: Record<Garment, GarmentRole> = {
  tee: 'top',
  blouse: 'top',
  shirt: 'top',
  camisole: 'top',
  sweater: 'top',
  cardigan: 'top',
  hoodie: 'top',
  polo: 'top',
  trousers: 'bottom',
  'wide-trousers': 'bottom',
  jeans: 'bottom',
  skirt: 'bottom',
  shorts: 'bottom',
  dress: 'dress',
  'slip-dress': 'dress',
  'wrap-dress': 'dress',
  coat: 'outer',
  trench: 'outer',
  blazer: 'outer',
  jacket: 'outer',
  pump: 'shoes',
  boot: 'shoes',
  sneaker: 'shoes',
  loafer: 'shoes',
  tote: 'bag',
  crossbody: 'bag',
  clutch: 'bag',
  backpack: 'bag',
  briefcase: 'bag',
  necklace: 'accessory',
  earrings: 'accessory',
  bracelet: 'accessory',
  watch: 'accessory',
  scarf: 'accessory',
  belt: 'accessory',
  sunglasses: 'accessory',
  hat: 'accessory',
  cap: 'accessory',
  beanie: 'accessory',
  tie: 'accessory',
};

export const isGarment = (value: string): value is Garment =>
  (garments as readonly string[]).includes(value);

export type Drawing = { svg: string; box: Box };

type Ink = { fill: string; line: string; dark: string; light: string; accent: string };

const inkFor = (hex: string, accent?: string): Ink => ({
  fill: hex,
  line: outline(hex),
  dark: shade(hex, -0.22),
  light: shade(hex, 0.22),
  accent: accent ?? brand.gold,
});

const solid = (d: string, ink: Ink, fill = ink.fill) =>
  `<path d="${d}" fill="${fill}" stroke="${ink.line}" stroke-width="1.6" stroke-linejoin="round"/><path d="${d}" fill="url(#sheen)"/>`;

const flat = (d: string, ink: Ink, fill: string) =>
  `<path d="${d}" fill="${fill}" stroke="${ink.line}" stroke-width="1.4" stroke-linejoin="round"/>`;

const line = (d: string, ink: Ink, opacity = 0.75, width = 1.1) =>
  `<path d="${d}" fill="none" stroke="${ink.line}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round" opacity="${n(opacity)}"/>`;

const stitch = (d: string, color: string, opacity = 0.8) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="1" stroke-dasharray="3 2.4" stroke-linecap="round" opacity="${n(opacity)}"/>`;

const dot = (x: number, y: number, r: number, fill: string, stroke?: string) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="0.9"` : ''}/>`;

/** Short parallel lines for ribbing between two y values across [x1, x2]. */
const ribs = (x1: number, x2: number, y1: number, y2: number, ink: Ink, step = 5) => {
  const parts: string[] = [];
  for (let x = x1 + step / 2; x < x2; x += step) parts.push(`M${n(x)} ${n(y1)}L${n(x)} ${n(y2)}`);
  return line(parts.join(''), ink, 0.45, 0.8);
};

// --- Tops ---------------------------------------------------------------------------------------

const tee = (ink: Ink): string => {
  const d =
    'M72 24C84 34 116 34 128 24L156 32L188 72L166 96L150 82L152 214C120 219 80 219 48 214L50 82L34 96L12 72L44 32Z';
  return [
    flat('M72 24C86 17 114 17 128 24C116 34 84 34 72 24Z', ink, ink.dark),
    solid(d, ink),
    line('M75 27C88 39 112 39 125 27', ink),
    line('M19 66L40 89M181 66L160 89', ink, 0.55),
    line('M50 205C80 210 120 210 150 205', ink, 0.55),
    line('M50 82L52 205M150 82L148 205', ink, 0.2),
  ].join('');
};

const polo = (ink: Ink): string => {
  const d =
    'M74 22L100 30L126 22L156 32L188 72L166 96L150 82L152 214C120 219 80 219 48 214L50 82L34 96L12 72L44 32Z';
  return [
    solid(d, ink),
    flat('M74 22L66 40L94 48L100 32Z', ink, ink.light),
    flat('M126 22L134 40L106 48L100 32Z', ink, ink.light),
    line('M94 34L94 78L106 78L106 34', ink),
    dot(100, 48, 2.2, ink.light, ink.line),
    dot(100, 64, 2.2, ink.light, ink.line),
    line('M19 66L40 89M181 66L160 89', ink, 0.55),
    line('M50 205C80 210 120 210 150 205', ink, 0.55),
  ].join('');
};

const sweaterBody =
  'M74 22C86 32 114 32 126 22L154 30C168 36 174 50 176 64L192 196L168 202L152 96L152 214C120 218 80 218 48 214L48 96L32 202L8 196L24 64C26 50 32 36 46 30Z';

const sweater = (ink: Ink): string =>
  [
    flat('M74 22C86 15 114 15 126 22C114 32 86 32 74 22Z', ink, ink.dark),
    solid(sweaterBody, ink),
    line('M77 26C89 38 111 38 123 26', ink),
    line('M48 199C80 203 120 203 152 199', ink, 0.7),
    ribs(50, 150, 201, 214, ink, 5),
    line('M10 182L33 187M190 182L167 187', ink, 0.7),
    line('M70 60C72 110 70 160 72 196M130 60C128 110 130 160 128 196', ink, 0.18),
    line('M100 40C96 90 104 140 100 196', ink, 0.14),
  ].join('');

const cardigan = (ink: Ink): string =>
  [
    flat('M76 22C88 16 112 16 124 22L100 104Z', ink, ink.dark),
    solid(
      'M76 22L100 104L124 22L154 30C168 36 174 50 176 64L192 196L168 202L152 96L152 214C120 218 80 218 48 214L48 96L32 202L8 196L24 64C26 50 32 36 46 30Z',
      ink,
    ),
    line('M82 24L100 90L118 24M100 104L100 216M104 104L104 216', ink, 0.7),
    ...[122, 146, 170, 194].map((y) => dot(102, y, 2.6, ink.light, ink.line)),
    line('M48 199C80 203 120 203 152 199', ink, 0.7),
    ribs(50, 98, 201, 214, ink, 5),
    ribs(106, 150, 201, 214, ink, 5),
    line('M10 182L33 187M190 182L167 187', ink, 0.7),
    line('M58 140L80 140L80 168L58 168ZM120 140L142 140L142 168L120 168Z', ink, 0.45),
  ].join('');

const hoodie = (ink: Ink): string =>
  [
    flat('M62 36C56 8 80 -2 100 0C120 -2 144 8 138 36C126 46 74 46 62 36Z', ink, ink.dark),
    solid(sweaterBody, ink),
    flat('M70 26C80 46 120 46 130 26C124 10 112 6 100 6C88 6 76 10 70 26Z', ink, ink.dark),
    line('M74 28C84 48 116 48 126 28', ink),
    line('M92 44L90 90M108 44L110 90', ink, 0.8, 1.4),
    dot(90, 92, 2, ink.line),
    dot(110, 92, 2, ink.line),
    line('M62 146L138 146L148 194L52 194Z', ink, 0.6),
    line('M48 199C80 203 120 203 152 199', ink, 0.7),
    ribs(50, 150, 201, 214, ink, 5),
    line('M10 182L33 187M190 182L167 187', ink, 0.7),
  ].join('');

const shirt = (ink: Ink): string =>
  [
    flat('M84 18C92 13 108 13 116 18L100 32Z', ink, ink.dark),
    solid(
      'M72 24L84 18L100 32L116 18L128 24L156 32C168 38 174 52 176 66L190 196L168 200L152 98L152 212C140 222 120 216 100 220C80 216 60 222 48 212L48 98L32 200L10 196L24 66C26 52 32 38 44 32Z',
      ink,
    ),
    flat('M84 18L70 30L86 50L100 32Z', ink, ink.light),
    flat('M116 18L130 30L114 50L100 32Z', ink, ink.light),
    line('M100 32L100 219M106 44L106 217', ink, 0.7),
    ...[60, 92, 124, 156, 188].map((y) => dot(103, y, 2.2, ink.light, ink.line)),
    line('M60 70L80 70L80 92C76 95 64 95 60 92Z', ink, 0.5),
    line('M12 182L33 186M188 182L167 186', ink, 0.7),
    line('M52 98L56 150', ink, 0.15),
  ].join('');

const blouse = (ink: Ink): string =>
  [
    flat('M76 24C88 18 112 18 124 24L100 70Z', ink, ink.dark),
    solid(
      'M76 24L100 70L124 24L150 30C172 40 182 62 186 96C190 130 188 160 184 180L166 184C166 150 160 122 152 102L156 210C120 216 80 216 44 210L48 102C40 122 34 150 34 184L16 180C12 160 10 130 14 96C18 62 28 40 50 30Z',
      ink,
    ),
    line('M79 26L100 66L121 26', ink, 0.6),
    line('M16 170L34 174M184 170L166 174', ink, 0.7),
    line(
      'M18 176L20 186M24 176L25 187M29 177L29 187M182 176L180 186M176 176L175 187M171 177L171 187',
      ink,
      0.4,
      0.8,
    ),
    line('M72 100C74 140 68 176 64 206M128 100C126 140 132 176 136 206', ink, 0.35),
    line('M100 74C98 120 102 170 100 212', ink, 0.15),
  ].join('');

const camisole = (ink: Ink): string => {
  const scallops: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    const x0 = 64 + i * 4.5;
    const y0 = 60 + i * 2.6;
    scallops.push(`M${n(x0)} ${n(y0)}q2.2 4 4.5 2.6`);
  }
  const trim = scallops.join('');
  return [
    line('M70 62L78 12M130 62L122 12', ink, 1, 2.2),
    solid(
      'M62 58C80 68 92 74 100 84C108 74 120 68 138 58L142 62C146 110 156 160 164 204C120 214 80 214 36 204C44 160 54 110 58 62Z',
      ink,
    ),
    line(trim, ink, 0.6, 0.9),
    `<g transform="matrix(-1 0 0 1 200 0)">${line(trim, ink, 0.6, 0.9)}</g>`,
    line('M38 196C80 205 120 205 162 196', ink, 0.55),
    line('M80 100C76 140 70 170 64 204M120 100C124 140 130 170 136 204', ink, 0.3),
  ].join('');
};

// --- Bottoms ------------------------------------------------------------------------------------

const trousers = (ink: Ink, wide = false): string => {
  const hemOut = wide ? 30 : 8;
  const d = `M58 14L142 14L${150 + hemOut} 232L108 232L100 86L92 232L${50 - hemOut} 232Z`;
  return [
    solid(d, ink),
    line('M58 30L142 30', ink),
    line('M66 14L66 31M88 14L88 31M112 14L112 31M134 14L134 31', ink, 0.6),
    line('M104 31L104 72C104 80 100 84 96 86', ink, 0.6),
    line('M62 32L76 66M138 32L124 66', ink, 0.6),
    line(`M78 62L${wide ? 66 : 72} 230M122 62L${wide ? 134 : 128} 230`, ink, 0.3),
    dot(100, 22, 2.2, ink.light, ink.line),
  ].join('');
};

const jeans = (ink: Ink): string => {
  const thread = '#C9A24A';
  return [
    solid('M62 14L138 14L146 232L106 232L100 86L94 232L54 232Z', ink),
    line('M62 30L138 30', ink),
    stitch('M63 27L137 27', thread),
    line('M68 14L68 31M92 14L92 31M108 14L108 31M132 14L132 31', ink, 0.6),
    stitch('M64 33C74 35 80 46 82 58M136 33C126 35 120 46 118 58', thread),
    line('M63 32C74 34 80 46 82 58M137 32C126 34 120 46 118 58', ink, 0.6),
    stitch('M121 36L131 36L131 48L121 48', thread, 0.6),
    stitch('M100 31L106 31L106 70C106 78 100 84 96 86', thread),
    dot(82, 58, 1.6, thread),
    dot(118, 58, 1.6, thread),
    dot(100, 22, 2.4, '#B9B4AA', ink.line),
    stitch('M56 224L93 224M107 224L145 224', thread, 0.7),
    line('M76 70L72 226M124 70L128 226', ink, 0.18),
  ].join('');
};

const skirt = (ink: Ink): string =>
  [
    solid('M64 20L136 20L166 214C122 223 78 223 34 214Z', ink),
    line('M64 34L136 34', ink),
    dot(128, 27, 2, ink.light, ink.line),
    line('M82 36C78 100 70 160 60 218M100 36L100 222M118 36C122 100 130 160 140 218', ink, 0.3),
    line('M36 206C78 214 122 214 164 206', ink, 0.5),
  ].join('');

const shorts = (ink: Ink): string =>
  [
    solid('M58 40L142 40L156 156L110 162L100 106L90 162L44 156Z', ink),
    line('M58 56L142 56', ink),
    line('M66 40L66 57M88 40L88 57M112 40L112 57M134 40L134 57', ink, 0.6),
    line('M62 58L76 88M138 58L124 88', ink, 0.6),
    line('M104 57L104 94C104 100 100 104 98 106', ink, 0.6),
    line('M47 144L91 150M109 150L153 144', ink, 0.6),
  ].join('');

// --- Dresses ------------------------------------------------------------------------------------

const dress = (ink: Ink): string =>
  [
    flat('M84 14C92 10 108 10 116 14L100 56Z', ink, ink.dark),
    solid(
      'M72 14L84 14L100 56L116 14L128 14C132 36 138 56 138 76C136 92 130 100 128 106C152 150 170 200 178 232C130 242 70 242 22 232C30 200 48 150 72 106C70 100 64 92 62 76C62 56 68 36 72 14Z',
      ink,
    ),
    line('M72 106C88 111 112 111 128 106', ink, 0.7),
    line('M88 112C84 160 76 200 62 234M112 112C116 160 124 200 138 234M100 114L100 240', ink, 0.3),
    line('M86 60C90 76 92 90 92 106M114 60C110 76 108 90 108 106', ink, 0.3),
  ].join('');

const slipDress = (ink: Ink): string =>
  [
    line('M68 58L78 8M132 58L122 8', ink, 1, 2),
    solid(
      'M64 54C82 66 118 66 136 54C142 88 144 120 140 150C146 180 150 210 156 234C120 243 80 243 44 234C50 210 54 180 60 150C56 120 58 88 64 54Z',
      ink,
    ),
    line('M72 62C88 84 112 84 128 62', ink, 0.5),
    line('M80 62C92 76 108 76 120 62', ink, 0.35),
    line('M84 120C80 170 76 200 72 238M118 130C122 180 126 206 130 238', ink, 0.3),
  ].join('');

const wrapDress = (ink: Ink): string =>
  [
    flat('M78 18C90 12 110 12 122 18L100 66Z', ink, ink.dark),
    solid(
      'M78 18L100 66L122 18L148 26C166 34 174 52 176 70L190 178L170 182L150 90C150 98 146 106 140 112C156 160 168 200 174 232C130 242 70 242 26 232C32 200 44 160 60 112C54 106 50 98 50 90L30 182L10 178L24 70C26 52 34 34 52 26Z',
      ink,
    ),
    line('M122 18C114 60 92 96 60 112', ink, 0.75),
    line('M140 112C128 160 124 200 122 238', ink, 0.6),
    line('M60 112C76 116 120 116 140 112', ink, 0.4),
    flat('M58 110C46 104 40 112 46 118C50 122 56 118 58 112Z', ink, ink.dark),
    line('M56 114C52 130 48 146 42 160M58 114C60 132 60 148 58 164', ink, 0.8, 1.6),
    line('M12 166L32 170M188 166L168 170', ink, 0.6),
  ].join('');

// --- Outerwear ----------------------------------------------------------------------------------

const longCoatBody =
  'M70 20L100 30L130 20L156 28C170 34 176 50 178 66L192 206L170 210L156 100L160 236L40 236L44 100L30 210L8 206L22 66C24 50 30 34 44 28Z';

const coat = (ink: Ink): string =>
  [
    flat('M74 18C86 12 114 12 126 18L100 30Z', ink, ink.dark),
    solid(longCoatBody, ink),
    flat('M70 20L56 50L68 56L62 64L100 126L100 30Z', ink, ink.light),
    flat('M130 20L144 50L132 56L138 64L112 112L100 30Z', ink, ink.light),
    line('M112 112L114 236', ink, 0.7),
    ...[138, 170, 202].flatMap((y) => [
      dot(90, y, 3, ink.dark, ink.line),
      dot(124, y, 3, ink.dark, ink.line),
    ]),
    line('M52 176L80 178M122 178L150 176', ink, 0.6, 1.4),
    line('M12 190L32 193M188 190L168 193', ink, 0.6),
  ].join('');

const trench = (ink: Ink): string =>
  [
    flat('M74 18C86 12 114 12 126 18L100 30Z', ink, ink.dark),
    solid(longCoatBody, ink),
    flat('M70 20L54 46L66 54L60 62L100 112L100 30Z', ink, ink.light),
    flat('M130 20L146 46L134 54L140 62L112 104L100 30Z', ink, ink.light),
    line('M112 104L114 236', ink, 0.7),
    flat('M45 116L155 116L155 128L45 128Z', ink, ink.fill),
    flat('M92 113L108 113L108 131L92 131Z', ink, 'none'),
    line(
      'M100 122L122 124M98 128C94 150 92 160 90 172M104 128C108 148 112 158 116 168',
      ink,
      0.8,
      1.4,
    ),
    dot(88, 88, 2.6, ink.dark, ink.line),
    dot(124, 88, 2.6, ink.dark, ink.line),
    dot(88, 150, 2.6, ink.dark, ink.line),
    dot(124, 150, 2.6, ink.dark, ink.line),
    line('M44 40L70 60M156 40L130 60', ink, 0.4),
    flat('M10 188L32 192L31 200L9 196Z', ink, ink.fill),
    flat('M190 188L168 192L169 200L191 196Z', ink, ink.fill),
  ].join('');

const blazer = (ink: Ink): string =>
  [
    flat('M74 18C86 12 114 12 126 18L100 30Z', ink, ink.dark),
    flat('M80 24L100 150L120 24Z', ink, shade(ink.fill, -0.08)),
    solid(
      'M70 20L100 150L130 20L156 28C170 34 176 50 178 66L190 200L168 204L154 100L154 196C146 206 122 206 104 198L100 150L96 198C78 206 54 206 46 196L46 100L32 204L10 200L22 66C24 50 30 34 44 28Z',
      ink,
    ),
    flat('M70 20L58 50L72 58L66 64L98 146L100 150L100 140Z', ink, ink.light),
    flat('M130 20L142 50L128 58L134 64L102 146L100 150L100 140Z', ink, ink.light),
    dot(100, 160, 3.2, ink.dark, ink.line),
    line('M54 158L80 160M120 160L146 158', ink, 0.7, 1.6),
    line('M118 84L140 82', ink, 0.7, 1.4),
    line('M14 184L32 187M186 184L168 187', ink, 0.6),
  ].join('');

const jacket = (ink: Ink): string =>
  [
    flat('M70 18C80 8 120 8 130 18L124 30C114 24 86 24 76 30Z', ink, ink.dark),
    solid(
      'M70 18L100 26L130 18L156 28C170 34 176 50 178 66L190 178L168 182L154 100L154 172L46 172L46 100L32 182L10 178L22 66C24 50 30 34 44 28Z',
      ink,
    ),
    flat('M46 160L154 160L154 176L46 176Z', ink, ink.dark),
    ribs(46, 154, 161, 175, ink, 4),
    flat('M10 170L32 174L30 186L8 182Z', ink, ink.dark),
    flat('M190 170L168 174L170 186L192 182Z', ink, ink.dark),
    line('M100 26L100 160', ink, 0.9, 1.3),
    stitch('M96 30L96 158M104 30L104 158', ink.line, 0.5),
    line('M60 118L72 146M140 118L128 146', ink, 0.6, 1.4),
    line('M24 86L40 84L41 100L25 102Z', ink, 0.5),
  ].join('');

// --- Shoes (drawn as a pair) --------------------------------------------------------------------

const pair = (single: (ink: Ink) => string, ink: Ink, dx = 18, dy = -12): string =>
  `<g transform="translate(${dx} ${dy})" opacity="0.96">${single({ ...ink, fill: shade(ink.fill, -0.1) })}</g>${single(ink)}`;

const pumpOne = (ink: Ink): string =>
  [
    flat('M160 86L176 80L171 134L165 134Z', ink, shade(ink.fill, -0.25)),
    solid(
      'M8 126C8 116 24 108 48 102C64 98 78 96 88 94C116 88 150 66 174 50C181 58 183 70 178 82L166 86C140 98 110 118 82 128C64 133 30 134 12 131C9 130 8 128 8 126Z',
      ink,
    ),
    flat('M88 94C116 88 150 66 174 50C162 66 132 86 102 94Z', ink, shade(ink.fill, -0.35)),
    line('M12 131C40 133 66 132 82 128C110 118 140 98 168 85', ink, 0.5),
  ].join('');

const bootOne = (ink: Ink): string =>
  [
    flat('M142 124L176 121L174 140L146 140Z', ink, shade(ink.fill, -0.3)),
    flat(
      'M9 120C12 130 40 130 80 129L140 124L176 120L176 126L140 131C120 134 90 137 60 137C30 137 12 135 9 128Z',
      ink,
      shade(ink.fill, -0.3),
    ),
    solid(
      'M12 122C10 108 22 100 44 96C66 92 86 84 96 70L98 14L164 12C166 40 168 66 174 88C178 100 178 110 176 120L140 123C120 125 100 127 80 128C50 129 20 130 12 122Z',
      ink,
    ),
    flat('M114 22C122 46 122 64 112 86L148 86C140 64 140 46 148 22Z', ink, shade(ink.fill, -0.12)),
    line('M16 100C26 96 36 95 46 95', ink, 0.4),
    flat('M156 13L160 0L168 0L166 13Z', ink, shade(ink.fill, -0.2)),
  ].join('');

const sneakerOne = (ink: Ink): string => {
  const sole = ink.fill === '#F8F6F1' || ink.fill === '#F2EBDD' ? '#E9E3D8' : '#F5F1EA';
  const soleInk = { ...ink, line: outline(sole) };
  return [
    solid(
      'M14 100C12 86 24 78 46 74C66 71 82 64 96 56C104 50 112 47 124 47L150 46C168 46 180 52 184 66L186 100Z',
      ink,
    ),
    flat('M98 56C100 44 110 38 122 38L128 47C116 47 106 50 98 56Z', ink, shade(ink.fill, -0.08)),
    flat('M127 47C137 41 151 40 163 45C153 49 139 50 127 47Z', ink, shade(ink.fill, -0.4)),
    flat(
      'M164 46C176 50 182 56 184 66L186 100L168 100C168 82 168 62 164 46Z',
      ink,
      shade(ink.fill, -0.1),
    ),
    flat('M8 100L188 100C191 108 189 116 182 118L20 118C12 118 7 110 8 100Z', soleInk, sole),
    line('M10 107L189 107', soleInk, 0.6),
    line('M14 98C14 88 24 82 42 78', ink, 0.5),
    line('M100 62L110 56M108 57L117 52M116 53L124 49M104 54L112 63M112 50L119 59', ink, 0.9, 1.3),
    line('M56 92C88 86 120 72 152 62', ink, 0.35),
  ].join('');
};

const loaferOne = (ink: Ink): string =>
  [
    flat('M154 106L182 102L180 120L156 120Z', ink, shade(ink.fill, -0.3)),
    solid(
      'M10 110C8 98 22 90 46 86C74 82 94 76 110 64C132 60 160 60 182 66C187 78 187 92 182 104C150 110 110 116 80 118C50 120 18 120 10 110Z',
      ink,
    ),
    flat('M110 64C132 60 160 60 182 66C170 73 130 73 110 64Z', ink, shade(ink.fill, -0.35)),
    flat('M70 86C90 81 106 75 116 68L120 78C104 86 90 90 74 95Z', ink, shade(ink.fill, -0.1)),
    flat('M90 84L100 81L102 87L92 89Z', ink, shade(ink.fill, -0.3)),
    stitch('M30 92C56 76 88 70 112 66', ink.line, 0.55),
    line('M12 112C40 120 80 120 120 114L182 104', ink, 0.5),
  ].join('');

// --- Bags ---------------------------------------------------------------------------------------

const tote = (ink: Ink): string =>
  [
    line('M62 82C60 26 98 26 96 82', ink, 1, 7),
    line('M62 82C60 26 98 26 96 82', { ...ink, line: ink.fill }, 1, 4),
    line('M104 82C102 26 140 26 138 82', ink, 1, 7),
    line('M104 82C102 26 140 26 138 82', { ...ink, line: ink.fill }, 1, 4),
    solid('M30 80L170 80L184 192L16 192Z', ink),
    line('M31 92L169 92', ink, 0.5),
    stitch('M34 86L166 86M22 184L178 184', ink.line, 0.5),
    line('M40 92L30 190M160 92L170 190', ink, 0.2),
    flat('M56 80L68 80L68 96L56 96ZM132 80L144 80L144 96L132 96Z', ink, shade(ink.fill, -0.12)),
  ].join('');

const crossbody = (ink: Ink): string =>
  [
    line('M38 108C30 20 170 20 162 108', { ...ink, line: shade(ink.fill, -0.25) }, 1, 3.2),
    solid(
      'M44 92L156 92C166 92 172 98 172 108L172 170C172 180 166 186 156 186L44 186C34 186 28 180 28 170L28 108C28 98 34 92 44 92Z',
      ink,
    ),
    solid('M28 108C28 98 34 92 44 92L156 92C166 92 172 98 172 108L172 136C140 154 60 154 28 136Z', {
      ...ink,
      fill: shade(ink.fill, -0.06),
    }),
    stitch(
      'M34 108C34 102 38 98 46 98L154 98C162 98 166 102 166 108L166 132C136 148 64 148 34 132Z',
      ink.line,
      0.5,
    ),
    dot(100, 146, 6, ink.accent, shade(ink.accent, -0.35)),
    dot(100, 146, 2.4, shade(ink.accent, 0.4)),
  ].join('');

const clutch = (ink: Ink): string =>
  [
    solid(
      'M22 70L178 70C182 70 184 72 184 76L184 150C184 154 182 156 178 156L22 156C18 156 16 154 16 150L16 76C16 72 18 70 22 70Z',
      ink,
    ),
    solid('M16 76C16 72 18 70 22 70L178 70C182 70 184 72 184 76L100 124Z', {
      ...ink,
      fill: shade(ink.fill, -0.06),
    }),
    flat('M86 116L114 116L114 124L86 124Z', { ...ink, line: shade(ink.accent, -0.35) }, ink.accent),
  ].join('');

const backpack = (ink: Ink): string =>
  [
    line('M84 38C84 18 116 18 116 38', ink, 1, 5),
    solid(
      'M40 70C40 46 64 36 100 36C136 36 160 46 160 70L164 196C164 204 158 208 150 208L50 208C42 208 36 204 36 196Z',
      ink,
    ),
    solid(
      'M56 120L144 120C148 120 150 122 150 126L150 188C150 192 148 194 144 194L56 194C52 194 50 192 50 188L50 126C50 122 52 120 56 120Z',
      { ...ink, fill: shade(ink.fill, -0.06) },
    ),
    line('M56 132L144 132', ink, 0.6),
    flat('M94 128L106 128L106 140L94 140Z', ink, ink.accent),
    stitch('M46 74C52 56 72 48 100 48C128 48 148 56 154 74', ink.line, 0.5),
    flat('M24 90L36 86L38 180L26 184Z', ink, shade(ink.fill, -0.2)),
    flat('M176 90L164 86L162 180L174 184Z', ink, shade(ink.fill, -0.2)),
  ].join('');

const briefcase = (ink: Ink): string =>
  [
    flat(
      'M78 64L78 46C78 40 82 36 88 36L112 36C118 36 122 40 122 46L122 64L112 64L112 48L88 48L88 64Z',
      ink,
      shade(ink.fill, -0.15),
    ),
    solid(
      'M24 64L176 64C182 64 186 68 186 74L186 172C186 178 182 182 176 182L24 182C18 182 14 178 14 172L14 74C14 68 18 64 24 64Z',
      ink,
    ),
    solid('M14 74C14 68 18 64 24 64L176 64C182 64 186 68 186 74L186 112L14 112Z', {
      ...ink,
      fill: shade(ink.fill, -0.07),
    }),
    flat(
      'M56 104L70 104L70 126L56 126ZM130 104L144 104L144 126L130 126Z',
      { ...ink, line: shade(ink.accent, -0.4) },
      ink.accent,
    ),
    stitch('M20 72L180 72M20 176L180 176', ink.line, 0.5),
  ].join('');

// --- Accessories --------------------------------------------------------------------------------

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

const necklace = (ink: Ink): string => {
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

const earrings = (ink: Ink): string => {
  const one = (cx: number) =>
    [
      dot(cx, 30, 6, ink.fill, metalStroke(ink)),
      `<circle cx="${cx}" cy="92" r="40" fill="none" stroke="${metalStroke(ink)}" stroke-width="9"/>`,
      `<circle cx="${cx}" cy="92" r="40" fill="none" stroke="${ink.fill}" stroke-width="6.4"/>`,
      `<path d="M${cx - 30} 66C${cx - 20} 56 ${cx - 8} 52 ${cx + 4} 53" fill="none" stroke="#fff" stroke-width="2" opacity="0.55" stroke-linecap="round"/>`,
    ].join('');
  return one(52) + one(148);
};

const bracelet = (ink: Ink): string =>
  [
    `<ellipse cx="100" cy="100" rx="74" ry="46" fill="none" stroke="${metalStroke(ink)}" stroke-width="16"/>`,
    `<ellipse cx="100" cy="100" rx="74" ry="46" fill="none" stroke="${ink.fill}" stroke-width="12"/>`,
    `<path d="M40 82C60 62 100 56 140 64" fill="none" stroke="#fff" stroke-width="3" opacity="0.45" stroke-linecap="round"/>`,
  ].join('');

const watch = (ink: Ink): string => {
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

const scarf = (ink: Ink): string => {
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

const belt = (ink: Ink): string =>
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

const sunglasses = (ink: Ink): string => {
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

const hat = (ink: Ink): string =>
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

const cap = (ink: Ink): string =>
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

const beanie = (ink: Ink): string =>
  [
    solid('M40 120C38 64 64 30 100 30C136 30 162 64 160 120Z', ink),
    solid(
      'M34 116L166 116C168 116 170 118 170 120L170 148C170 150 168 152 166 152L34 152C32 152 30 150 30 148L30 120C30 118 32 116 34 116Z',
      { ...ink, fill: shade(ink.fill, -0.06) },
    ),
    ribs(30, 170, 118, 150, ink, 6),
    line('M70 40C64 70 62 96 64 116M100 30L100 116M130 40C136 70 138 96 136 116', ink, 0.3),
  ].join('');

const tie = (ink: Ink): string => {
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

// --- Registry -----------------------------------------------------------------------------------

type Painter = { box: Box; draw: (ink: Ink) => string };

const painters: Record<Garment, Painter> = {
  tee: { box: { x: 4, y: 14, w: 192, h: 212 }, draw: tee },
  polo: { box: { x: 4, y: 14, w: 192, h: 212 }, draw: polo },
  blouse: { box: { x: 4, y: 14, w: 192, h: 212 }, draw: blouse },
  shirt: { box: { x: 4, y: 10, w: 192, h: 216 }, draw: shirt },
  camisole: { box: { x: 24, y: 6, w: 152, h: 214 }, draw: camisole },
  sweater: { box: { x: 2, y: 12, w: 196, h: 210 }, draw: sweater },
  cardigan: { box: { x: 2, y: 12, w: 196, h: 210 }, draw: cardigan },
  hoodie: { box: { x: 2, y: -4, w: 196, h: 226 }, draw: hoodie },
  trousers: { box: { x: 30, y: 8, w: 140, h: 230 }, draw: (ink) => trousers(ink) },
  'wide-trousers': { box: { x: 14, y: 8, w: 172, h: 230 }, draw: (ink) => trousers(ink, true) },
  jeans: { box: { x: 34, y: 8, w: 132, h: 230 }, draw: jeans },
  skirt: { box: { x: 20, y: 10, w: 160, h: 220 }, draw: skirt },
  shorts: { box: { x: 24, y: 30, w: 152, h: 140 }, draw: shorts },
  dress: { box: { x: 12, y: 6, w: 176, h: 240 }, draw: dress },
  'slip-dress': { box: { x: 30, y: 2, w: 140, h: 246 }, draw: slipDress },
  'wrap-dress': { box: { x: 4, y: 8, w: 192, h: 238 }, draw: wrapDress },
  coat: { box: { x: 2, y: 8, w: 196, h: 234 }, draw: coat },
  trench: { box: { x: 2, y: 8, w: 196, h: 234 }, draw: trench },
  blazer: { box: { x: 4, y: 8, w: 192, h: 204 }, draw: blazer },
  jacket: { box: { x: 4, y: 6, w: 192, h: 186 }, draw: jacket },
  pump: { box: { x: 4, y: 36, w: 200, h: 100 }, draw: (ink) => pair(pumpOne, ink) },
  boot: { box: { x: 4, y: -14, w: 200, h: 156 }, draw: (ink) => pair(bootOne, ink) },
  sneaker: { box: { x: 4, y: 16, w: 206, h: 104 }, draw: (ink) => pair(sneakerOne, ink) },
  loafer: { box: { x: 4, y: 44, w: 202, h: 78 }, draw: (ink) => pair(loaferOne, ink) },
  tote: { box: { x: 8, y: 28, w: 184, h: 172 }, draw: tote },
  crossbody: { box: { x: 20, y: 30, w: 160, h: 164 }, draw: crossbody },
  clutch: { box: { x: 10, y: 62, w: 180, h: 102 }, draw: clutch },
  backpack: { box: { x: 20, y: 14, w: 160, h: 200 }, draw: backpack },
  briefcase: { box: { x: 8, y: 30, w: 184, h: 158 }, draw: briefcase },
  necklace: { box: { x: 12, y: 12, w: 176, h: 136 }, draw: necklace },
  earrings: { box: { x: 4, y: 20, w: 192, h: 122 }, draw: earrings },
  bracelet: { box: { x: 18, y: 46, w: 164, h: 108 }, draw: bracelet },
  watch: { box: { x: 46, y: 6, w: 112, h: 208 }, draw: watch },
  scarf: { box: { x: 4, y: 4, w: 192, h: 192 }, draw: scarf },
  belt: { box: { x: 2, y: 48, w: 196, h: 66 }, draw: belt },
  sunglasses: { box: { x: 0, y: 32, w: 200, h: 72 }, draw: sunglasses },
  hat: { box: { x: 0, y: 30, w: 200, h: 128 }, draw: hat },
  cap: { box: { x: 22, y: 30, w: 178, h: 110 }, draw: cap },
  beanie: { box: { x: 26, y: 26, w: 148, h: 130 }, draw: beanie },
  tie: { box: { x: 70, y: 6, w: 60, h: 222 }, draw: tie },
};

/** A garment in the given colour; `accent` colours hardware, trims and prints. */
export const drawGarment = (garment: Garment, hex: string, accent?: string): Drawing => {
  const painter = painters[garment];
  return { svg: painter.draw(inkFor(hex, accent)), box: painter.box };
};
