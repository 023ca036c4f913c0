import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { Lightbox } from './Lightbox';

const IMAGES = [
  { src: '/a.jpg', alt: 'Camel coat' },
  { src: '/b.jpg', alt: 'Silk scarf' },
  { src: '/c.jpg', alt: 'Leather boots' },
];

describe('Lightbox', () => {
  it('shows the start image with a counter in a dialog', async () => {
    renderWithProviders(<Lightbox images={IMAGES} startIndex={1} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Photos' });
    expect(dialog).toContainElement(screen.getByRole('img', { name: 'Silk scarf' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
  });

  it('moves with the buttons and arrow keys, wrapping', async () => {
    const { user } = renderWithProviders(<Lightbox images={IMAGES} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img', { name: 'Leather boots' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Silk scarf' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<Lightbox images={IMAGES} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
