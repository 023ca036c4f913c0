import { type Garment, drawGarment } from '../../garments';
import { brand, mix, outline, shade } from '../../palette';
import { type Box, fit, fitted, n, shadowFilter, sheenGradient } from '../../svg';
import { accentFor } from '../items';

/**
 * Building blocks shared by the marketing scenes: soft studio backdrops, arches, clothing rails,
 * plants, shopping bags, gift boxes and phones. Every helper returns an SVG fragment in the
 * caller's coordinates; the document must define the ids in `sceneDefs`.
 */

/** Definitions every scene may reference: `#sheen` (garments), `#shadow`, `#soft`, `#glow`. */
export const sceneDefs = (): string =>
  [
    sheenGradient(),
    shadowFilter('shadow', 6, 5, 0.16),
    shadowFilter('soft', 14, 10, 0.14),
    '<radialGradient id="glow" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
  ].join('');

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra}/>`;

export const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

export const group = (content: string, transform: string, extra = '') =>
  `<g transform="${transform}"${extra}>${content}</g>`;

/** A wall with a soft light falling from the upper middle. */
export const wall = (w: number, h: number, color: string) =>
  rect(0, 0, w, h, color) + rect(0, 0, w, h, 'url(#glow)');

/** A floor from `y` down, a shade darker than the wall, with a thin skirting line. */
export const floor = (w: number, h: number, y: number, color: string) =>
  rect(0, y, w, h - y, color) +
  rect(0, y, w, 3, shade(color, -0.08), ' opacity="0.6"') +
  rect(0, y, w, h - y, 'url(#glow)', ' opacity="0.4"');

/** The outline of an arch (round top) in the box. */
export const archPath = ({ x, y, w, h }: Box) => {
  const r = w / 2;
  return `M${n(x)} ${n(y + h)}L${n(x)} ${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}L${n(x + w)} ${n(y + h)}Z`;
};

/** A filled arch with an optional gold hairline a little outside it. */
export const arch = (box: Box, fill: string, gold = true) => {
  const line = gold
    ? stroke(
        archPath({ x: box.x - 14, y: box.y - 14, w: box.w + 28, h: box.h + 14 }).replace(/Z$/, ''),
        brand.gold,
        1.6,
        ' opacity="0.7"',
      )
    : '';
  return path(archPath(box), fill) + line;
};

/** A soft oval contact shadow on the floor. */
export const contactShadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.16) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#3B2A1E" opacity="${n(opacity)}"/>`;

/** A garment drawn in its colour, fitted into a box (optionally rotated). */
export const garmentIn = (garment: Garment, hex: string, box: Box, rotate = 0, padding = 0) => {
  const drawing = drawGarment(garment, hex, accentFor(hex));
  return fit(drawing.svg, drawing.box, box, rotate, padding);
};

const hangerHook = (x: number, y: number, color: string) =>
  stroke(
    `M${n(x)} ${n(y + 22)}L${n(x)} ${n(y + 12)}C${n(x)} ${n(y + 4)} ${n(x + 8)} ${n(y + 2)} ${n(x + 8)} ${n(y - 4)}C${n(x + 8)} ${n(y - 10)} ${n(x - 4)} ${n(y - 10)} ${n(x - 4)} ${n(y - 4)}`,
    color,
    2.4,
  );

/** A garment on a wooden hanger, hanging from a rail at `railY`, centred on `x`. */
export const onHanger = (garment: Garment, hex: string, x: number, railY: number, w: number) => {
  const drawing = drawGarment(garment, hex, accentFor(hex));
  const h = (w * drawing.box.h) / drawing.box.w;
  const top = railY + 24;
  const wood = '#B58A5C';
  return [
    hangerHook(x, railY, '#8F857A'),
    stroke(
      `M${n(x - w * 0.42)} ${n(top + 14)}L${n(x)} ${n(top - 2)}L${n(x + w * 0.42)} ${n(top + 14)}`,
      wood,
      5,
    ),
    `<g filter="url(#shadow)">${fit(drawing.svg, drawing.box, { x: x - w / 2, y: top, w, h })}</g>`,
  ].join('');
};

