import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { Accordion } from './Accordion';

const ITEMS = [
  { id: 'boards', title: 'What is a style board?', content: 'Shoppable looks from your stylist.' },
  { id: 'budget', title: 'Is there a budget?', content: 'Any brand or budget.' },
];

describe('Accordion', () => {
  it('opens the default item and ties each header to its region', () => {
    renderWithProviders(<Accordion items={ITEMS} defaultOpenId="boards" />);
    const header = screen.getByRole('button', { name: 'What is a style board?' });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'What is a style board?' });
    expect(header).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('Shoppable looks from your stylist.');
    expect(screen.getByRole('button', { name: 'Is there a budget?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('Any brand or budget.')).not.toBeVisible();
  });

  it('toggles items independently, several open at once', async () => {
    const { user } = renderWithProviders(<Accordion items={ITEMS} defaultOpenId="boards" />);
    const budget = screen.getByRole('button', { name: 'Is there a budget?' });
    await user.click(budget);
    expect(budget).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Is there a budget?' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'What is a style board?' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'What is a style board?' }));
    expect(
      screen.queryByRole('region', { name: 'What is a style board?' }),
    ).not.toBeInTheDocument();
    await user.click(budget);
    expect(budget).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts each header in a heading', () => {
    renderWithProviders(<Accordion items={ITEMS} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
