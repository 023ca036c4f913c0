import { describe, expect, it } from 'vitest';
import { parseCustomTip } from './tipRules';

describe('parseCustomTip', () => {
  it.each([
    ['25', 25],
    ['12.7', 12],
    ['-15', 15],
    ['  30 ', 30],
    ['abc', 0],
    ['', 0],
  ])('reads %j as %i', (text, amount) => {
    expect(parseCustomTip(text)).toBe(amount);
  });
});
