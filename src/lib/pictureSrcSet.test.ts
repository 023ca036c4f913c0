import { describe, expect, it } from 'vitest';
import { pictureVariantsOf, smallestVariantFor, srcSetOf } from './pictureSrcSet';

const VARIANTS = [
  { width: 64, url: '/media/u/a.w64.webp?expires=1&signature=s' },
  { width: 320, url: '/media/u/a.w320.webp?expires=1&signature=s' },
  { width: 960, url: '/media/u/a.w960.webp?expires=1&signature=s' },
];

describe('pictureVariantsOf', () => {
  it('keeps well-formed variants, narrowest first, and reads anything else as none', () => {
    expect(pictureVariantsOf([VARIANTS[2], VARIANTS[0], VARIANTS[1]])).toEqual(VARIANTS);
    expect(
      pictureVariantsOf([{ width: 64 }, { width: 0, url: '/x' }, { width: 320, url: '' }, null]),
    ).toEqual([]);
    expect(pictureVariantsOf(undefined)).toEqual([]);
    expect(pictureVariantsOf('w64')).toEqual([]);
  });
});

describe('srcSetOf', () => {
  it('lists every variant with its width', () => {
    expect(srcSetOf(VARIANTS)).toBe(
      '/media/u/a.w64.webp?expires=1&signature=s 64w, ' +
        '/media/u/a.w320.webp?expires=1&signature=s 320w, ' +
        '/media/u/a.w960.webp?expires=1&signature=s 960w',
    );
  });

  it('stops at the first variant at least as wide as the picture is ever shown', () => {
    expect(srcSetOf(VARIANTS, 64)).toBe('/media/u/a.w64.webp?expires=1&signature=s 64w');
    expect(srcSetOf(VARIANTS, 176)).toBe(
      '/media/u/a.w64.webp?expires=1&signature=s 64w, /media/u/a.w320.webp?expires=1&signature=s 320w',
    );
  });

  it('is undefined without variants, so the picture alone is used', () => {
    expect(srcSetOf([])).toBeUndefined();
  });
});

describe('smallestVariantFor', () => {
  it('answers the narrowest variant at least this wide, else the widest', () => {
    expect(smallestVariantFor(VARIANTS, 64)?.width).toBe(64);
    expect(smallestVariantFor(VARIANTS, 100)?.width).toBe(320);
    expect(smallestVariantFor(VARIANTS, 2000)?.width).toBe(960);
    expect(smallestVariantFor([], 64)).toBeUndefined();
  });
});
