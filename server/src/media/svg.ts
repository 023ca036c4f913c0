/** Small helpers for writing SVG strings. */
import { hashString } from '../seed/random';

/** Escapes text for XML content and attribute values. */
export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A compact number for SVG output (at most two decimals, no trailing zeros). */
export const n = (value: number): string => {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

export type Box = { x: number; y: number; w: number; h: number };

/** Where `fit` places content: the scaled box, centred in the target. */
export const fitted = (from: Box, to: Box, padding = 0): Box => {
  const scale = Math.min((to.w - padding * 2) / from.w, (to.h - padding * 2) / from.h);
  const w = from.w * scale;
  const h = from.h * scale;
  return { x: to.x + (to.w - w) / 2, y: to.y + (to.h - h) / 2, w, h };
};

/**
 * Fits content drawn in `from` into the `to` box, centred and uniformly scaled, optionally rotated
 * about the target's centre.
 */
export const fit = (content: string, from: Box, to: Box, rotate = 0, padding = 0): string => {
  const scale = Math.min((to.w - padding * 2) / from.w, (to.h - padding * 2) / from.h);
  const cx = to.x + to.w / 2;
  const cy = to.y + to.h / 2;
  const dx = -(from.x + from.w / 2);
  const dy = -(from.y + from.h / 2);
  const rotation = rotate ? ` rotate(${n(rotate)})` : '';
  return `<g transform="translate(${n(cx)} ${n(cy)})${rotation} scale(${n(scale)}) translate(${n(dx)} ${n(dy)})">${content}</g>`;
};

export type Document = {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
};

/** A complete standalone SVG document. */
export const svgDocument = ({ width, height, title, defs = '', body }: Document): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" overflow="hidden">`,
    `<title>${escapeXml(title)}</title>`,
    defs ? `<defs>${defs}</defs>` : '',
    body,
    '</svg>',
  ].join('');

/** A soft drop shadow filter, referenced as `filter="url(#id)"`. */
export const shadowFilter = (id: string, blur = 6, dy = 5, opacity = 0.18): string =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="${n(dy)}" stdDeviation="${n(blur)}" flood-color="#3B2A1E" flood-opacity="${n(opacity)}"/></filter>`;

/** The sheen gradient garments lay over their fill for a little volume. */
export const sheenGradient = (id = 'sheen'): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.35"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>`;

/** A fine paper grain made from a fractal-noise filter. */
export const grainFilter = (id = 'grain', opacity = 0.06): string =>
  `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" stitchTiles="stitch" result="noise"/><feColorMatrix in="noise" type="matrix" values="0 0 0 0 0.3  0 0 0 0 0.24  0 0 0 0 0.18  0 0 0 ${n(opacity * 10)} 0"/><feComposite in2="SourceGraphic" operator="in"/></filter>`;

/** A deterministic choice from a list, keyed by a string. */
export const hashPick = <T>(key: string, items: readonly T[]): T => {
  const item = items[hashString(key) % items.length];
  if (item === undefined) throw new Error('hashPick from an empty list');
  return item;
};

/** A smooth path through points (Catmull–Rom converted to cubic Béziers). */
export const smoothPath = (points: [number, number][], closed = false, tension = 1): string => {
  if (points.length < 2) return '';
  const at = (i: number): [number, number] => {
    const count = points.length;
    const index = closed ? (i + count) % count : Math.max(0, Math.min(count - 1, i));
    return points[index] ?? [0, 0];
  };
  const first = at(0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  const segments = closed ? points.length : points.length - 1;
  for (let i = 0; i < segments; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension;
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension;
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
};
