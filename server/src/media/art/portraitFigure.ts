import { brand, mix, outline, shade } from '../palette';
import { hairBack, hairFront } from './portraitHair';
import { path, stroke } from './portraitPaths';
import { type PortraitSpec } from './portraitSpec';

const torso = (spec: PortraitSpec): string => {
  const feminine = spec.presentation === 'feminine';
  const d = feminine
    ? 'M62 420L66 400C68 342 98 314 152 302L248 302C302 314 332 342 334 400L338 420Z'
    : 'M44 420L48 400C52 332 94 304 150 296L250 296C306 304 348 332 352 400L356 420Z';
  const g = spec.garment;
  const line = outline(g);
  const parts = [path(d, g)];
  switch (spec.neckline) {
    case 'crew':
      parts.push(
        path('M170 300C180 322 220 322 230 300L238 303C228 332 172 332 162 303Z', shade(g, -0.1)),
      );
      break;
    case 'scoop':
      parts.push(path('M160 302C170 346 230 346 240 302Z', spec.skin));
      parts.push(stroke('M160 302C170 346 230 346 240 302', shade(g, -0.2), 3));
      break;
    case 'v':
      parts.push(path('M166 300L200 358L234 300Z', spec.skin));
      parts.push(stroke('M166 300L200 358L234 300', shade(g, -0.2), 3));
      break;
    case 'turtleneck':
      parts.push(path('M172 248L228 248L232 306C220 318 180 318 168 306Z', shade(g, 0.04)));
      parts.push(
        stroke(
          'M176 262L224 262M176 276L224 276M174 290L226 290',
          shade(g, -0.15),
          1.5,
          ' opacity="0.6"',
        ),
      );
      break;
    case 'collar': {
      const shirt = feminine ? '#F6F2EA' : mix('#F6F2EA', '#A9C6DE', 0.35);
      parts.push(path('M164 300L200 370L236 300Z', shirt));
      parts.push(
        path(
          'M170 292L200 330L182 344L160 306Z',
          shade(shirt, -0.04),
          ` stroke="${outline(shirt)}" stroke-width="1.2"`,
        ),
      );
      parts.push(
        path(
          'M230 292L200 330L218 344L240 306Z',
          shade(shirt, -0.04),
          ` stroke="${outline(shirt)}" stroke-width="1.2"`,
        ),
      );
      parts.push(stroke('M150 304L196 400M250 304L204 400', line, 2, ' opacity="0.7"'));
      break;
    }
  }
  parts.push(
    stroke(
      feminine
        ? 'M110 350C112 372 114 392 116 420M290 350C288 372 286 392 284 420'
        : 'M98 346C100 370 102 392 104 420M302 346C300 370 298 392 296 420',
      shade(g, -0.18),
      2,
      ' opacity="0.5"',
    ),
  );
  return `<g transform="translate(0 -12)">${parts.join('')}</g>`;
};

