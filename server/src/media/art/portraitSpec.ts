import { type Presentation } from '../../seed/catalogue';
import { type Random } from '../../seed/random';
import { backdropColors, hairColors, luminance, skinTones } from '../palette';

const garmentColors = [
  '#1D1C1B',
  '#F2EBDD',
  '#BF9363',
  '#1F2A44',
  '#7D1818',
  '#A3AE8E',
  '#5F6138',
  '#9C4A26',
  '#EADFC8',
  '#3A3A3C',
  '#C48E8B',
];

type FeminineHair = 'long' | 'wavy' | 'bob' | 'bun' | 'curly' | 'pixie';
type MasculineHair = 'short' | 'side-part' | 'buzz' | 'curly-short' | 'top-knot';

export type PortraitSpec = {
  presentation: Presentation;
  skin: string;
  hair: string;
  hairStyle: FeminineHair | MasculineHair;
  garment: string;
  neckline: 'crew' | 'v' | 'turtleneck' | 'collar' | 'scoop';
  backdrop: string;
  eyes: 'closed' | 'open';
  earrings: boolean;
  glasses: boolean;
  beard: boolean;
  necklace: boolean;
};

/** Hair that stands out from the skin tone: too close in lightness falls back to dark brown. */
const readableHair = (hair: string, skin: string) =>
  Math.abs(luminance(hair) - luminance(skin)) < 0.12 ? (hairColors[1] ?? '#2E221B') : hair;

/** A random portrait (skin, hair, garment, backdrop, details) for a presentation. */
export const specFor = (rng: Random, presentation: Presentation): PortraitSpec => {
  const skin = rng.pick(skinTones);
  const skinIndex = skinTones.indexOf(skin);
  const hairPool = skinIndex >= 5 ? hairColors.filter((_, i) => i <= 3 || i === 7) : hairColors;
  const feminine = presentation === 'feminine';
  return {
    presentation,
    skin,
    hair: readableHair(rng.pick(hairPool), skin),
    hairStyle: feminine
      ? rng.pick<FeminineHair>(['long', 'wavy', 'bob', 'bun', 'curly', 'pixie'])
      : rng.pick<MasculineHair>(['short', 'side-part', 'buzz', 'curly-short', 'top-knot']),
    garment: rng.pick(garmentColors),
    neckline: feminine
      ? rng.pick(['crew', 'v', 'turtleneck', 'scoop', 'collar'] as const)
      : rng.pick(['crew', 'turtleneck', 'collar', 'collar', 'v'] as const),
    backdrop: rng.pick(backdropColors),
    eyes: rng.chance(0.5) ? 'closed' : 'open',
    earrings: feminine && rng.chance(0.6),
    glasses: rng.chance(0.15),
    beard: !feminine && rng.chance(0.4),
    necklace: feminine && rng.chance(0.3),
  };
};
