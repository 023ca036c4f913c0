import { brand, outline, shade } from '../../palette';
import { type Box, n } from '../../svg';
import { headLayers } from '../portraitFigure';
import type { PortraitSpec } from '../portraitSpec';
import { path, stroke } from './scene';

/**
 * Full-length fashion figures in the portrait style: the portrait head (on its 400×400 canvas,
 * chin at y 263) on an elongated, eight-heads-tall body. Coordinates continue the portrait
 * canvas down to the feet at about y 1470; `FIGURE_BOX` is what to fit.
 */

export const FIGURE_BOX: Box = { x: 40, y: 70, w: 320, h: 1410 };

export type Outfit =
  | { kind: 'dress'; color: string; length?: 'midi' | 'gown'; belt?: string }
  | { kind: 'coat'; color: string; inner: string; legs: string }
  | { kind: 'blazer'; color: string; inner: string; trousers: string }
  | { kind: 'suit'; color: string; shirt: string; tie: string }
  | { kind: 'knit'; color: string; trousers: string };

export type FigureOptions = { spec: PortraitSpec; outfit: Outfit; shoes: string; bag?: string };

/** Mirrors an x coordinate about the figure's centre line. */
const mx = (x: number) => 400 - x;

/** A path given for the left side, mirrored onto the right. */
const both = (d: (m: (x: number) => number) => string) => d((x) => x) + d(mx);

/** A filled shape with an outline (width 1.4 and round joins come from the figure's group). */
const outlined = (d: string, fill: string, width = 1.4) =>
  path(d, fill, ` stroke="${outline(fill)}"${width === 1.4 ? '' : ` stroke-width="${n(width)}"`}`);

const sheened = (d: string, fill: string) => outlined(d, fill) + path(d, 'url(#sheen)');

// --- Body --------------------------------------------------------------------------------------

const shoulders = (m: boolean) => (m ? 108 : 120);

const arm = (x: (v: number) => number, masc: boolean) => {
  const s = shoulders(masc);
  return `M${x(150)} 304C${x(s + 4)} 304 ${x(s - 6)} 314 ${x(s - 6)} 346C${x(s - 12)} 430 ${x(s - 18)} 500 ${x(s - 18)} 560C${x(s - 17)} 640 ${x(s - 12)} 700 ${x(s - 10)} 742L${x(s + 12)} 742C${x(s + 12)} 700 ${x(s + 10)} 640 ${x(s + 8)} 560C${x(s + 12)} 500 ${x(s + 18)} 450 ${x(s + 24)} 410Z`;
};

const hand = (x: (v: number) => number, masc: boolean) => {
  const s = shoulders(masc);
  return `M${x(s - 11)} 738C${x(s - 16)} 766 ${x(s - 12)} 794 ${x(s - 2)} 812C${x(s + 4)} 820 ${x(s + 12)} 816 ${x(s + 12)} 804C${x(s + 14)} 784 ${x(s + 14)} 760 ${x(s + 12)} 738Z`;
};

const leg = (x: (v: number) => number, masc: boolean) =>
  masc
    ? `M${x(144)} 700C${x(146)} 840 ${x(156)} 940 ${x(160)} 1030C${x(164)} 1150 ${x(168)} 1300 ${x(170)} 1420L${x(194)} 1420C${x(194)} 1300 ${x(196)} 1150 ${x(196)} 1030C${x(198)} 940 ${x(200)} 820 ${x(200)} 740Z`
    : `M${x(146)} 680C${x(146)} 820 ${x(150)} 940 ${x(155)} 1030C${x(160)} 1150 ${x(168)} 1300 ${x(172)} 1410L${x(188)} 1410C${x(189)} 1300 ${x(192)} 1150 ${x(193)} 1030C${x(195)} 940 ${x(200)} 820 ${x(200)} 740Z`;

const chest = (masc: boolean) => {
  const s = shoulders(masc);
  return `M178 296C156 298 ${s + 8} 302 ${s} 326L${s + 24} 430L${mx(s + 24)} 430L${mx(s - 2)} 334C${mx(s + 8)} 302 244 298 222 296Z`;
};

const shoe = (color: string, masc: boolean) =>
  masc
    ? outlined(
        both(
          (x) =>
            `M${x(166)} 1414L${x(198)} 1414C${x(202)} 1434 ${x(200)} 1458 ${x(190)} 1470C${x(182)} 1476 ${x(168)} 1474 ${x(164)} 1464C${x(160)} 1448 ${x(162)} 1430 ${x(166)} 1414Z`,
        ),
        color,
      )
    : outlined(
        both(
          (x) =>
            `M${x(169)} 1398L${x(191)} 1398C${x(195)} 1424 ${x(190)} 1450 ${x(180)} 1472C${x(170)} 1450 ${x(165)} 1424 ${x(169)} 1398Z`,
        ),
        color,
      ) +
      stroke(
        both((x) => `M${x(171)} 1408Q${x(180)} 1416 ${x(189)} 1408`),
        shade(color, 0.3),
        1.2,
        ' opacity="0.7"',
      );

