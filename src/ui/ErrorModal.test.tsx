import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ErrorModal } from './ErrorModal';

describe('ErrorModal', () => {
  it('shows the title Error and the text', async () => {
    renderWithProviders(<ErrorModal text="Failed to delete photo" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Failed to delete photo');
  });

  it('works without text', async () => {
    renderWithProviders(<ErrorModal onClose={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Error' })).toBeInTheDocument();
  });

  it('closes with OK', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ErrorModal onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
