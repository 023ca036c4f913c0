import { type Ink, solid, flat, line, stitch, dot } from './garmentInk';

/** Bottoms (trousers, jeans, skirts, shorts) and dresses, as fashion flats. */

export const trousers = (ink: Ink, wide = false): string => {
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

export const jeans = (ink: Ink): string => {
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

export const skirt = (ink: Ink): string =>
  [
    solid('M64 20L136 20L166 214C122 223 78 223 34 214Z', ink),
    line('M64 34L136 34', ink),
    dot(128, 27, 2, ink.light, ink.line),
    line('M82 36C78 100 70 160 60 218M100 36L100 222M118 36C122 100 130 160 140 218', ink, 0.3),
    line('M36 206C78 214 122 214 164 206', ink, 0.5),
  ].join('');

export const shorts = (ink: Ink): string =>
  [
    solid('M58 40L142 40L156 156L110 162L100 106L90 162L44 156Z', ink),
    line('M58 56L142 56', ink),
    line('M66 40L66 57M88 40L88 57M112 40L112 57M134 40L134 57', ink, 0.6),
    line('M62 58L76 88M138 58L124 88', ink, 0.6),
    line('M104 57L104 94C104 100 100 104 98 106', ink, 0.6),
    line('M47 144L91 150M109 150L153 144', ink, 0.6),
  ].join('');

export const dress = (ink: Ink): string =>
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

export const slipDress = (ink: Ink): string =>
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

export const wrapDress = (ink: Ink): string =>
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
