import { brand, outline, shade } from './palette';
import { n } from './svg';

/** A garment's colours (fill, outline, shades, accent) and the strokes every drawing is made of. */

export type Ink = { fill: string; line: string; dark: string; light: string; accent: string };

export const inkFor = (hex: string, accent?: string): Ink => ({
  fill: hex,
  line: outline(hex),
  dark: shade(hex, -0.22),
  light: shade(hex, 0.22),
  accent: accent ?? brand.gold,
});

export const solid = (d: string, ink: Ink, fill = ink.fill) =>
  `<path d="${d}" fill="${fill}" stroke="${ink.line}" stroke-width="1.6" stroke-linejoin="round"/><path d="${d}" fill="url(#sheen)"/>`;

export const flat = (d: string, ink: Ink, fill: string) =>
  `<path d="${d}" fill="${fill}" stroke="${ink.line}" stroke-width="1.4" stroke-linejoin="round"/>`;

export const line = (d: string, ink: Ink, opacity = 0.75, width = 1.1) =>
  `<path d="${d}" fill="none" stroke="${ink.line}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round" opacity="${n(opacity)}"/>`;

export const stitch = (d: string, color: string, opacity = 0.8) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="1" stroke-dasharray="3 2.4" stroke-linecap="round" opacity="${n(opacity)}"/>`;

export const dot = (x: number, y: number, r: number, fill: string, stroke?: string) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="0.9"` : ''}/>`;

/** Short parallel lines for ribbing between two y values across [x1, x2]. */
export const ribs = (x1: number, x2: number, y1: number, y2: number, ink: Ink, step = 5) => {
  const parts: string[] = [];
  for (let x = x1 + step / 2; x < x2; x += step) parts.push(`M${n(x)} ${n(y1)}L${n(x)} ${n(y2)}`);
  return line(parts.join(''), ink, 0.45, 0.8);
};
