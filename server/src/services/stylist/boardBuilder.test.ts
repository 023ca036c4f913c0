import { describe, expect, it } from 'vitest';
import { type BoardItem, type BoardLook, buildBoard, fits } from './boardBuilder';
import { notesIn, preferencesOf } from './notes';

const item = (id: string, over: Partial<BoardItem> = {}): BoardItem => ({
  id,
  name: `Piece ${id}`,
  category: 'tops',
  color: 'Navy',
  price: 80,
  sizes: ['S', 'M', 'L'],
  ...over,
});

const items: BoardItem[] = [
  item('top-yellow', { color: 'Mustard', name: 'Crew Tee' }),
  item('top-navy', { name: 'Poplin Shirt' }),
  item('bottom', { category: 'bottoms', name: 'Wide Trousers', sizes: ['26', '28'] }),
  item('shoes', { category: 'shoes', name: 'Leather Loafer', sizes: ['8', '9'], price: 180 }),
  item('bag', { category: 'bags', name: 'Tote', sizes: ['One Size'], price: 240 }),
  item('sold-out', { category: 'bags', name: 'Clutch', sizes: [] }),
];
const look: BoardLook = {
  id: 'look-1',
  name: 'Weekday Ease',
  stylistId: 'ana',
  itemIds: ['top-yellow', 'bottom', 'shoes', 'bag'],
};

const request = (text: string, over: Partial<Parameters<typeof buildBoard>[0]> = {}) => ({
  looks: [look],
  items,
  preferences: preferencesOf(notesIn(text, 'chat')),
  stylistId: 'ana',
  usedItemIds: new Set<string>(),
  usedLookIds: new Set<string>(),
  ...over,
});

describe('buildBoard', () => {
  it('starts from a look and swaps a piece the shopper ruled out for one of its kind', () => {
    const board = buildBoard(request('no yellow please'));
    expect(board).toEqual({
      lookId: 'look-1',
      title: 'Weekday Ease',
      itemIds: ['top-navy', 'bottom', 'shoes', 'bag'],
    });
  });

  it('keeps to the budget and the sizes the shopper wears', () => {
    const board = buildBoard(request('budget $200, jeans 30, tops M'));
    // Nothing in waist 30 and the $240 tote is over budget: two pieces are too few for the
    // look, so the board is a capsule of what fits.
    expect(board).toEqual({
      lookId: null,
      title: 'Capsule edit',
      itemIds: ['top-yellow', 'shoes'],
    });
  });

  it('never uses a sold-out piece or one already on an earlier board', () => {
    const board = buildBoard(request('', { usedItemIds: new Set(['bag']) }));
    expect(board?.itemIds).not.toContain('bag');
    expect(board?.itemIds).not.toContain('sold-out');
  });

  it('answers null when nothing in the catalogue fits', () => {
    expect(buildBoard(request('budget $10'))).toBeNull();
  });
});

describe('fits', () => {
  it('checks shoes against the shoe size and one-size pieces always', () => {
    const preferences = preferencesOf(notesIn('shoes 10, tops M', 'chat'));
    expect(fits(items[3]!, preferences, null)).toBe(false);
    expect(fits(items[4]!, preferences, null)).toBe(true);
    expect(fits(items[1]!, preferences, 50)).toBe(false);
  });
});
