import { describe, expect, it } from 'vitest';
import { matchCountLabel, matchingNames, moreStylists, responseTimeLabel } from './stylistRules';

const ids = (count: number, prefix = 's') =>
  Array.from({ length: count }, (_, index) => ({ uuid: `${prefix}${index + 1}` }));

describe('moreStylists', () => {
  it.each([
    ['15 with 3 matched → 12', ids(15), ['s1', 's2', 's3'], 12],
    ['15 with 2 matched → 12 (13 trimmed)', ids(15), ['s1', 's2'], 12],
    ['15 with none matched → 15', ids(15), [], 15],
    ['8 → 6', ids(8), [], 6],
    ['4 → 3', ids(4), [], 3],
    ['3 → all 3', ids(3), [], 3],
    ['2 → all 2', ids(2), [], 2],
    ['5 with 3 matched → the 2 left', ids(5), ['s1', 's2', 's3'], 2],
    ['nothing', [], ['s1'], 0],
  ])('%s', (_name, list, matched, expected) => {
    const result = moreStylists(list, matched);
    expect(result).toHaveLength(expected);
    expect(result.some((stylist) => matched.includes(stylist.uuid))).toBe(false);
  });

  it('keeps the order of the list', () => {
    expect(moreStylists(ids(7), ['s2']).map((stylist) => stylist.uuid)).toEqual([
      's1',
      's3',
      's4',
      's5',
      's6',
      's7',
    ]);
  });
});

describe('responseTimeLabel', () => {
  it.each([
    [null, 'Usually responds within 24 hours'],
    [undefined, 'Usually responds within 24 hours'],
    [0, 'Usually responds within 24 hours'],
    [-3, 'Usually responds within 24 hours'],
    [Number.NaN, 'Usually responds within 24 hours'],
    [1, 'Usually responds within 1 hour'],
    [6, 'Usually responds within 6 hours'],
    [2.2, 'Usually responds within 3 hours'],
  ])('%s → %s', (hours, expected) => {
    expect(responseTimeLabel(hours)).toBe(expected);
  });
});

describe('matchCountLabel', () => {
  it.each([
    [1, 'meet your 1 best match'],
    [2, 'meet your 2 best matches'],
    [6, 'meet your 6 best matches'],
    [0, 'meet your 0 best matches'],
  ])('%s → %s', (count, expected) => {
    expect(matchCountLabel(count)).toBe(expected);
  });
});

describe('matchingNames', () => {
  const names = ['Ana Lee', 'Joanna Park', 'Bo Anders', 'Carl Ng'].map((stylist_name, index) => ({
    stylist_uuid: `s${index}`,
    stylist_name,
  }));
  it.each([
    ['', []],
    ['   ', []],
    ['an', ['Ana Lee', 'Joanna Park', 'Bo Anders']],
    ['AN', ['Ana Lee', 'Joanna Park', 'Bo Anders']],
    ['bo', ['Bo Anders']],
    ['zed', []],
  ])('%j → %j', (query, expected) => {
    expect(matchingNames(names, query).map((entry) => entry.stylist_name)).toEqual(expected);
  });

  it('puts names starting with the query first and keeps at most the limit', () => {
    expect(matchingNames(names, 'a', 2).map((entry) => entry.stylist_name)).toEqual([
      'Ana Lee',
      'Joanna Park',
    ]);
    expect(matchingNames(names, 'c')[0]?.stylist_name).toBe('Carl Ng');
  });
});
