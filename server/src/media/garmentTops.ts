import { n } from './svg';
import { type Ink, solid, flat, line, dot, ribs } from './garmentInk';

/** Tops: tees, polos, knits, hoodies, shirts, blouses and camisoles, as fashion flats. */

export const tee = (ink: Ink): string => {
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

export const polo = (ink: Ink): string => {
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

export const sweater = (ink: Ink): string =>
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

export const cardigan = (ink: Ink): string =>
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

export const hoodie = (ink: Ink): string =>
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

export const shirt = (ink: Ink): string =>
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

export const blouse = (ink: Ink): string =>
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

export const camisole = (ink: Ink): string => {
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