// --- Garments ----------------------------------------------------------------------------------

const dress = (color: string, gown: boolean, belt?: string) => {
  const hem = gown ? 1472 : 1130;
  const left = gown ? 74 : 108;
  const d = `M180 300C166 302 150 306 142 318L144 410C138 470 150 510 154 540C140 700 ${left + 22} ${gown ? 1100 : 960} ${left} ${hem}Q200 ${hem + 26} ${mx(left)} ${hem}C${mx(left + 22)} ${gown ? 1100 : 960} 260 700 246 540C250 510 262 470 256 410L258 318C250 306 234 302 220 300C214 330 186 330 180 300Z`;
  const folds = stroke(
    `M176 560C170 760 ${gown ? 140 : 150} 950 ${gown ? 130 : 146} ${hem - 6}M224 560C232 760 ${gown ? 262 : 250} 950 ${gown ? 274 : 256} ${hem - 6}M200 560L200 ${hem + 8}`,
    shade(color, -0.14),
    1.6,
    ' opacity="0.6"',
  );
  const waist = belt
    ? path('M152 528L248 528L247 552L153 552Z', belt) +
      `<circle cx="200" cy="540" r="7" fill="none" stroke="${shade(belt, -0.2)}" stroke-width="2"/>`
    : stroke('M154 540Q200 548 246 540', outline(color), 1.2, ' opacity="0.7"');
  return sheened(d, color) + folds + waist;
};

const coatSleeves = (color: string, masc: boolean) =>
  sheened(
    both((x) => arm(x, masc)),
    color,
  ) +
  stroke(
    both((x) => `M${x(shoulders(masc) - 11)} 712L${x(shoulders(masc) + 12)} 712`),
    shade(color, -0.2),
    1.4,
    ' opacity="0.8"',
  );

const coat = (color: string, inner: string) => {
  const d =
    'M176 298C150 300 124 302 116 326L136 430C144 470 150 510 150 550C130 760 118 980 106 1150Q200 1170 294 1150C282 980 270 760 250 550C250 510 256 470 264 430L284 326C276 302 250 300 224 298Z';
  return [
    sheened(d, color),
    path('M182 300L200 470L218 300C212 312 188 312 182 300Z', inner),
    outlined(
      'M176 300L148 324L172 392L160 404L200 520L188 420L198 410L184 306Z',
      shade(color, -0.06),
      1.2,
    ),
    outlined(
      'M224 300L252 324L228 392L240 404L200 520L212 420L202 410L216 306Z',
      shade(color, -0.06),
      1.2,
    ),
    stroke('M200 520L206 1160', outline(color), 1.4, ' opacity="0.8"'),
    path('M148 536L252 536L252 560L148 560Z', shade(color, -0.08)),
    path('M214 556L226 640L236 636L222 556Z', shade(color, -0.08)),
    stroke('M148 548L252 548', outline(color), 0.8, ' opacity="0.5"'),
    stroke(
      'M170 760C166 900 154 1040 146 1146M232 760C238 900 248 1040 256 1146',
      shade(color, -0.14),
      1.6,
      ' opacity="0.5"',
    ),
  ].join('');
};

const trousers = (color: string, masc: boolean, wide = false) => {
  const top = masc ? 700 : 540;
  const half = (x: (v: number) => number) =>
    masc
      ? `M${x(148)} ${top}C${x(150)} 900 ${x(156)} 1200 ${x(160)} 1424L${x(198)} 1424L${x(200)} 770Z`
      : wide
        ? `M${x(152)} ${top}C${x(136)} 700 ${x(124)} 1100 ${x(118)} 1420L${x(196)} 1420L${x(200)} 760Z`
        : `M${x(152)} ${top}C${x(136)} 700 ${x(150)} 1100 ${x(160)} 1412L${x(192)} 1412L${x(200)} 760Z`;
  return (
    sheened(both(half), color) +
    path(`M${masc ? 148 : 152} ${top}L${mx(masc ? 148 : 152)} ${top}L200 790Z`, color) +
    stroke(
      `M${masc ? 176 : 178} ${top + 100}L${masc ? 180 : 166} 1410M${mx(masc ? 176 : 178)} ${top + 100}L${mx(masc ? 180 : 166)} 1410`,
      shade(color, -0.16),
      1.4,
      ' opacity="0.6"',
    )
  );
};

