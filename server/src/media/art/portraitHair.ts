import { shade } from '../palette';
import { n } from '../svg';
import { path, stroke } from './portraitPaths';
import { type PortraitSpec } from './portraitSpec';

/** Hair drawn behind the head and neck. */
export const hairBack = (spec: PortraitSpec): string => {
  const h = spec.hair;
  switch (spec.hairStyle) {
    case 'long':
      return path('M128 186C118 112 158 86 200 86C242 86 282 112 272 186L286 312L114 312Z', h);
    case 'wavy':
      return path(
        'M126 186C114 110 158 84 200 84C242 84 286 110 274 186C284 214 270 236 284 262C296 286 280 300 290 318L110 318C120 300 104 286 116 262C130 236 116 214 126 186Z',
        h,
      );
    case 'bob':
      return path(
        'M126 196C118 118 158 88 200 88C242 88 282 118 274 196C276 236 272 260 264 274L136 274C128 260 124 236 126 196Z',
        h,
      );
    case 'bun':
      return `<circle cx="200" cy="86" r="32" fill="${h}"/>${stroke('M176 96C190 104 210 104 224 96', shade(h, 0.2), 2, ' opacity="0.6"')}`;
    case 'curly': {
      const bumps: string[] = [`<circle cx="200" cy="168" r="92" fill="${h}"/>`];
      for (let i = 0; i < 16; i += 1) {
        const a = Math.PI * (0.9 + (i / 15) * 1.2);
        bumps.push(
          `<circle cx="${n(200 + Math.cos(a) * 94)}" cy="${n(176 + Math.sin(a) * 96)}" r="${n(24 + (i % 3) * 3)}" fill="${h}"/>`,
        );
      }
      bumps.push(`<rect x="112" y="170" width="176" height="100" rx="40" fill="${h}"/>`);
      return bumps.join('');
    }
    case 'top-knot':
      return `<ellipse cx="204" cy="84" rx="20" ry="16" fill="${h}"/>`;
    default:
      return '';
  }
};

/** Hair drawn over the forehead and, for long styles, over the shoulders. */
export const hairFront = (spec: PortraitSpec): string => {
  const h = spec.hair;
  const sheen = shade(h, 0.22);
  switch (spec.hairStyle) {
    case 'long':
      return [
        path(
          'M136 196C130 122 164 92 200 92C236 92 270 122 264 196C258 154 240 128 206 112C196 136 168 156 136 196Z',
          h,
        ),
        path(
          'M138 196C136 250 130 300 112 350C124 366 142 366 152 350C154 300 154 250 150 200Z',
          h,
        ),
        path(
          'M262 196C264 250 270 300 288 350C276 366 258 366 248 350C246 300 246 250 250 200Z',
          h,
        ),
        stroke('M150 150C158 126 174 108 196 101', sheen, 2.5, ' opacity="0.45"'),
      ].join('');
    case 'wavy':
      return [
        path(
          'M134 196C128 120 164 90 200 90C236 90 272 120 266 196C262 160 248 134 222 118C200 140 170 150 134 196Z',
          h,
        ),
        path(
          'M136 196C130 232 146 256 132 290C124 312 134 336 120 358C132 372 150 370 158 356C160 330 150 312 158 290C168 258 150 232 152 198Z',
          h,
        ),
        path(
          'M264 196C270 232 254 256 268 290C276 312 266 336 280 358C268 372 250 370 242 356C240 330 250 312 242 290C232 258 250 232 248 198Z',
          h,
        ),
        stroke('M150 150C158 126 174 108 196 100', sheen, 2.5, ' opacity="0.45"'),
      ].join('');
    case 'bob':
      return [
        path(
          'M138 176C138 122 168 96 200 96C232 96 262 122 262 176C244 154 222 146 200 148C178 146 156 154 138 176Z',
          h,
        ),
        path('M136 168C132 214 134 252 144 274L162 272C152 244 150 206 152 166Z', h),
        path('M264 168C268 214 266 252 256 274L238 272C248 244 250 206 248 166Z', h),
        stroke('M162 132C176 118 200 112 226 118', sheen, 2.5, ' opacity="0.45"'),
      ].join('');
    case 'bun':
      return path(
        'M140 182C136 122 166 98 200 98C234 98 264 122 260 182C252 146 232 126 200 124C168 126 148 146 140 182Z',
        h,
      );
    case 'curly': {
      const bumps: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const x = 148 + i * 17.5;
        const y = 128 - Math.sin((i / 6) * Math.PI) * 16;
        bumps.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(15 + (i % 2) * 3)}" fill="${h}"/>`);
      }
      bumps.push(
        `<circle cx="138" cy="160" r="14" fill="${h}"/><circle cx="262" cy="160" r="14" fill="${h}"/>`,
      );
      return bumps.join('');
    }
    case 'pixie':
      return [
        path(
          'M136 184C128 112 170 88 206 90C246 92 270 122 264 176C254 142 236 130 212 128C190 144 160 152 136 184Z',
          h,
        ),
        path('M136 184C134 200 136 212 140 220L146 218C144 206 144 194 146 178Z', h),
        stroke('M152 140C162 118 182 102 206 98', sheen, 2.5, ' opacity="0.45"'),
      ].join('');
    case 'short':
      return path(
        'M138 172C134 112 168 92 202 92C238 92 268 114 262 172C258 150 252 140 244 134C220 126 180 126 156 134C148 142 142 152 138 172Z',
        h,
      );
    case 'side-part':
      return [
        path(
          'M136 172C128 104 170 82 208 84C250 86 272 114 264 172C258 142 246 128 226 122L178 122C160 128 146 142 136 172Z',
          h,
        ),
        stroke('M178 92C172 102 170 112 176 122', shade(h, -0.25), 2),
        stroke('M190 96C214 92 240 100 254 120', sheen, 2.5, ' opacity="0.45"'),
      ].join('');
    case 'buzz':
      return path(
        'M140 170C136 114 168 96 202 96C236 96 266 116 260 170C256 152 250 142 242 138C220 132 180 132 158 138C150 144 144 154 140 170Z',
        h,
        ' opacity="0.7"',
      );
    case 'curly-short': {
      const bumps: string[] = [];
      for (let i = 0; i < 9; i += 1) {
        const a = Math.PI * (1.05 + (i / 8) * 0.9);
        bumps.push(
          `<circle cx="${n(200 + Math.cos(a) * 58)}" cy="${n(166 + Math.sin(a) * 62)}" r="${n(16 + (i % 2) * 3)}" fill="${h}"/>`,
        );
      }
      bumps.push(
        path(
          'M142 166C140 124 166 104 200 104C234 104 260 124 258 166C244 146 224 138 200 138C176 138 156 146 142 166Z',
          h,
        ),
      );
      return bumps.join('');
    }
    case 'top-knot':
      return path(
        'M138 176C132 114 166 94 202 94C238 94 268 116 262 176C254 146 238 130 202 128C168 130 148 146 138 176Z',
        h,
      );
  }
};
