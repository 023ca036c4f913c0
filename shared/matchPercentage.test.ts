import { describe, expect, it } from 'vitest';
import { matchPercentageLabel, showMatchPercentage } from './matchPercentage';

describe('showMatchPercentage', () => {
  it.each([
    [90, true],
    [99, true],
    [100, true],
    [89, false],
    [89.9, false],
    [0, false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
  ])('%s → %s', (percentage, expected) => {
    expect(showMatchPercentage(percentage)).toBe(expected);
  });

  it('labels only what it shows', () => {
    expect(matchPercentageLabel(92)).toBe('92% match');
    expect(matchPercentageLabel(84)).toBeNull();
    expect(matchPercentageLabel(null)).toBeNull();
  });
});