const jacket = (color: string, inner: string, masc: boolean, hem: number) => {
  const s = shoulders(masc);
  const d = `M176 298C150 300 ${s + 6} 302 ${s - 2} 326L${s + 24} 440C${s + 30} 490 ${s + 32} 520 ${s + 30} 560C${s + 24} 640 ${s + 20} 700 ${s + 18} ${hem}Q200 ${hem + 12} ${mx(s + 18)} ${hem}C${mx(s + 20)} 700 ${mx(s + 24)} 640 ${mx(s + 30)} 560C${mx(s + 32)} 520 ${mx(s + 30)} 490 ${mx(s + 24)} 440L${mx(s - 2)} 326C${mx(s + 6)} 302 250 300 224 298Z`;
  return [
    sheened(d, color),
    path('M182 298L200 520L218 298C212 310 188 310 182 298Z', inner),
    outlined(
      'M176 298L148 322L170 390L158 400L200 540L188 420L196 408L184 304Z',
      shade(color, -0.05),
      1.2,
    ),
    outlined(
      'M224 298L252 322L230 390L242 400L200 540L212 420L204 408L216 304Z',
      shade(color, -0.05),
      1.2,
    ),
    stroke(`M200 540L200 ${hem + 8}`, outline(color), 1.2, ' opacity="0.8"'),
    `<circle cx="206" cy="590" r="4" fill="${shade(color, -0.25)}"/>`,
    stroke(
      `M${s + 36} 620L${s + 70} 620M${mx(s + 36)} 620L${mx(s + 70)} 620`,
      outline(color),
      1.2,
      ' opacity="0.7"',
    ),
  ].join('');
};

const tie = (color: string) =>
  path('M194 302L206 302L210 318L204 324L212 470L200 490L188 470L196 324L190 318Z', color) +
  path('M194 302L206 302L210 318L204 324L212 470L200 490L188 470L196 324L190 318Z', 'url(#sheen)');

const knitTop = (color: string) => {
  const d =
    'M176 298C150 300 114 302 104 326L126 450C132 520 140 600 142 700Q200 714 258 700C260 600 268 520 274 450L296 326C286 302 250 300 224 298C214 318 186 318 176 300Z';
  return [
    sheened(d, color),
    stroke('M178 302C188 322 212 322 222 302', shade(color, -0.2), 5),
    stroke('M144 688Q200 700 256 688', shade(color, -0.16), 6, ' opacity="0.7"'),
    stroke(
      'M160 420C164 520 162 600 166 680M240 420C236 520 238 600 234 680',
      shade(color, -0.1),
      1.2,
      ' opacity="0.5"',
    ),
  ].join('');
};

/** A handbag held in the figure's left hand (viewer's right). */
const bag = (color: string, masc: boolean) => {
  const x = mx(shoulders(masc));
  const line = outline(color);
  return [
    stroke(`M${x - 16} 790C${x - 14} 760 ${x + 14} 760 ${x + 16} 790`, shade(color, -0.2), 4),
    path(
      `M${x - 34} 788L${x + 34} 788L${x + 42} 872C${x + 42} 880 ${x - 42} 880 ${x - 42} 872Z`,
      color,
      ` stroke="${line}" stroke-width="1.4"`,
    ),
    path(`M${x - 34} 788L${x + 34} 788L${x + 36} 812L${x - 36} 812Z`, shade(color, -0.1)),
    `<circle cx="${x}" cy="812" r="4" fill="${brand.gold}"/>`,
  ].join('');
};

// --- Assembly ----------------------------------------------------------------------------------

/** A standing figure in the given outfit, in portrait-canvas coordinates (see `FIGURE_BOX`). */
export const figure = ({ spec, outfit, shoes, bag: bagColor }: FigureOptions): string => {
  const masc = spec.presentation === 'masculine';
  const skin = spec.skin;
  const head = headLayers(spec);
  const legs = path(
    both((x) => leg(x, masc)),
    skin,
  );
  const feet = shoe(shoes, masc);
  const hands = path(
    both((x) => hand(x, masc)),
    skin,
  );
  const bareArms =
    path(
      both((x) => arm(x, masc)),
      skin,
    ) + hands;
  const body = path(chest(masc), skin);
  const parts: string[] = [head.back];
  switch (outfit.kind) {
    case 'dress':
      parts.push(
        legs,
        feet,
        bareArms,
        body,
        head.neck,
        dress(outfit.color, outfit.length === 'gown', outfit.belt),
      );
      if (outfit.length === 'gown') parts.push(hands);
      break;
    case 'coat':
      parts.push(
        trousers(outfit.legs, masc),
        feet,
        body,
        head.neck,
        coat(outfit.color, outfit.inner),
        coatSleeves(outfit.color, masc),
        hands,
      );
      break;
    case 'blazer':
      parts.push(
        trousers(outfit.trousers, masc, true),
        feet,
        body,
        head.neck,
        jacket(outfit.color, outfit.inner, masc, 700),
        coatSleeves(outfit.color, masc),
        hands,
      );
      break;
    case 'suit':
      parts.push(
        trousers(outfit.color, true),
        feet,
        body,
        head.neck,
        jacket(outfit.color, outfit.shirt, true, 780),
        tie(outfit.tie),
        coatSleeves(outfit.color, true),
        hands,
      );
      break;
    case 'knit':
      parts.push(
        trousers(outfit.trousers, masc),
        feet,
        body,
        head.neck,
        knitTop(outfit.color),
        coatSleeves(outfit.color, masc),
        hands,
      );
      break;
  }
  if (bagColor) parts.push(bag(bagColor, masc));
  parts.push(head.front);
  return `<g stroke-width="1.4" stroke-linejoin="round">${parts.join('')}</g>`;
};
