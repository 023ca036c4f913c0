import { describe, expect, it } from 'vitest';
import { signedOut } from '@/api/authSlice';
import {
  filterAdded,
  filterRemoved,
  filtersCleared,
  gridSizeChosen,
  initialProfileState,
  profileSlice,
  type FilterMap,
  type ProfileState,
} from './profileSlice';

const reduce = profileSlice.reducer;
const red = { key: 'red', text: 'Red' };
const blue = { key: 'blue', text: 'Blue' };
const tops = { key: 'tops', text: 'Tops' };

const withCloset = (closetFilters: FilterMap): ProfileState => ({
  ...initialProfileState,
  closetFilters,
});

describe('profile slice', () => {
  it('starts small with no filters', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      gridSize: 'small',
      closetFilters: {},
      lookFilters: {},
    });
  });

  it.each([
    ['small', 'large', 'large'],
    ['large', 'small', 'small'],
    ['large', 'large', 'large'],
  ] as const)('grid size %s, choosing %s, is %s', (from, chosen, expected) => {
    const state = reduce({ ...initialProfileState, gridSize: from }, gridSizeChosen(chosen));
    expect(state.gridSize).toBe(expected);
  });

  it.each<[string, FilterMap, string, { key: string; text?: string }[], FilterMap]>([
    ['a first value makes its key', {}, 'colors', [red], { colors: [red] }],
    ['a second value joins the set', { colors: [red] }, 'colors', [blue], { colors: [red, blue] }],
    [
      'a value already there is not added twice',
      { colors: [red] },
      'colors',
      [red],
      { colors: [red] },
    ],
    [
      'duplicates within one add count once',
      {},
      'colors',
      [red, red, blue],
      { colors: [red, blue] },
    ],
    [
      'the same key with other text is the same value',
      { colors: [red] },
      'colors',
      [{ key: 'red', text: 'Rot' }],
      { colors: [red] },
    ],
    [
      'other keys are untouched',
      { category: [tops] },
      'colors',
      [red],
      { category: [tops], colors: [red] },
    ],
    ['adding nothing to a missing key leaves no empty key', {}, 'colors', [], {}],
  ])('add: %s', (_name, before, key, values, after) => {
    const state = reduce(withCloset(before), filterAdded({ list: 'closetFilters', key, values }));
    expect(state.closetFilters).toEqual(after);
    expect(state.lookFilters).toEqual({});
  });

  it.each<[string, FilterMap, string, string, FilterMap]>([
    [
      'removes the value with that key',
      { colors: [red, blue] },
      'colors',
      'red',
      { colors: [blue] },
    ],
    [
      'deletes a key left empty',
      { colors: [red], category: [tops] },
      'colors',
      'red',
      { category: [tops] },
    ],
    ['a value not there changes nothing', { colors: [red] }, 'colors', 'green', { colors: [red] }],
    ['a key not there changes nothing', { colors: [red] }, 'seasons', 'red', { colors: [red] }],
  ])('remove: %s', (_name, before, key, valueKey, after) => {
    const state = reduce(
      withCloset(before),
      filterRemoved({ list: 'closetFilters', key, valueKey }),
    );
    expect(state.closetFilters).toEqual(after);
  });

  it('keeps closet and look filters apart, and clears one list at a time', () => {
    let state = reduce(
      undefined,
      filterAdded({ list: 'lookFilters', key: 'category', values: [tops] }),
    );
    state = reduce(state, filterAdded({ list: 'closetFilters', key: 'colors', values: [red] }));
    expect(state.lookFilters).toEqual({ category: [tops] });
    expect(state.closetFilters).toEqual({ colors: [red] });
    state = reduce(state, filtersCleared('closetFilters'));
    expect(state.closetFilters).toEqual({});
    expect(state.lookFilters).toEqual({ category: [tops] });
  });

  it('forgets everything on sign-out', () => {
    const state = reduce(
      { gridSize: 'large', closetFilters: { colors: [red] }, lookFilters: { category: [tops] } },
      signedOut(),
    );
    expect(state).toEqual(initialProfileState);
  });
});
