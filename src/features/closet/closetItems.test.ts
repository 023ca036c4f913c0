import { describe, expect, it } from 'vitest';
import { toFilterGroups, toFilterParams } from './closetFilters';
import { nextClosetOffset, toClosetItem, toClosetSuggestions } from './closetItems';
import { toPhoto } from './closetPhotos';
import { toProfileLook } from './profileLooks';

describe('closet paging (spec 001 §4)', () => {
  it.each([
    [120, 0, 50],
    [120, 50, 100],
    [120, 100, undefined],
    [100, 50, undefined],
    [101, 50, 100],
    [50, 0, undefined],
    [0, 0, undefined],
  ])('quota_max %i after from=%i: next is %s', (total, from, next) => {
    expect(nextClosetOffset(total, from)).toBe(next);
  });
});

describe('closet wire shapes (docs/contracts/closet.md)', () => {
  it('reads a closet item under any of its names', () => {
    expect(
      toClosetItem({
        uuid: 'c-1',
        type: 'user',
        name: 'Marlow Tops',
        brand: 'Marlow',
        brand_name: 'Marlow',
        price: null,
        currency: 'usd',
        picture: '/media/u/abc?expires=1&signature=x',
        picture_variants: [
          { width: 320, url: '/media/u/abc.w320.webp?expires=1&signature=x' },
          { width: 64, url: '/media/u/abc.w64.webp?expires=1&signature=x' },
        ],
        item_size: null,
        category: 'tops',
      }),
    ).toEqual({
      id: 'c-1',
      name: 'Marlow Tops',
      brand: 'Marlow',
      price: null,
      currency: 'usd',
      picture: '/media/u/abc?expires=1&signature=x',
      pictureVariants: [
        { width: 64, url: '/media/u/abc.w64.webp?expires=1&signature=x' },
        { width: 320, url: '/media/u/abc.w320.webp?expires=1&signature=x' },
      ],
      size: null,
      category: 'tops',
      isUpload: true,
    });
    expect(toClosetItem({ item_uuid: 'i-9', brand: 'Solenne', price: 90 })).toMatchObject({
      id: 'i-9',
      brand: 'Solenne',
      price: 90,
      currency: 'usd',
      isUpload: false,
    });
  });

  it('keeps the filters in the server’s order and drops options without a key', () => {
    expect(
      toFilterGroups({
        category: { filter_options: [{ key: 'tops', text: 'Tops', picture: null }, { text: 'x' }] },
        colors: { filter_options: [{ key: 'black', text: 'Black', picture: null, hex: '#111' }] },
        seasons: null,
      }),
    ).toEqual([
      { key: 'category', options: [{ key: 'tops', text: 'Tops', picture: null, hex: null }] },
      { key: 'colors', options: [{ key: 'black', text: 'Black', picture: null, hex: '#111' }] },
      { key: 'seasons', options: [] },
    ]);
  });

  it('sends chosen filters as comma-separated keys, leaving empty ones out', () => {
    expect(
      toFilterParams({ category: ['tops', 'dresses'], colors: [], seasons: ['winter'] }),
    ).toEqual({ category: 'tops,dresses', seasons: 'winter' });
  });

  it('exposes a photo’s photo_uuid as its id', () => {
    expect(toPhoto({ photo_uuid: 'p-1', name: '', picture: '/a', picture_small: '/b' })).toEqual({
      id: 'p-1',
      name: 'Photo',
      picture: '/a',
      thumbnail: '/b',
      pictureVariants: [],
      width: null,
      height: null,
    });
  });

  it('maps suggestions: id from unique, title from name, pictureUrl from picture', () => {
    expect(
      toClosetSuggestions({
        items: [{ unique: 'i-1', uuid: 'x', name: 'Silk Blouse', picture: '/i-1.svg' }, {}],
        pageInfo: { totalItems: 7 },
      }),
    ).toEqual({
      items: [{ id: 'i-1', title: 'Silk Blouse', pictureUrl: '/i-1.svg' }],
      totalItems: 7,
    });
  });

  it('reads a board as a mood board or a style board by its stylist', () => {
    expect(
      toProfileLook({
        uuid: 'b-1',
        name: 'Weekend ease',
        type: 'moodboard',
        picture: '/m.svg',
        owner: { uuid: 's-1', first_name: 'Ann', last_name: 'Lee' },
        items: [],
      }),
    ).toEqual({
      id: 'b-1',
      name: 'Weekend ease',
      type: 'moodboard',
      picture: '/m.svg',
      stylistName: 'Ann Lee',
      itemsCount: 0,
    });
  });
});
