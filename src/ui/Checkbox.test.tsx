import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and wires hint and error', async () => {
    const { user } = renderWithProviders(
      <Checkbox
        label="Keep me posted"
        hint="One e-mail a week"
        error="Required"
        showRequiredMark
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Keep me posted' });
    await user.click(screen.getByText('Keep me posted'));
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('One e-mail a week Required');
  });
});
