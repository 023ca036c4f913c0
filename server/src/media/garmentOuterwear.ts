import { shade } from './palette';
import { type Ink, solid, flat, line, stitch, dot, ribs } from './garmentInk';

/** Outerwear: coats, trench coats, blazers and jackets, as fashion flats. */

const longCoatBody =
  'M70 20L100 30L130 20L156 28C170 34 176 50 178 66L192 206L170 210L156 100L160 236L40 236L44 100L30 210L8 206L22 66C24 50 30 34 44 28Z';

export const coat = (ink: Ink): string =>
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

export const trench = (ink: Ink): string =>
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

export const blazer = (ink: Ink): string =>
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

export const jacket = (ink: Ink): string =>
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