/** A clothing rail from x1 to x2 at height y, standing on the floor at `floorY`. */
export const rail = (x1: number, x2: number, y: number, floorY: number, metal = brand.gold) =>
  [
    stroke(
      `M${n(x1)} ${n(floorY)}L${n(x1)} ${n(y)}L${n(x2)} ${n(y)}L${n(x2)} ${n(floorY)}`,
      metal,
      5,
    ),
    stroke(
      `M${n(x1 - 26)} ${n(floorY)}L${n(x1 + 26)} ${n(floorY)}M${n(x2 - 26)} ${n(floorY)}L${n(x2 + 26)} ${n(floorY)}`,
      shade(metal, -0.2),
      5,
    ),
  ].join('');

/** A lens-shaped leaf from (x, y) pointing at `angle` degrees (0 = up), as a path segment. */
export const leaf = (x: number, y: number, angle: number, length: number, width: number) => {
  const a = (angle * Math.PI) / 180;
  const dx = Math.sin(a);
  const dy = -Math.cos(a);
  const tx = x + dx * length;
  const ty = y + dy * length;
  const mx = x + (dx * length) / 2;
  const my = y + (dy * length) / 2;
  const r = Math.round;
  return `M${r(x)} ${r(y)}Q${r(mx - dy * width)} ${r(my + dx * width)} ${r(tx)} ${r(ty)}Q${r(mx + dy * width)} ${r(my - dx * width)} ${r(x)} ${r(y)}Z`;
};

/** A potted olive or fig plant; `s` scales it (1 = about 330 tall). */
export const plant = (x: number, y: number, s: number, kind: 'olive' | 'fig' = 'olive') => {
  const pot = '#C9A98A';
  const parts: string[] = [];
  if (kind === 'olive') {
    const branches: [number, number][] = [
      [-70, -250],
      [-8, -300],
      [62, -262],
      [-40, -180],
      [40, -200],
    ];
    const dark: string[] = [];
    const light: string[] = [];
    let stems = '';
    branches.forEach(([bx, by], b) => {
      stems += `M0 -40Q${n(bx * 0.2)} ${n(by * 0.55)} ${n(bx)} ${n(by)}`;
      for (let i = 1; i <= 6; i += 1) {
        const t = i / 6;
        const lx = bx * (0.2 * t + 0.8 * t * t);
        const ly = -40 + (by + 40) * t;
        const side = (i + b) % 2 ? -1 : 1;
        const spread = Math.atan2(bx, -by) * (180 / Math.PI);
        (i % 3 ? dark : light).push(leaf(lx, ly, spread + side * 48, 34 - t * 8, 6));
      }
    });
    parts.push(stroke(stems, '#7A6A55', 2.2));
    parts.push(path(dark.join(''), '#8A9874'), path(light.join(''), '#AEB89A'));
  } else {
    const spots: [number, number, number][] = [
      [-50, -220, -30],
      [40, -250, 25],
      [-10, -290, 0],
      [60, -170, 50],
      [-66, -150, -55],
      [10, -180, 10],
    ];
    parts.push(stroke('M0 -40L0 -270', '#6B5A45', 4));
    for (const [lx, ly, r] of spots)
      parts.push(
        `<path d="M0 0C-22 -10 -26 -46 0 -64C26 -46 22 -10 0 0Z" fill="${r % 20 ? '#5F7452' : '#738A63'}" transform="translate(${lx} ${ly + 40}) rotate(${r})"/>`,
      );
  }
  return group(
    [
      ...parts,
      path('M-42 -46L42 -46L34 30C33 38 -33 38 -34 30Z', pot),
      rect(-46, -52, 92, 12, shade(pot, -0.08), ' rx="3"'),
    ].join(''),
    `translate(${n(x)} ${n(y - 30 * s)}) scale(${n(s)})`,
  );
};

/** A paper shopping bag with rope handles; `label` prints a tiny word on it. */
export const shoppingBag = (box: Box, color: string, label = '') => {
  const { x, y, w, h } = box;
  const line = outline(color);
  const light = shade(color, 0.1);
  const handle = mix(color, brand.gold, 0.6);
  return [
    stroke(
      `M${n(x + w * 0.3)} ${n(y + 8)}C${n(x + w * 0.3)} ${n(y - h * 0.32)} ${n(x + w * 0.7)} ${n(y - h * 0.32)} ${n(x + w * 0.7)} ${n(y + 8)}`,
      handle,
      Math.max(2, w * 0.025),
    ),
    path(
      `M${n(x + w)} ${n(y)}L${n(x + w * 1.14)} ${n(y + h * 0.06)}L${n(x + w * 1.14)} ${n(y + h * 0.97)}L${n(x + w)} ${n(y + h)}Z`,
      shade(color, -0.18),
    ),
    rect(x, y, w, h, color, ` stroke="${line}" stroke-width="1.2"`),
    rect(x, y, w, h * 0.08, light, ' opacity="0.6"'),
    label
      ? `<text x="${n(x + w / 2)}" y="${n(y + h * 0.55)}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${n(w * 0.1)}" letter-spacing="${n(w * 0.02)}" fill="${mix(color, brand.gold, 0.85)}">${label}</text>`
      : '',
  ].join('');
};

