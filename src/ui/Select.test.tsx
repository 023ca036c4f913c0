import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { Select } from './Select';

const SIZES = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
];

describe('Select', () => {
  it('starts on the placeholder and lets the shopper choose', async () => {
    const { user } = renderWithProviders(
      <Select label="Size" options={SIZES} placeholder="Choose a size" />,
    );
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveDisplayValue('Choose a size');
    await user.selectOptions(select, 'Medium');
    expect(select).toHaveValue('m');
  });

  it('wires the error', () => {
    renderWithProviders(<Select label="Size" options={SIZES} error="Please select a size" />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a size');
  });
});
