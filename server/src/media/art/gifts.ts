import { artRandom, brand, luminance, mix, shade } from '../palette';
import { escapeXml, n, svgDocument } from '../svg';

/**
 * Gift-card art, 3:2: a card in a deep colour tied with a gold ribbon and bow. Short lower-case
 * ids (plan keys such as 'mini', 'major', 'lux', or recipients) are printed on the card.
 */

const cardColors = ['#161616', '#7D1818', '#1F2A44', '#1E6A52', '#5E1A2A', '#C48E8B', '#3A3A3C'];

const planColors: Record<string, string> = { mini: '#C48E8B', major: '#7D1818', lux: '#161616' };

export const renderGift = (id: string): string => {
  const rng = artRandom('gifts', id);
  const label = /^[a-z]{2,12}$/.test(id) ? id : null;
  const card = (label && planColors[label]) ?? rng.pick(cardColors);
  const ribbon = brand.gold;
  const lettering = luminance(card) > 0.2 ? '#FFF8EE' : ribbon;
  const ribbonDark = shade(ribbon, -0.25);
  const rx = rng.int(360, 420);
  const ry = rng.int(170, 210);
  const sparkles = Array.from({ length: 14 }, () => {
    const x = rng.float(70, 530);
    const y = rng.float(70, 330);
    const r = rng.float(0.8, 2.2);
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${ribbon}" opacity="${n(rng.float(0.25, 0.7))}"/>`;
  }).join('');
  const body = [
    `<rect width="600" height="400" fill="#F3ECE2"/>`,
    `<rect x="66" y="62" width="480" height="290" rx="18" fill="${shade('#F3ECE2', -0.12)}" transform="rotate(-4 306 207)"/>`,
    `<rect x="60" y="55" width="480" height="290" rx="18" fill="${card}"/>`,
    `<rect x="60" y="55" width="480" height="290" rx="18" fill="url(#gloss)"/>`,
    sparkles,
    `<rect x="${rx - 16}" y="55" width="32" height="290" fill="${ribbon}"/>`,
    `<rect x="60" y="${ry - 14}" width="480" height="28" fill="${ribbon}"/>`,
    `<path d="M${rx - 16} 55L${rx - 16} 345M${rx + 16} 55L${rx + 16} 345M60 ${ry - 14}L540 ${ry - 14}M60 ${ry + 14}L540 ${ry + 14}" stroke="${ribbonDark}" stroke-width="1.2" opacity="0.6"/>`,
    `<path d="M${rx} ${ry}C${rx - 40} ${ry - 70} ${rx - 110} ${ry - 40} ${rx - 70} ${ry - 4}C${rx - 50} ${ry + 12} ${rx - 20} ${ry + 6} ${rx} ${ry}Z" fill="${ribbon}" stroke="${ribbonDark}" stroke-width="1.4"/>`,
    `<path d="M${rx} ${ry}C${rx + 40} ${ry - 70} ${rx + 110} ${ry - 40} ${rx + 70} ${ry - 4}C${rx + 50} ${ry + 12} ${rx + 20} ${ry + 6} ${rx} ${ry}Z" fill="${ribbon}" stroke="${ribbonDark}" stroke-width="1.4"/>`,
    `<path d="M${rx - 6} ${ry + 6}L${rx - 44} ${ry + 78}L${rx - 30} ${ry + 74}L${rx - 24} ${ry + 88}L${rx + 2} ${ry + 10}ZM${rx + 6} ${ry + 6}L${rx + 40} ${ry + 80}L${rx + 26} ${ry + 76}L${rx + 18} ${ry + 90}L${rx - 2} ${ry + 10}Z" fill="${shade(ribbon, -0.08)}" stroke="${ribbonDark}" stroke-width="1.2"/>`,
    `<ellipse cx="${rx}" cy="${ry}" rx="15" ry="13" fill="${shade(ribbon, 0.1)}" stroke="${ribbonDark}" stroke-width="1.4"/>`,
    `<text x="92" y="100" font-family="Georgia, 'Times New Roman', serif" font-size="14" letter-spacing="4" fill="${lettering}">GIFT CARD</text>`,
    label
      ? `<text x="92" y="310" font-family="Georgia, 'Times New Roman', serif" font-size="44" font-style="italic" fill="${lettering === ribbon ? mix(ribbon, '#FFFFFF', 0.35) : lettering}">${escapeXml(label.charAt(0).toUpperCase() + label.slice(1))}</text>`
      : `<path d="M104 292L110 308L126 312L110 316L104 332L98 316L82 312L98 308Z" fill="${ribbon}"/>`,
  ].join('');
  return svgDocument({
    width: 600,
    height: 400,
    title: label ? `Gift card: ${label}` : 'Gift card',
    defs: `<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>`,
    body,
  });
};
