import { describe, expect, it } from 'vitest';
import type { GiftFilter } from '../giftItemsApi';
import {
  countSelected,
  readSelection,
  toItemsArgs,
  withOption,
  withoutFilters,
} from './giftFilterSelection';

const filters: GiftFilter[] = [
  {
    key: 'recipient',
    title: 'Who is it for?',
    options: [
      { key: 'her', text: 'For Her' },
      { key: 'him', text: 'For Him' },
    ],
  },
  { key: 'price', title: 'Price', options: [{ key: 'under-100', text: 'Under $100' }] },
];

const query = (search: string) => new URLSearchParams(search);

describe('gift filter selection', () => {
  it('reads known options in display order, without repeats, garbage or unknown filters', () => {
    expect(
      readSelection(query('recipient=him,bogus,her,him&price=&colour=red&from=3'), filters),
    ).toEqual({ recipient: ['her', 'him'] });
    expect(readSelection(query('recipient=her&recipient=him'), filters)).toEqual({
      recipient: ['her', 'him'],
    });
    expect(readSelection(query('price=%E0%A4%A'), filters)).toEqual({});
    expect(readSelection(query('recipient=her'), [])).toEqual({});
  });

  it('turns options on and off, keeping other parameters', () => {
    const on = withOption(
      query('utm_source=mail&recipient=him'),
      filters,
      'recipient',
      'her',
      true,
    );
    expect(on.toString()).toBe('utm_source=mail&recipient=her%2Chim');
    const off = withOption(on, filters, 'recipient', 'him', false);
    expect(off.toString()).toBe('utm_source=mail&recipient=her');
    expect(withOption(off, filters, 'recipient', 'her', false).toString()).toBe('utm_source=mail');
    expect(withOption(off, filters, 'recipient', 'nobody', true).toString()).toBe(
      'utm_source=mail&recipient=her',
    );
    expect(withoutFilters(query('price=under-100&recipient=her&x=1'), filters).toString()).toBe(
      'x=1',
    );
  });

  it('makes the items call’s parameters and counts the chosen options', () => {
    const selection = { recipient: ['her', 'him'], price: ['under-100'] };
    expect(toItemsArgs(selection)).toEqual({ recipient: 'her,him', price: 'under-100' });
    expect(countSelected(selection)).toBe(3);
    expect(toItemsArgs({})).toEqual({});
  });
});
