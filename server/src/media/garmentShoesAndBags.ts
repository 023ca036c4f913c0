import { outline, shade } from './palette';
import { type Ink, solid, flat, line, stitch, dot } from './garmentInk';

/** Shoes (drawn as a pair) and bags, as fashion flats. */

export const pair = (single: (ink: Ink) => string, ink: Ink, dx = 18, dy = -12): string =>
  `<g transform="translate(${dx} ${dy})" opacity="0.96">${single({ ...ink, fill: shade(ink.fill, -0.1) })}</g>${single(ink)}`;

export const pumpOne = (ink: Ink): string =>
  [
    flat('M160 86L176 80L171 134L165 134Z', ink, shade(ink.fill, -0.25)),
    solid(
      'M8 126C8 116 24 108 48 102C64 98 78 96 88 94C116 88 150 66 174 50C181 58 183 70 178 82L166 86C140 98 110 118 82 128C64 133 30 134 12 131C9 130 8 128 8 126Z',
      ink,
    ),
    flat('M88 94C116 88 150 66 174 50C162 66 132 86 102 94Z', ink, shade(ink.fill, -0.35)),
    line('M12 131C40 133 66 132 82 128C110 118 140 98 168 85', ink, 0.5),
  ].join('');

export const bootOne = (ink: Ink): string =>
  [
    flat('M142 124L176 121L174 140L146 140Z', ink, shade(ink.fill, -0.3)),
    flat(
      'M9 120C12 130 40 130 80 129L140 124L176 120L176 126L140 131C120 134 90 137 60 137C30 137 12 135 9 128Z',
      ink,
      shade(ink.fill, -0.3),
    ),
    solid(
      'M12 122C10 108 22 100 44 96C66 92 86 84 96 70L98 14L164 12C166 40 168 66 174 88C178 100 178 110 176 120L140 123C120 125 100 127 80 128C50 129 20 130 12 122Z',
      ink,
    ),
    flat('M114 22C122 46 122 64 112 86L148 86C140 64 140 46 148 22Z', ink, shade(ink.fill, -0.12)),
    line('M16 100C26 96 36 95 46 95', ink, 0.4),
    flat('M156 13L160 0L168 0L166 13Z', ink, shade(ink.fill, -0.2)),
  ].join('');

export const sneakerOne = (ink: Ink): string => {
  const sole = ink.fill === '#F8F6F1' || ink.fill === '#F2EBDD' ? '#E9E3D8' : '#F5F1EA';
  const soleInk = { ...ink, line: outline(sole) };
  return [
    solid(
      'M14 100C12 86 24 78 46 74C66 71 82 64 96 56C104 50 112 47 124 47L150 46C168 46 180 52 184 66L186 100Z',
      ink,
    ),
    flat('M98 56C100 44 110 38 122 38L128 47C116 47 106 50 98 56Z', ink, shade(ink.fill, -0.08)),
    flat('M127 47C137 41 151 40 163 45C153 49 139 50 127 47Z', ink, shade(ink.fill, -0.4)),
    flat(
      'M164 46C176 50 182 56 184 66L186 100L168 100C168 82 168 62 164 46Z',
      ink,
      shade(ink.fill, -0.1),
    ),
    flat('M8 100L188 100C191 108 189 116 182 118L20 118C12 118 7 110 8 100Z', soleInk, sole),
    line('M10 107L189 107', soleInk, 0.6),
    line('M14 98C14 88 24 82 42 78', ink, 0.5),
    line('M100 62L110 56M108 57L117 52M116 53L124 49M104 54L112 63M112 50L119 59', ink, 0.9, 1.3),
    line('M56 92C88 86 120 72 152 62', ink, 0.35),
  ].join('');
};

export const loaferOne = (ink: Ink): string =>
  [
    flat('M154 106L182 102L180 120L156 120Z', ink, shade(ink.fill, -0.3)),
    solid(
      'M10 110C8 98 22 90 46 86C74 82 94 76 110 64C132 60 160 60 182 66C187 78 187 92 182 104C150 110 110 116 80 118C50 120 18 120 10 110Z',
      ink,
    ),
    flat('M110 64C132 60 160 60 182 66C170 73 130 73 110 64Z', ink, shade(ink.fill, -0.35)),
    flat('M70 86C90 81 106 75 116 68L120 78C104 86 90 90 74 95Z', ink, shade(ink.fill, -0.1)),
    flat('M90 84L100 81L102 87L92 89Z', ink, shade(ink.fill, -0.3)),
    stitch('M30 92C56 76 88 70 112 66', ink.line, 0.55),
    line('M12 112C40 120 80 120 120 114L182 104', ink, 0.5),
  ].join('');

