import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input', () => {
    renderWithProviders(<TextField label="Email" type="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('ties the error text through aria-describedby and marks the input invalid', () => {
    renderWithProviders(
      <TextField
        label="Email"
        hint="We never share it"
        error="Please enter a valid email address"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We never share it Please enter a valid email address',
    );
    const error = screen.getByText('Please enter a valid email address');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });

  it('marks required fields without reading the asterisk', () => {
    renderWithProviders(<TextField label="Full name" showRequiredMark />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('forwards ref and native props to the input, as react-hook-form needs', async () => {
    const ref = createRef<HTMLInputElement>();
    const { user } = renderWithProviders(
      <TextField label="Password" type="password" name="password" ref={ref} />,
    );
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current).toHaveAttribute('name', 'password');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    expect(ref.current).toHaveValue('secret1');
  });
});
