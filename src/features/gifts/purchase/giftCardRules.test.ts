import { describe, expect, it } from 'vitest';
import { encodeQueryParam } from '@/lib/bookingCodec';
import { creditAmount, creditChoiceFor, customCreditTyped } from './creditChoice';
import {
  decodeGiftChoice,
  encodeGiftChoice,
  giftConfirmationUrl,
  giftTotals,
  parseGiftCredit,
} from './giftCardRules';

describe('parseGiftCredit', () => {
  it.each([
    ['250', 250],
    ['0', 0],
    ['-250', 250],
    ['12.7', 12],
    ['  300 ', 300],
    ['$1,000', 1000],
    ['1 000', 1000],
    ['-$40', 40],
    ['75abc', 75],
    ['abc', null],
    ['', null],
    ['-', null],
    ['.5', null],
    ['$', null],
    ['e3', null],
  ])('reads %j as %s', (text, amount) => {
    expect(parseGiftCredit(text)).toBe(amount);
  });
});

describe('the credit choice', () => {
  it('adds a preset, a custom amount, or nothing when the custom field is empty', () => {
    expect(creditAmount({ option: 500, custom: 300 })).toBe(500);
    expect(creditAmount({ option: 'custom', custom: 300 })).toBe(300);
    expect(creditAmount({ option: 'custom', custom: null })).toBe(0);
    expect(creditAmount(customCreditTyped('nope'))).toBe(0);
  });

  it.each([
    [0, { option: 0, custom: null }],
    [500, { option: 500, custom: null }],
    [1000, { option: 1000, custom: null }],
    [750, { option: 'custom', custom: 750 }],
  ])('shows %i again as %j', (amount, choice) => {
    expect(creditChoiceFor(amount)).toEqual(choice);
  });
});

describe('the gift query value', () => {
  it('round-trips a choice', () => {
    const choice = { plan: 'lux' as const, additionalAmount: 1000 };
    expect(decodeGiftChoice(decodeURIComponent(encodeGiftChoice(choice)))).toEqual(choice);
    expect(decodeGiftChoice(encodeGiftChoice(choice))).toEqual(choice);
  });

  it('takes a missing credit as none', () => {
    expect(decodeGiftChoice(encodeQueryParam({ plan: 'mini' }))).toEqual({
      plan: 'mini',
      additionalAmount: 0,
    });
  });

  it.each([
    ['garbage', 'not-base64!'],
    ['nothing', null],
    ['an unknown plan', encodeQueryParam({ plan: 'mega', additionalAmount: 0 })],
    ['no plan', encodeQueryParam({ additionalAmount: 500 })],
    ['a negative credit', encodeQueryParam({ plan: 'major', additionalAmount: -5 })],
    ['a credit above $5,000', encodeQueryParam({ plan: 'major', additionalAmount: 5001 })],
    ['a fractional credit', encodeQueryParam({ plan: 'major', additionalAmount: 2.5 })],
    ['a credit as text', encodeQueryParam({ plan: 'major', additionalAmount: '500' })],
    ['an array', encodeQueryParam(['major'])],
  ])('reads %s as no choice', (_name, raw) => {
    expect(decodeGiftChoice(raw)).toBeNull();
  });
});

describe('giftTotals', () => {
  it.each([
    ['mini', 0, 60],
    ['major', 500, 630],
    ['lux', 1000, 1550],
  ] as const)('prices %s with $%i credit at $%i', (plan, additionalAmount, total) => {
    expect(giftTotals({ plan, additionalAmount }).total).toBe(total);
  });
});

it('returns to the confirmation inside the app', () => {
  expect(giftConfirmationUrl('https://shop.example')).toBe(
    'https://shop.example/app/gift-cards/confirmation',
  );
});
