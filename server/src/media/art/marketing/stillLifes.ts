import { createRandom } from '../../../seed/random';
import { brand, fashionColors as c, mix, shade } from '../../palette';
import { svgDocument } from '../../svg';
import {
  contactShadow,
  floor,
  garmentIn,
  giftBox,
  group,
  rect,
  sceneDefs,
  shoppingBag,
  sparkle,
  wall,
} from './scene';

/** Still lifes: shopping bags and gifts. */

/** 1200×800: buy what you love: shopping bags, a slip dress, a shoe box and new shoes. */
export const luxBuy = () => {
  const wallColor = '#EFE3DC';
  const body = [
    wall(1200, 800, wallColor),
    floor(1200, 800, 640, mix(wallColor, '#B7A38B', 0.3)),
    contactShadow(600, 690, 460, 20, 0.12),
    garmentIn('slip-dress', c.blush.hex, { x: 230, y: 170, w: 150, h: 260 }, -16),
    shoppingBag({ x: 160, y: 330, w: 280, h: 360 }, brand.red),
    garmentIn('blouse', c.ivory.hex, { x: 520, y: 170, w: 200, h: 200 }, 14),
    shoppingBag({ x: 480, y: 260, w: 300, h: 430 }, brand.ink),
    rect(820, 560, 300, 130, '#F2EBDD'),
    rect(808, 530, 324, 40, shade('#F2EBDD', -0.06)),
    rect(958, 530, 24, 160, brand.gold),
    garmentIn('pump', brand.red, { x: 830, y: 420, w: 260, h: 120 }),
    sparkle(1080, 200, 18),
    sparkle(120, 170, 12),
  ].join('');
  return svgDocument({
    width: 1200,
    height: 800,
    title: 'Shopping bags, a shoe box and a new pair of shoes',
    defs: sceneDefs(),
    body,
  });
};

/** Scattered gold and red confetti over the upper half of a 1200×800 canvas. */
const confetti = () => {
  const rng = createRandom('marketing/confetti');
  return Array.from({ length: 26 }, (_, i) => {
    const x = rng.int(60, 1140);
    const y = rng.int(60, 380);
    const color = i % 3 ? brand.gold : brand.red;
    return i % 2
      ? `<circle cx="${x}" cy="${y}" r="${rng.int(3, 6)}" fill="${color}" opacity="0.7"/>`
      : `<rect x="${x}" y="${y}" width="14" height="6" fill="${color}" opacity="0.7" transform="rotate(${rng.int(0, 180)} ${x} ${y})"/>`;
  }).join('');
};

/** 1200×800: a gift from us: a stack of boxes, a gift card and confetti. */
export const luxGift = () => {
  const ground = '#F1E7E0';
  const card = group(
    [
      rect(0, 0, 320, 200, brand.ink, ' rx="16"'),
      rect(12, 12, 296, 176, 'none', ` rx="10" stroke="${brand.gold}" stroke-width="1.4"`),
      `<text x="28" y="170" font-family="Georgia, 'Times New Roman', serif" font-size="20" letter-spacing="5" fill="${brand.gold}">GIFT CARD</text>`,
      sparkle(276, 44, 12),
    ].join(''),
    'translate(760 420) rotate(-8 160 100)',
    ' filter="url(#soft)"',
  );
  const body = [
    wall(1200, 800, ground),
    floor(1200, 800, 650, mix(ground, '#B7A38B', 0.3)),
    contactShadow(460, 700, 320, 18, 0.12),
    giftBox({ x: 200, y: 400, w: 420, h: 290 }, brand.red),
    giftBox({ x: 270, y: 220, w: 280, h: 180 }, '#EADFC8'),
    giftBox({ x: 620, y: 520, w: 200, h: 170 }, c.blush.hex),
    card,
    confetti(),
    sparkle(900, 180, 16),
    sparkle(700, 140, 10),
    sparkle(1080, 330, 12),
  ].join('');
  return svgDocument({
    width: 1200,
    height: 800,
    title: 'Gift boxes with gold ribbons and a gift card',
    defs: sceneDefs(),
    body,
  });
};