export const tote = (ink: Ink): string =>
  [
    line('M62 82C60 26 98 26 96 82', ink, 1, 7),
    line('M62 82C60 26 98 26 96 82', { ...ink, line: ink.fill }, 1, 4),
    line('M104 82C102 26 140 26 138 82', ink, 1, 7),
    line('M104 82C102 26 140 26 138 82', { ...ink, line: ink.fill }, 1, 4),
    solid('M30 80L170 80L184 192L16 192Z', ink),
    line('M31 92L169 92', ink, 0.5),
    stitch('M34 86L166 86M22 184L178 184', ink.line, 0.5),
    line('M40 92L30 190M160 92L170 190', ink, 0.2),
    flat('M56 80L68 80L68 96L56 96ZM132 80L144 80L144 96L132 96Z', ink, shade(ink.fill, -0.12)),
  ].join('');

export const crossbody = (ink: Ink): string =>
  [
    line('M38 108C30 20 170 20 162 108', { ...ink, line: shade(ink.fill, -0.25) }, 1, 3.2),
    solid(
      'M44 92L156 92C166 92 172 98 172 108L172 170C172 180 166 186 156 186L44 186C34 186 28 180 28 170L28 108C28 98 34 92 44 92Z',
      ink,
    ),
    solid('M28 108C28 98 34 92 44 92L156 92C166 92 172 98 172 108L172 136C140 154 60 154 28 136Z', {
      ...ink,
      fill: shade(ink.fill, -0.06),
    }),
    stitch(
      'M34 108C34 102 38 98 46 98L154 98C162 98 166 102 166 108L166 132C136 148 64 148 34 132Z',
      ink.line,
      0.5,
    ),
    dot(100, 146, 6, ink.accent, shade(ink.accent, -0.35)),
    dot(100, 146, 2.4, shade(ink.accent, 0.4)),
  ].join('');

export const clutch = (ink: Ink): string =>
  [
    solid(
      'M22 70L178 70C182 70 184 72 184 76L184 150C184 154 182 156 178 156L22 156C18 156 16 154 16 150L16 76C16 72 18 70 22 70Z',
      ink,
    ),
    solid('M16 76C16 72 18 70 22 70L178 70C182 70 184 72 184 76L100 124Z', {
      ...ink,
      fill: shade(ink.fill, -0.06),
    }),
    flat('M86 116L114 116L114 124L86 124Z', { ...ink, line: shade(ink.accent, -0.35) }, ink.accent),
  ].join('');

export const backpack = (ink: Ink): string =>
  [
    line('M84 38C84 18 116 18 116 38', ink, 1, 5),
    solid(
      'M40 70C40 46 64 36 100 36C136 36 160 46 160 70L164 196C164 204 158 208 150 208L50 208C42 208 36 204 36 196Z',
      ink,
    ),
    solid(
      'M56 120L144 120C148 120 150 122 150 126L150 188C150 192 148 194 144 194L56 194C52 194 50 192 50 188L50 126C50 122 52 120 56 120Z',
      { ...ink, fill: shade(ink.fill, -0.06) },
    ),
    line('M56 132L144 132', ink, 0.6),
    flat('M94 128L106 128L106 140L94 140Z', ink, ink.accent),
    stitch('M46 74C52 56 72 48 100 48C128 48 148 56 154 74', ink.line, 0.5),
    flat('M24 90L36 86L38 180L26 184Z', ink, shade(ink.fill, -0.2)),
    flat('M176 90L164 86L162 180L174 184Z', ink, shade(ink.fill, -0.2)),
  ].join('');

export const briefcase = (ink: Ink): string =>
  [
    flat(
      'M78 64L78 46C78 40 82 36 88 36L112 36C118 36 122 40 122 46L122 64L112 64L112 48L88 48L88 64Z',
      ink,
      shade(ink.fill, -0.15),
    ),
    solid(
      'M24 64L176 64C182 64 186 68 186 74L186 172C186 178 182 182 176 182L24 182C18 182 14 178 14 172L14 74C14 68 18 64 24 64Z',
      ink,
    ),
    solid('M14 74C14 68 18 64 24 64L176 64C182 64 186 68 186 74L186 112L14 112Z', {
      ...ink,
      fill: shade(ink.fill, -0.07),
    }),
    flat(
      'M56 104L70 104L70 126L56 126ZM130 104L144 104L144 126L130 126Z',
      { ...ink, line: shade(ink.accent, -0.4) },
      ink.accent,
    ),
    stitch('M20 72L180 72M20 176L180 176', ink.line, 0.5),
  ].join('');