/** A gift box seen from the front, with a ribbon and bow. */
export const giftBox = (box: Box, color: string, ribbon: string = brand.gold) => {
  const { x, y, w, h } = box;
  const lid = h * 0.2;
  const cx = x + w / 2;
  const dark = shade(ribbon, -0.22);
  const bw = Math.min(w, h) * 0.28;
  return [
    rect(x + w * 0.03, y + lid * 0.8, w * 0.94, h - lid * 0.8, color),
    rect(x + w * 0.03, y + lid * 0.8, w * 0.94, h * 0.05, shade(color, -0.18), ' opacity="0.5"'),
    rect(x, y, w, lid, shade(color, 0.06)),
    rect(cx - w * 0.05, y, w * 0.1, h, ribbon),
    path(
      `M${n(cx)} ${n(y)}C${n(cx - bw * 0.5)} ${n(y - bw * 0.9)} ${n(cx - bw * 1.3)} ${n(y - bw * 0.5)} ${n(cx - bw * 0.8)} ${n(y)}ZM${n(cx)} ${n(y)}C${n(cx + bw * 0.5)} ${n(y - bw * 0.9)} ${n(cx + bw * 1.3)} ${n(y - bw * 0.5)} ${n(cx + bw * 0.8)} ${n(y)}Z`,
      ribbon,
      ` stroke="${dark}" stroke-width="1.2"`,
    ),
    `<ellipse cx="${n(cx)}" cy="${n(y - 2)}" rx="${n(bw * 0.2)}" ry="${n(bw * 0.16)}" fill="${shade(ribbon, 0.1)}" stroke="${dark}" stroke-width="1.2"/>`,
  ].join('');
};

/** A phone with rounded corners; `screen` is drawn in a 180×380 screen space. */
export const phone = (box: Box, screen: string, frame: string = brand.ink) => {
  const inner = { x: 10, y: 12, w: 180, h: 380 };
  const placed = fitted({ x: 0, y: 0, w: 200, h: 404 }, box);
  const s = placed.w / 200;
  return group(
    [
      rect(0, 0, 200, 404, frame, ' rx="30"'),
      `<clipPath id="screen"><rect x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${inner.h}" rx="22"/></clipPath>`,
      rect(inner.x, inner.y, inner.w, inner.h, '#FFFDF9', ' rx="22"'),
      `<g clip-path="url(#screen)"><g transform="translate(${inner.x} ${inner.y})">${screen}</g></g>`,
      rect(78, 20, 44, 10, frame, ' rx="5"'),
    ].join(''),
    `translate(${n(placed.x)} ${n(placed.y)}) scale(${n(s)})`,
    ' filter="url(#soft)"',
  );
};

/** A four-pointed sparkle. */
export const sparkle = (x: number, y: number, r: number, fill: string = brand.gold) =>
  path(
    `M${n(x)} ${n(y - r)}L${n(x + r * 0.28)} ${n(y - r * 0.28)}L${n(x + r)} ${n(y)}L${n(x + r * 0.28)} ${n(y + r * 0.28)}L${n(x)} ${n(y + r)}L${n(x - r * 0.28)} ${n(y + r * 0.28)}L${n(x - r)} ${n(y)}L${n(x - r * 0.28)} ${n(y - r * 0.28)}Z`,
    fill,
  );

/** A strip of masking tape centred on (x, y). */
export const tape = (x: number, y: number, angle: number, w = 64) =>
  `<rect x="${n(x - w / 2)}" y="${n(y - 11)}" width="${n(w)}" height="22" fill="#F4EBD6" opacity="0.8" transform="rotate(${n(angle)} ${n(x)} ${n(y)})"/>`;

/** A row of paint chips. */
export const chips = (x: number, y: number, size: number, colors: readonly string[], gap = 10) =>
  colors
    .map((color, i) =>
      rect(
        x + i * (size + gap),
        y,
        size,
        size,
        color,
        ` stroke="${outline(color)}" stroke-width="0.8" stroke-opacity="0.4"`,
      ),
    )
    .join('');
