import { describe, expect, it } from 'vitest';
import { pictureSourcesFor } from './pictureSources';

const VARIANTS = [
  { width: 640, url: '/p.w640.webp' },
  { width: 320, url: '/p.w320.webp' },
];

describe('pictureSourcesFor', () => {
  it('offers the variants up to 2× the shown width, the 2× one as src', () => {
    expect(pictureSourcesFor('/p.jpg', VARIANTS, 160)).toEqual({
      src: '/p.w320.webp',
      srcSet: '/p.w320.webp 320w',
      sizes: '160px',
    });
    expect(pictureSourcesFor('/p.jpg', VARIANTS, 320)).toEqual({
      src: '/p.w640.webp',
      srcSet: '/p.w320.webp 320w, /p.w640.webp 640w',
      sizes: '320px',
    });
  });

  it('is the picture itself without variants, or with malformed ones', () => {
    for (const none of [undefined, null, [], [{ width: 320 }]]) {
      expect(pictureSourcesFor('/p.jpg', none, 160)).toEqual({
        src: '/p.jpg',
        srcSet: undefined,
        sizes: undefined,
      });
    }
  });
});
