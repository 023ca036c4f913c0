import { describe, expect, it } from 'vitest';
import { confirmationAction, orderCountText } from './orderRules';

describe('confirmationAction', () => {
  it.each([
    { status: 'open', completed: false, action: 'back' },
    { status: 'open', completed: true, action: 'back' },
    { status: 'paid', completed: false, action: 'complete' },
    { status: 'expired', completed: false, action: 'complete' },
    { status: 'unknown', completed: false, action: 'complete' },
    { status: 'paid', completed: true, action: 'show' },
  ] as const)('$status, completed $completed → $action', ({ status, completed, action }) => {
    expect(confirmationAction({ status, completed })).toBe(action);
  });
});

describe('orderCountText', () => {
  it.each([
    ['Ada', 1, 'Ada, you made 1 order'],
    ['Ada', 2, 'Ada, you made 2 orders'],
    ['Ada', 0, 'Ada, you made 0 orders'],
    [' Ada ', 31, 'Ada, you made 31 orders'],
    ['', 1, 'You made 1 order'],
    ['  ', 3, 'You made 3 orders'],
  ])('%j with %i → %s', (firstName, count, text) => {
    expect(orderCountText(firstName, count)).toBe(text);
  });
});
