import { getCatalogue } from '../../seed/buildCatalogue';
import { type Garment, drawGarment, garments } from '../garments';
import {
  type ColorFamily,
  brand,
  fashionColors,
  itemColorFor,
  luminance,
  mix,
  neutrals,
} from '../palette';
import { fit, fitted, hashPick, n, shadowFilter, sheenGradient, svgDocument } from '../svg';

/** What the artwork knows about an item: from the seed catalogue, else derived from the id. */
export const itemLook = (id: string): { garment: Garment; colors: ColorFamily; name?: string } => {
  const hint = getCatalogue().art.items.get(id);
  if (hint) return hint;
  return { garment: hashPick(`item/${id}`, garments), colors: 'womenswear' };
};

/** Hardware colour for a garment colour: silver with silver, gold otherwise. */
export const accentFor = (hex: string): string =>
  hex === fashionColors.silver.hex ? '#9EA3A8' : brand.gold;

/** A single garment on a soft studio backdrop, 4:5. */
export const renderItem = (id: string): string => {
  const { garment, colors, name } = itemLook(id);
  const color = itemColorFor(id, colors);
  const light = luminance(color.hex) > 0.55;
  const backdrop = light ? neutrals.linen : neutrals.paper;
  const floor = mix(backdrop, neutrals.taupe, 0.18);
  const drawing = drawGarment(garment, color.hex, accentFor(color.hex));
  const target = { x: 40, y: 40, w: 320, h: 400 };
  const placed = fitted(drawing.box, target, 18);
  const body = [
    `<rect width="400" height="500" fill="${backdrop}"/>`,
    `<rect width="400" height="500" fill="url(#glow)"/>`,
    `<ellipse cx="200" cy="${n(placed.y + placed.h + 10)}" rx="${n(placed.w * 0.42)}" ry="12" fill="${floor}" opacity="0.7"/>`,
    `<g filter="url(#shadow)">${fit(drawing.svg, drawing.box, target, 0, 18)}</g>`,
  ].join('');
  return svgDocument({
    width: 400,
    height: 500,
    title: name ? `${name} in ${color.name.toLowerCase()}` : `${color.name} ${garment}`,
    defs: [
      sheenGradient(),
      shadowFilter('shadow', 7, 6, 0.16),
      `<radialGradient id="glow" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    ].join(''),
    body,
  });
};
