import { describe, expect, it } from 'vitest';
import { nextIndex, pagePositions } from './nextIndex';

describe('nextIndex', () => {
  it('moves forward and back by the step', () => {
    expect(nextIndex(0, 10, 1, 1, true)).toBe(1);
    expect(nextIndex(4, 10, 1, -1, true)).toBe(3);
    expect(nextIndex(0, 10, 2, 3, false)).toBe(3);
  });

  it('wraps at both ends with loop', () => {
    expect(nextIndex(9, 10, 1, 1, true)).toBe(0);
    expect(nextIndex(0, 10, 1, -1, true)).toBe(9);
    expect(nextIndex(7, 10, 3, 1, true)).toBe(0);
    expect(nextIndex(0, 10, 3, -1, true)).toBe(7);
  });

  it('stops at the ends without loop', () => {
    expect(nextIndex(9, 10, 1, 1, false)).toBe(9);
    expect(nextIndex(0, 10, 1, -1, false)).toBe(0);
    expect(nextIndex(7, 10, 3, 1, false)).toBe(7);
  });

  it('lands on the last full page before wrapping when the step overshoots', () => {
    expect(nextIndex(3, 7, 3, 3, true)).toBe(4);
    expect(nextIndex(4, 7, 3, 3, true)).toBe(0);
    expect(nextIndex(2, 7, 3, -3, true)).toBe(0);
    expect(nextIndex(0, 7, 3, -3, true)).toBe(4);
  });

  it('stays at 0 when everything fits or nothing moves', () => {
    expect(nextIndex(0, 3, 5, 1, true)).toBe(0);
    expect(nextIndex(0, 0, 1, 1, true)).toBe(0);
    expect(nextIndex(2, 10, 1, 0, true)).toBe(2);
  });

  it('clamps an out-of-range index first', () => {
    expect(nextIndex(12, 10, 3, 0, true)).toBe(7);
    expect(nextIndex(-2, 10, 1, 1, false)).toBe(1);
  });
});

describe('pagePositions', () => {
  it('lists every stop including the last full page', () => {
    expect(pagePositions(5, 1, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(pagePositions(7, 3, 3)).toEqual([0, 3, 4]);
    expect(pagePositions(2, 5, 1)).toEqual([0]);
  });
});
