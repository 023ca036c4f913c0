import { getCatalogue } from '../../seed/buildCatalogue';
import { type Random } from '../../seed/random';
import { type Garment, type GarmentRole, drawGarment, garmentRole, garments } from '../garments';
import {
  artRandom,
  colorFamilies,
  fashionColors,
  itemColorFor,
  mix,
  neutrals,
  shade,
} from '../palette';
import { type Box, fit, grainFilter, n, shadowFilter, sheenGradient, svgDocument } from '../svg';
import { accentFor, itemLook } from './items';

type Piece = { garment: Garment; hex: string };

/** How much of its slot a piece may fill, so shorts and beanies do not come out coat-sized. */
const relativeSize: Partial<Record<Garment, number>> = {
  shorts: 0.72,
  camisole: 0.85,
  beanie: 0.72,
  cap: 0.75,
  watch: 0.8,
  earrings: 0.7,
  sunglasses: 0.85,
  belt: 0.85,
  clutch: 0.85,
  necklace: 0.85,
  bracelet: 0.7,
  tie: 0.85,
};

const backdrops = ['#EFE7DC', '#E9DFD3', '#E6E2D9', '#EDE3DF', '#E3E4DC', '#F1EBE2'];

/** A plausible outfit for ids that are not in the catalogue. */
const inventOutfit = (rng: Random): Piece[] => {
  const of = (role: GarmentRole) => garments.filter((garment) => garmentRole[garment] === role);
  const color = (family: readonly (keyof typeof fashionColors)[]) =>
    fashionColors[rng.pick(family)].hex;
  const pieces: Piece[] = [];
  if (rng.chance(0.35)) {
    pieces.push({ garment: rng.pick(of('dress')), hex: color(colorFamilies.womenswear) });
  } else {
    pieces.push({ garment: rng.pick(of('top')), hex: color(colorFamilies.womenswear) });
    pieces.push({ garment: rng.pick(of('bottom')), hex: color(colorFamilies.neutrals) });
  }
  if (rng.chance(0.5))
    pieces.push({ garment: rng.pick(of('outer')), hex: color(colorFamilies.outerwear) });
  pieces.push({ garment: rng.pick(of('shoes')), hex: color(colorFamilies.leather) });
  if (rng.chance(0.7))
    pieces.push({ garment: rng.pick(of('bag')), hex: color(colorFamilies.leather) });
  return pieces;
};

/** A small eucalyptus sprig, the classic flat-lay prop. */
export const sprig = (rng: Random, x: number, y: number, angle: number): string => {
  const leaves: string[] = [];
  const stem = '#7F8C72';
  for (let i = 0; i < 7; i += 1) {
    const t = i / 6;
    const px = t * 120;
    const py = Math.sin(t * 2.2) * 10;
    const side = i % 2 === 0 ? -1 : 1;
    const leaf = mix('#9DAA8E', '#C3CBB4', rng.next() * 0.6);
    leaves.push(
      `<ellipse cx="${n(px)}" cy="${n(py + side * 11)}" rx="9" ry="12" fill="${leaf}" transform="rotate(${n(side * 24)} ${n(px)} ${n(py + side * 11)})"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" opacity="0.9"><path d="M0 0C40 -6 80 12 126 4" stroke="${stem}" stroke-width="2" fill="none"/>${leaves.join('')}</g>`;
};

/**
 * A flat lay of a look's pieces, 4:5: the catalogue look's own, or `itemIds` when given (a style
 * board's pieces).
 */
export const renderLook = (id: string, itemIds?: readonly string[]): string => {
  const rng = artRandom('looks', id);
  const hint = itemIds ? undefined : getCatalogue().art.looks.get(id);
  const pieceIds = itemIds ?? hint?.itemIds;
  const pieces: Piece[] = pieceIds
    ? pieceIds.map((itemId) => {
        const look = itemLook(itemId);
        return { garment: look.garment, hex: itemColorFor(itemId, look.colors).hex };
      })
    : inventOutfit(rng);

  const byRole = (role: GarmentRole) =>
    pieces.filter((piece) => garmentRole[piece.garment] === role);
  const left: Piece[] = [...byRole('dress'), ...byRole('top'), ...byRole('bottom')];
  const right: Piece[] = [...byRole('outer'), ...byRole('bag'), ...byRole('shoes')];
  const accessories = byRole('accessory');
  if (left.length === 0 && right.length > 1) left.push(...right.splice(0, 1));

  const layer = (piece: Piece, box: Box, padding: number) => {
    const drawing = drawGarment(piece.garment, piece.hex, accentFor(piece.hex));
    // Small things stay small: shrink the slot around its centre.
    const k = relativeSize[piece.garment] ?? 1;
    const slot = {
      x: box.x + (box.w * (1 - k)) / 2,
      y: box.y + (box.h * (1 - k)) / 2,
      w: box.w * k,
      h: box.h * k,
    };
    return `<g filter="url(#shadow)">${fit(drawing.svg, drawing.box, slot, rng.float(-5, 5), padding)}</g>`;
  };

  const parts: string[] = [];
  const leftTop = 24;
  const leftHeight = 452;
  left.forEach((piece, i) => {
    const h = leftHeight / left.length;
    parts.push(
      layer(piece, { x: 14, y: leftTop + i * h, w: 222, h: h + (left.length > 1 ? 16 : 0) }, 8),
    );
  });
  const rightItems = [...right, ...accessories].slice(0, 4);
  rightItems.forEach((piece, i) => {
    const h = 452 / Math.max(3, rightItems.length);
    const offset = rightItems.length < 3 ? (452 - h * rightItems.length) / 2 : 0;
    parts.push(layer(piece, { x: 224, y: 24 + offset + i * h, w: 164, h }, 10));
  });
  const extra = [...right, ...accessories].slice(4);
  extra.forEach((piece) => parts.push(layer(piece, { x: 150, y: 380, w: 100, h: 100 }, 6)));

  const backdrop = rng.pick(backdrops);
  const body = [
    `<rect width="400" height="500" fill="${backdrop}"/>`,
    `<rect width="400" height="500" fill="#000" filter="url(#grain)"/>`,
    rng.chance(0.6)
      ? rng.chance(0.5)
        ? sprig(rng, 262, 474, rng.float(-16, -4))
        : sprig(rng, 268, 30, rng.float(4, 16))
      : `<circle cx="352" cy="452" r="30" fill="${shade(backdrop, 0.35)}" stroke="${mix(backdrop, '#C9A86A', 0.6)}" stroke-width="2"/><circle cx="352" cy="452" r="22" fill="none" stroke="${shade(backdrop, -0.05)}"/>`,
    ...parts,
  ].join('');
  return svgDocument({
    width: 400,
    height: 500,
    title: hint ? `Look: ${hint.name}` : itemIds ? 'Style board' : 'Outfit flat lay',
    defs: [sheenGradient(), shadowFilter('shadow', 5, 4, 0.2), grainFilter('grain', 0.05)].join(''),
    body:
      body +
      `<rect x="0.5" y="0.5" width="399" height="499" fill="none" stroke="${mix(backdrop, neutrals.taupe, 0.3)}" opacity="0.5"/>`,
  });
};
