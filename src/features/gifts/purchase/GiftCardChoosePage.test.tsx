import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { GiftCardChoosePage } from './GiftCardChoosePage';
import { decodeGiftChoice, encodeGiftChoice } from './giftCardRules';

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

const renderChoose = (query = '') =>
  renderWithProviders(<GiftCardChoosePage />, { route: `/gift-cards/choose${query}` });

/** The summary's rows as "term amount" text. */
const summaryRows = () =>
  within(screen.getByRole('region', { name: 'Your gift' }))
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

const customField = () => screen.getByRole('textbox', { name: 'Custom amount in dollars' });

describe('GiftCardChoosePage', () => {
  it.each([
    ['an unknown plan', '?plan=mega'],
    ['no plan', ''],
  ])('takes %s as Major, at its one-time price', (_name, query) => {
    renderChoose(query);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a Gift Card' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Major \$130/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No extra credit' })).toBeChecked();
    expect(summaryRows()).toEqual([
      'Major styling session $130',
      'Shopping credit None',
      'Total $130',
    ]);
  });

  it('sets the amount by the plan in the URL, and a change of plan keeps it there', async () => {
    const { user } = renderChoose('?plan=lux');
    expect(screen.getByRole('radio', { name: /^Lux \$550/ })).toBeChecked();
    expect(summaryRows()[0]).toBe('Lux styling session $550');

    await user.click(screen.getByRole('radio', { name: /^Mini \$60/ }));
    expect(location().searchParams.get('plan')).toBe('mini');
    expect(summaryRows()).toEqual([
      'Mini styling session $60',
      'Shopping credit None',
      'Total $60',
    ]);
  });

  it('adds the $500 and $1,000 presets to the total', async () => {
    const { user } = renderChoose('?plan=major');
    await user.click(screen.getByRole('radio', { name: '$500' }));
    expect(summaryRows()).toEqual([
      'Major styling session $130',
      'Shopping credit $500',
      'Total $630',
    ]);
    await user.click(screen.getByRole('radio', { name: '$1,000' }));
    expect(summaryRows()[2]).toBe('Total $1,130');
  });

  it('keeps a custom amount a whole, positive number, and empty when it is not a number', async () => {
    const { user } = renderChoose('?plan=major');
    await user.click(screen.getByRole('radio', { name: 'Custom amount' }));
    expect(customField()).toHaveFocus();

    await user.type(customField(), 'abc');
    expect(customField()).toHaveValue('');
    expect(summaryRows()[1]).toBe('Shopping credit None');

    await user.type(customField(), '-250');
    expect(customField()).toHaveValue('250');
    expect(summaryRows()[2]).toBe('Total $380');

    // The text stays as typed (never '127'); the amount taken is shown once the field is left.
    await user.clear(customField());
    await user.type(customField(), '12.7');
    expect(customField()).toHaveValue('12.7');
    expect(summaryRows()[1]).toBe('Shopping credit $12');
    await user.tab();
    expect(customField()).toHaveValue('12');

    await user.clear(customField());
    await user.paste('$1,200.50');
    expect(summaryRows()[2]).toBe('Total $1,330');
    await user.tab();
    expect(customField()).toHaveValue('1200');
  });

  it('chooses the custom amount as it is typed, and a preset after it', async () => {
    const { user } = renderChoose('?plan=mini');
    await user.type(customField(), '75');
    expect(screen.getByRole('radio', { name: 'Custom amount' })).toBeChecked();
    expect(summaryRows()[2]).toBe('Total $135');
    await user.click(screen.getByRole('radio', { name: '$500' }));
    expect(summaryRows()[2]).toBe('Total $560');
  });

  it('continues to the checkout with the choice encoded in gift', async () => {
    const { user } = renderChoose('?plan=lux');
    await user.click(screen.getByRole('radio', { name: '$1,000' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location().pathname).toBe('/gift-cards/checkout');
    expect(decodeGiftChoice(location().searchParams.get('gift'))).toEqual({
      plan: 'lux',
      additionalAmount: 1000,
    });
  });

  it('holds back more than $5,000 of credit with a message tied to the field', async () => {
    const { user } = renderChoose('?plan=major');
    await user.type(customField(), '6000');
    expect(customField()).toHaveAccessibleDescription(
      'Shopping credit can be a whole number of dollars up to $5,000.',
    );
    expect(customField()).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location().pathname).toBe('/gift-cards/choose');
    expect(customField()).toHaveFocus();
  });

  it('shows the credit chosen before when coming back from the checkout', () => {
    renderChoose(`?plan=major&gift=${encodeGiftChoice({ plan: 'major', additionalAmount: 750 })}`);
    expect(screen.getByRole('radio', { name: 'Custom amount' })).toBeChecked();
    expect(customField()).toHaveValue('750');
    expect(summaryRows()[2]).toBe('Total $880');
  });
});