const face = (spec: PortraitSpec): { neck: string; head: string } => {
  const feminine = spec.presentation === 'feminine';
  const skin = spec.skin;
  const skinLine = shade(skin, -0.28);
  const features = mix(spec.hair, '#1A1410', 0.5);
  const lip = feminine ? mix(skin, '#B4545A', 0.55) : mix(skin, '#8A4A44', 0.3);
  const head = feminine
    ? 'M200 104C246 104 263 140 261 180C259 222 236 258 200 263C164 258 141 222 139 180C137 140 154 104 200 104Z'
    : 'M200 100C249 100 265 138 264 178C263 212 251 244 223 259C212 264 188 264 177 259C149 244 137 212 136 178C135 138 151 100 200 100Z';
  const neckWidth = feminine ? 20 : 26;
  const neck = [
    path(
      `M${200 - neckWidth} 236L${200 - neckWidth} 304C${200 - neckWidth + 8} 318 ${200 + neckWidth - 8} 318 ${200 + neckWidth} 304L${200 + neckWidth} 236Z`,
      skin,
    ),
    path(
      `M${200 - neckWidth} 250C190 266 210 266 ${200 + neckWidth} 250L${200 + neckWidth} 236L${200 - neckWidth} 236Z`,
      shade(skin, -0.12),
    ),
  ].join('');
  const parts = [
    `<ellipse cx="${feminine ? 141 : 138}" cy="190" rx="9" ry="15" fill="${shade(skin, -0.05)}"/>`,
    `<ellipse cx="${feminine ? 259 : 262}" cy="190" rx="9" ry="15" fill="${shade(skin, -0.05)}"/>`,
    path(head, skin),
    path(
      feminine
        ? 'M232 118C252 136 262 160 260 186C258 222 238 254 204 262C236 246 250 214 250 184C250 156 244 134 232 118Z'
        : 'M234 114C256 132 266 156 264 182C262 214 250 244 222 258C244 238 254 210 254 182C254 154 248 132 234 114Z',
      shade(skin, -0.08),
      ' opacity="0.7"',
    ),
    `<ellipse cx="170" cy="218" rx="15" ry="8" fill="#D9786F" opacity="${feminine ? 0.22 : 0.1}"/>`,
    `<ellipse cx="230" cy="218" rx="15" ry="8" fill="#D9786F" opacity="${feminine ? 0.22 : 0.1}"/>`,
    stroke(
      feminine ? 'M160 170Q174 162 189 168' : 'M158 170Q174 163 190 168',
      spec.hair,
      feminine ? 3.2 : 4.6,
    ),
    stroke(
      feminine ? 'M211 168Q226 162 240 170' : 'M210 168Q226 163 242 170',
      spec.hair,
      feminine ? 3.2 : 4.6,
    ),
  ];
  if (spec.eyes === 'closed') {
    parts.push(stroke('M164 190Q176 198 188 190', features, 2.6));
    parts.push(stroke('M212 190Q224 198 236 190', features, 2.6));
    if (feminine)
      parts.push(
        stroke(
          'M166 192L162 196M172 195L170 200M180 195L180 200M234 192L238 196M228 195L230 200M220 195L220 200',
          features,
          1.4,
        ),
      );
  } else {
    for (const cx of [176, 224]) {
      parts.push(
        path(`M${cx - 12} 190Q${cx} 180 ${cx + 12} 190Q${cx} 197 ${cx - 12} 190Z`, '#FBF8F3'),
      );
      parts.push(`<circle cx="${cx}" cy="189.5" r="5.2" fill="${features}"/>`);
      parts.push(`<circle cx="${cx + 1.6}" cy="188" r="1.4" fill="#fff"/>`);
      parts.push(stroke(`M${cx - 13} 190Q${cx} 178 ${cx + 13} 189`, features, 2.4));
    }
  }
  parts.push(stroke('M202 192C199 206 196 214 199 220C202 222 206 222 209 219', skinLine, 2));
  if (feminine) {
    parts.push(
      path('M185 236Q192 230 200 233Q208 230 215 236Q208 245 200 245Q192 245 185 236Z', lip),
    );
    parts.push(stroke('M186 236Q200 239 214 236', shade(lip, -0.3), 1.2));
  } else {
    parts.push(stroke('M187 237Q200 241 213 237', shade(lip, -0.25), 2.4));
    parts.push(path('M191 241Q200 247 209 241Q200 244 191 241Z', lip));
  }
  if (spec.beard) {
    parts.push(
      path(
        'M137 186C139 226 164 262 200 265C236 262 261 226 263 186C256 210 244 224 228 228C218 224 182 224 172 228C156 224 144 210 137 186Z',
        spec.hair,
        ' opacity="0.85"',
      ),
    );
    parts.push(
      path(
        'M180 230C188 224 196 226 200 229C204 226 212 224 220 230C214 232 206 232 200 231C194 232 186 232 180 230Z',
        spec.hair,
      ),
    );
    parts.push(stroke('M188 240Q200 244 212 240', shade(lip, -0.2), 2.4));
  }
  if (spec.earrings) {
    const gold = brand.gold;
    parts.push(`<circle cx="141" cy="214" r="7" fill="none" stroke="${gold}" stroke-width="2.6"/>`);
    parts.push(`<circle cx="259" cy="214" r="7" fill="none" stroke="${gold}" stroke-width="2.6"/>`);
  }
  if (spec.glasses) {
    const frame = mix(spec.hair, '#2A201A', 0.6);
    parts.push(
      `<circle cx="176" cy="191" r="17" fill="#fff" fill-opacity="0.12" stroke="${frame}" stroke-width="2.6"/>`,
    );
    parts.push(
      `<circle cx="224" cy="191" r="17" fill="#fff" fill-opacity="0.12" stroke="${frame}" stroke-width="2.6"/>`,
    );
    parts.push(stroke('M193 189Q200 184 207 189M159 188L142 184M241 188L258 184', frame, 2.4));
  }
  return { neck, head: parts.join('') };
};

const necklace = (spec: PortraitSpec) =>
  spec.necklace && spec.neckline !== 'turtleneck'
    ? stroke('M180 290C186 314 214 314 220 290', brand.gold, 1.6) +
      `<circle cx="200" cy="310" r="3.6" fill="${brand.gold}"/>`
    : '';

/**
 * A head in layers, on the 400×400 portrait canvas (chin at y 263, neck down to y 318): `back`
 * goes behind the body, `neck` under the neckline, `front` (face, hair, jewellery) on top.
 */
export const headLayers = (spec: PortraitSpec) => {
  const { neck, head } = face(spec);
  return { back: hairBack(spec), neck, front: head + hairFront(spec) + necklace(spec) };
};

/** The head-and-shoulders figure without its backdrop, on the 400×400 canvas. */
export const portraitFigure = (spec: PortraitSpec): string => {
  const layers = headLayers(spec);
  return layers.back + layers.neck + torso(spec) + layers.front;
};
