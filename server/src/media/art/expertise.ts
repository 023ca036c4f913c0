import { getCatalogue } from '../../seed/buildCatalogue';
import { drawGarment } from '../garments';
import { artRandom, brand, mix } from '../palette';
import { escapeXml, fit, sheenGradient, svgDocument } from '../svg';

/** Expertise badges, 1:1: a round medallion with a line icon for the expertise. */

const line = (d: string) =>
  `<path d="${d}" fill="none" stroke="${brand.ink}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;

const hanger = line(
  'M100 62C100 52 110 48 116 54C122 60 116 68 108 72C102 75 100 78 100 84L48 120C42 124 44 130 52 130L148 130C156 130 158 124 152 120L100 84',
);

const icons: Record<string, string> = {
  Workwear: fit(
    drawGarment('briefcase', brand.ink, brand.gold).svg,
    drawGarment('briefcase', brand.ink).box,
    { x: 52, y: 56, w: 96, h: 88 },
  ),
  'Capsule Wardrobes': hanger,
  'Closet Clean-Out': `${hanger}<path d="M146 52L150 62L160 66L150 70L146 80L142 70L132 66L142 62Z" fill="${brand.gold}"/>`,
  'Special Occasions': `<path d="M100 48L110 86L148 96L110 106L100 144L90 106L52 96L90 86Z" fill="${brand.gold}" stroke="${brand.ink}" stroke-width="3" stroke-linejoin="round"/>`,
  'Petite Styling': `${line('M86 50L86 150L114 150L114 50Z')}${line('M86 66L100 66M86 82L96 82M86 98L100 98M86 114L96 114M86 130L100 130')}`,
  'Plus-Size Styling': fit(
    drawGarment('dress', brand.red).svg,
    drawGarment('dress', brand.red).box,
    { x: 56, y: 46, w: 88, h: 108 },
  ),
  'Menswear Tailoring': fit(
    drawGarment('tie', brand.red, brand.gold).svg,
    drawGarment('tie', brand.red).box,
    { x: 70, y: 44, w: 60, h: 112 },
  ),
  'Sustainable Fashion': `<path d="M60 140C60 80 100 52 146 54C148 104 116 140 60 140Z" fill="#A3AE8E" stroke="${brand.ink}" stroke-width="4" stroke-linejoin="round"/>${line('M60 140C84 110 104 92 128 74')}`,
  'Travel Packing': `${line('M56 76L144 76L144 146L56 146Z')}${line('M82 76L82 60L118 60L118 76M80 76L80 146M120 76L120 146')}`,
  'Bridal & Wedding Guest': `<circle cx="86" cy="106" r="28" fill="none" stroke="${brand.gold}" stroke-width="7"/><circle cx="116" cy="106" r="28" fill="none" stroke="${brand.ink}" stroke-width="5"/><path d="M108 68L116 58L124 68L116 76Z" fill="#F2F4F6" stroke="${brand.ink}" stroke-width="2"/>`,
  Maternity: `<path d="M100 146C60 118 48 96 52 80C56 62 80 56 100 76C120 56 144 62 148 80C152 96 140 118 100 146Z" fill="#E6C3BB" stroke="${brand.ink}" stroke-width="4" stroke-linejoin="round"/>`,
  'Street Style': fit(
    drawGarment('sneaker', '#F8F6F1').svg,
    drawGarment('sneaker', '#F8F6F1').box,
    { x: 44, y: 62, w: 112, h: 76 },
  ),
  'Date Night': `<path d="M120 52C92 58 76 84 80 110C84 138 112 156 140 148C116 142 100 122 100 100C100 80 108 62 120 52Z" fill="${brand.gold}" stroke="${brand.ink}" stroke-width="3" stroke-linejoin="round"/><path d="M136 76L139 84L147 87L139 90L136 98L133 90L125 87L133 84Z" fill="${brand.ink}"/>`,
};

const grounds = ['#F1E6DF', '#E9E4D8', '#E6E8E1', '#EFE3D3', '#E8DFE4'];

export const renderExpertise = (id: string): string => {
  const hint = getCatalogue().art.expertise.get(id);
  const rng = artRandom('expertise', id);
  const name = hint?.name ?? '';
  const ground = rng.pick(grounds);
  const icon =
    icons[name] ??
    `<text x="100" y="122" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="64" fill="${brand.ink}">${escapeXml((name || 'S').charAt(0))}</text>`;
  return svgDocument({
    width: 200,
    height: 200,
    title: name ? `${name} expertise` : 'Expertise badge',
    defs: sheenGradient(),
    body: [
      `<circle cx="100" cy="100" r="96" fill="${ground}"/>`,
      `<circle cx="100" cy="100" r="86" fill="none" stroke="${brand.gold}" stroke-width="2"/>`,
      `<circle cx="100" cy="100" r="80" fill="none" stroke="${mix(brand.gold, ground, 0.5)}" stroke-width="1" stroke-dasharray="2 4"/>`,
      icon,
    ].join(''),
  });
};
